import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App, type BuildOptions } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { dropDatabaseWhenIdle } from '../db/pg-admin';
import type { Engine } from '../db/database';
import { DB_FILE } from '../ops/backup';
import { POSTGRES_TEMPLATE_ENV, SQLITE_TEMPLATE_ENV } from './global-setup';

/**
 * Live events' coalescing window in tests (LIVE_COALESCE_MS is a second): tests that make
 * several changes in a row then wait for each event that little. Coalescing's own tests set
 * theirs.
 */
export const TEST_LIVE_COALESCE_MS = 50;

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server we may create databases on. */
export const testEngines: Engine[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestApp {
  app: App;
  config: AppConfig;
  close(): Promise<void>;
}

/** Withholds the web app: API tests must not depend on a build. */
function baseConfig(dataDir: string, overrides: Partial<AppConfig>): AppConfig {
  return {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    webDistDir: undefined,
    ...overrides,
  };
}

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database on the TEST_DATABASE_URL server, and how to drop it. */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is needed for PostgreSQL tests');
  const name = `palengke_test_${crypto.randomBytes(6).toString('hex')}`;
  // From the run's migrated template (global-setup.ts) when there is one: the app's own
  // migrations then find nothing to do.
  const template = process.env[POSTGRES_TEMPLATE_ENV];
  await withAdminClient((client) =>
    client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`),
  );
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdminClient((client) => dropDatabaseWhenIdle(client, name)),
  };
}

/** A fresh app on a fresh database (a temp folder, or a new PostgreSQL database), torn down after. */
export async function createTestApp(
  engine: Engine,
  overrides: Partial<AppConfig> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-test-'));
  const sqliteTemplate = process.env[SQLITE_TEMPLATE_ENV];
  if (engine === 'sqlite' && sqliteTemplate) {
    fs.copyFileSync(path.join(sqliteTemplate, DB_FILE), path.join(dataDir, DB_FILE));
  }
  let databaseUrl: string | undefined;
  let dropDatabase = async () => {};

  if (engine === 'postgres') {
    const database = await createTestDatabase();
    databaseUrl = database.url;
    dropDatabase = database.drop;
  }

  const config = baseConfig(dataDir, { databaseUrl, ...overrides });
  const app = await buildApp(config, { liveCoalesceMs: TEST_LIVE_COALESCE_MS, ...options });
  return {
    app,
    config,
    async close() {
      await app.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
