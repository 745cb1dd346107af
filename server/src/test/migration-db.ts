import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql, type Migration } from 'kysely';
import pg from 'pg';
import { afterEach } from 'vitest';
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

/**
 * A fresh database for each test of a describe block, closed and dropped after the test:
 * call the returned function inside the test.
 */
export function freshDatabasePerTest(engine: Engine): () => Promise<DatabaseHandle> {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });
  return async () => {
    const fresh = await freshDatabase(engine);
    cleanups.push(async () => {
      await fresh.handle.close();
      await fresh.cleanup();
    });
    return fresh.handle;
  };
}

/**
 * A seller 'u1' and one active post 'p1' of a new family, written as the first schema
 * (0001-initial) stores them: the rows a later migration finds already there.
 */
export async function seedFirstSchemaPost(db: DatabaseHandle['db'], now: string): Promise<void> {
  await sql`insert into users (id, email, username, username_key, password_hash, created_at, updated_at)
    values ('u1', 'u1@example.com', 'u1', 'u1', 'x', ${now}, ${now})`.execute(db);
  await sql`insert into categories (slug, name, name_tl, sort_order) values ('c', 'C', 'C', 1)`.execute(
    db,
  );
  await sql`insert into families (category_id, slug, name, name_tl, sort_order)
    select id, 'f', 'F', 'F', 1 from categories`.execute(db);
  await sql`insert into posts (id, user_id, family_id, title, description, price_centavos,
      qty, unit, lat, lng, status, expires_at, created_at, updated_at)
    select 'p1', 'u1', id, 'Kangkong', '', 2500, 1, 'bunch', 14.6, 121, 'active', ${now}, ${now}, ${now}
    from families`.execute(db);
}
