import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { dropDatabaseWhenIdle } from '../db/pg-admin';

// Vitest's global set-up: one migrated database of each engine, made once per run, which
// every test app then starts from as a copy (test-app.ts) instead of running all the
// migrations again: about 0.5 s of SQLite and 1.3 s of PostgreSQL for each of some 300 apps.
// The copies are real databases with the real schema; tests of the migrations themselves
// start from empty ones (migration-db.ts).

/** The folder whose palengke.db is the migrated SQLite database test apps copy. */
export const SQLITE_TEMPLATE_ENV = 'PALENGKE_TEST_SQLITE_TEMPLATE';
/** The migrated PostgreSQL database test databases are created from. */
export const POSTGRES_TEMPLATE_ENV = 'PALENGKE_TEST_PG_TEMPLATE';

async function migrated(databaseUrl: string | undefined, dataDir: string) {
  const handle = openDatabase({ databaseUrl, dataDir });
  try {
    await migrateToLatest(handle);
  } finally {
    await handle.close();
  }
}

export default async function setup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-template-'));
  await migrated(undefined, dataDir);
  process.env[SQLITE_TEMPLATE_ENV] = dataDir;

  const adminUrl = process.env.TEST_DATABASE_URL;
  let dropTemplate = async () => {};
  if (adminUrl) {
    const name = `palengke_template_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await migrated(url.toString(), dataDir);
    process.env[POSTGRES_TEMPLATE_ENV] = name;
    dropTemplate = async () => {
      await dropDatabaseWhenIdle(admin, name);
      await admin.end();
    };
  }

  return async () => {
    await dropTemplate();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
