import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, MANILA } from '../test/posts';
import { createTestApp, type TestApp } from '../test/test-app';
import { get, signUpAndConfirm, type SignedInUser } from '../test/users';
import { backup, pruneBackups, restore } from './backup';

// Backups of the embedded database while it is written to, and their restore into a new
// DATA_DIR that a server then starts on.

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-backup-test-'));

describe('backup and restore (SQLite)', () => {
  let t: TestApp;
  let seller: SignedInUser;
  const dirs: string[] = [];

  beforeAll(async () => {
    t = await createTestApp('sqlite', { rateLimitFactor: 100 });
    seller = await signUpAndConfirm(t);
  });
  afterAll(async () => {
    await t?.close();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every write acknowledged before the backup began, taken during a write load', async () => {
    const acknowledged: string[] = [];
    let writing = true;
    const load = (async () => {
      for (let i = 0; writing && i < 400; i++) {
        const created = await createPost(t, seller, { title: `Kangkong ${i}`, ...MANILA });
        acknowledged.push(created.id);
      }
    })();
    while (acknowledged.length < 15) await new Promise((resolve) => setTimeout(resolve, 5));

    const before = [...acknowledged];
    const into = tempDir();
    dirs.push(into);
    const folder = await backup(t.config.dataDir, into);
    const during = acknowledged.length - before.length;
    writing = false;
    await load;
    expect(path.basename(folder)).toMatch(/^palengke-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);

    const dataDir = path.join(tempDir(), 'restored');
    dirs.push(path.dirname(dataDir));
    await restore(folder, dataDir);
    const check = new SqliteDatabase(path.join(dataDir, 'palengke.db'), { readonly: true });
    expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
    check.close();

    const restored = await createTestApp('sqlite', { dataDir });
    try {
      for (const id of before) {
        expect((await get(restored.app, `/api/posts/${id}`)).statusCode).toBe(200);
      }
      // Writes that came after the snapshot are not in it, and nothing is half there.
      const { total } = (await get(restored.app, '/api/posts?pageSize=1')).json() as {
        total: number;
      };
      expect(total).toBeGreaterThanOrEqual(before.length);
      expect(total).toBeLessThanOrEqual(before.length + during + 1);
    } finally {
      await restored.app.close();
    }
  });

  it('refuses to restore over a DATA_DIR that is not empty, unless forced', async () => {
    const into = tempDir();
    dirs.push(into);
    const folder = await backup(t.config.dataDir, into);
    const busy = tempDir();
    dirs.push(busy);
    fs.writeFileSync(path.join(busy, 'palengke.db'), 'not a database');
    await expect(restore(folder, busy)).rejects.toThrow(/not empty.*--force/);
    expect(fs.readFileSync(path.join(busy, 'palengke.db'), 'utf8')).toBe('not a database');
    await restore(folder, busy, { force: true });
    const check = new SqliteDatabase(path.join(busy, 'palengke.db'), { readonly: true });
    expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
    check.close();
    const broken = tempDir();
    dirs.push(broken);
    fs.writeFileSync(path.join(broken, 'palengke.db'), 'x'.repeat(4096));
    await expect(restore(broken, tempDir())).rejects.toThrow(/not a database|integrity_check/);
  });

  it('keeps the newest backups only', async () => {
    const into = tempDir();
    dirs.push(into);
    for (const day of ['2026-11-20', '2026-11-21', '2026-11-22']) {
      await backup(t.config.dataDir, into, new Date(`${day}T03:00:00Z`));
    }
    await pruneBackups(into, 2);
    expect(fs.readdirSync(into).sort()).toEqual([
      'palengke-backup-2026-11-21T03-00-00Z',
      'palengke-backup-2026-11-22T03-00-00Z',
    ]);
  });
});

const run = promisify(execFile);
const cli = (script: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, ['--import', 'tsx', `server/src/ops/${script}-cli.ts`, ...args], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
  }).then(
    (result) => ({ code: 0, ...result }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

describe('npm run backup / npm run restore', () => {
  it('backs up a DATA_DIR and restores it into an empty one', async () => {
    const t = await createTestApp('sqlite');
    const into = tempDir();
    const target = path.join(tempDir(), 'data');
    try {
      const made = await cli('backup', [into], { DATA_DIR: t.config.dataDir });
      expect(made).toMatchObject({ code: 0, stdout: expect.stringContaining('Backed up') });
      const [folder] = fs.readdirSync(into);
      const restored = await cli('restore', [path.join(into, folder!)], { DATA_DIR: target });
      expect(restored).toMatchObject({ code: 0, stdout: expect.stringContaining('Restored') });
      expect(fs.existsSync(path.join(target, 'palengke.db'))).toBe(true);
      const again = await cli('restore', [path.join(into, folder!)], { DATA_DIR: target });
      expect(again).toMatchObject({ code: 1, stderr: expect.stringContaining('--force') });
    } finally {
      await t.close();
      fs.rmSync(into, { recursive: true, force: true });
      fs.rmSync(path.dirname(target), { recursive: true, force: true });
    }
  });

  it('says what to use instead on PostgreSQL', async () => {
    const result = await cli('backup', ['/tmp/nowhere'], {
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/palengke',
    });
    expect(result).toMatchObject({ code: 2, stderr: expect.stringContaining('pg_dump') });
  });
});
