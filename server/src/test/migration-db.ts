import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, type Migration } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseHandle, type Engine } from '../db/database';
import { dropDatabaseWhenIdle } from '../db/pg-admin';

// For tests of one migration over rows written before it: an empty database (a temp folder,
// or a new PostgreSQL database) brought up to just the migrations the test names.

export async function freshDatabase(engine: Engine) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-migration-'));
  if (engine === 'sqlite') {
    const handle = openDatabase({ databaseUrl: undefined, dataDir });
    return { handle, cleanup: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `palengke_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const handle = openDatabase({ databaseUrl: url.toString(), dataDir });
  return {
    handle,
    cleanup: async () => {
      await dropDatabaseWhenIdle(admin, name);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function migrate(handle: DatabaseHandle, migrations: Record<string, Migration>) {
  return new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations },
  }).migrateToLatest();
}
