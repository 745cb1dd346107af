import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './database';

// Another process (another of WORKERS) holds SQLite's write lock while this one runs a
// transaction that reads and then writes: it must wait its turn, not fail with SQLITE_BUSY.

const HOLDER = `
const Database = require('better-sqlite3');
const db = new Database(process.argv[1]);
db.pragma('busy_timeout = 5000');
db.exec('begin immediate');
db.exec("insert into notes (body) values ('from the other process')");
process.stdout.write('locked\\n');
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
db.exec('commit');
`;

let handle: DatabaseHandle | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  await handle?.close();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('SQLite transactions across processes', () => {
  it('wait for another process’s write lock instead of failing', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-immediate-'));
    handle = openDatabase({ databaseUrl: undefined, dataDir });
    const { db } = handle;
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
    await sql`insert into notes (body) values ('first')`.execute(db);

    const holder = spawn(process.execPath, ['-e', HOLDER, path.join(dataDir, 'palengke.db')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise((resolve) => holder.on('exit', resolve));
    await new Promise<void>((resolve) => holder.stdout!.once('data', () => resolve()));

    // Read first, then write: a plain BEGIN would get SQLITE_BUSY at the write, unretried.
    const count = await db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ n: number }>`select count(*) as n from notes`.execute(trx);
      await sql`insert into notes (body) values (${`after ${rows[0]!.n}`})`.execute(trx);
      return rows[0]!.n;
    });
    await exited;
    // It began after the other process's commit: it saw that row too.
    expect(count).toBe(2);
    const { rows } = await sql<{ body: string }>`select body from notes order by id`.execute(db);
    expect(rows.map((row) => row.body)).toEqual(['first', 'from the other process', 'after 2']);
  });
});
