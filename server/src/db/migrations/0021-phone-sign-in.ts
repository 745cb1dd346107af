import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';
import { columnTypes } from './column-types';

/**
 * Signing in with a mobile number (issue 37). An account may now have no e-mail and no
 * password (a phone account), so both columns take NULL; `login_phone` is the verified number
 * that signs in (E.164, unique), kept apart from SPEC's editable `phone`. `sms` is the
 * person's SMS setting. Codes are kept hashed with their tries; sign-up tokens bridge a verified
 * new number to the sign-up form; the daily counts hold SMS_DAILY_LIMIT and the per-person cap.
 */
export function phoneSignInMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>) {
      if (engine === 'postgres') {
        await sql`alter table users alter column email drop not null`.execute(db);
        await sql`alter table users alter column password_hash drop not null`.execute(db);
      } else {
        await relaxSqliteUserColumns(db);
      }
      await db.schema.alterTable('users').addColumn('login_phone', 'text').execute();
      await db.schema
        .alterTable('users')
        .addColumn('sms', t.boolean, (c) => c.notNull().defaultTo(sql.raw(t.falseValue)))
        .execute();
      await db.schema
        .createIndex('users_login_phone')
        .on('users')
        .column('login_phone')
        .unique()
        .execute();

      await db.schema
        .createTable('sms_codes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('phone', 'text', (c) => c.notNull())
        // 'auth': sign in, sign up, reset; 'link': an account adds or changes its number.
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .addColumn('ended_at', t.timestamp)
        .execute();
      await db.schema
        .createIndex('sms_codes_phone')
        .on('sms_codes')
        .columns(['phone', 'created_at'])
        .execute();

      await db.schema
        .createTable('phone_signup_tokens')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('expires_at', t.timestamp, (c) => c.notNull())
        .addColumn('used_at', t.timestamp)
        .execute();

      // One row a day (UTC): every SMS the server sends counts against SMS_DAILY_LIMIT.
      await db.schema
        .createTable('sms_daily_counts')
        .addColumn('day', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .execute();

      // The notices a person was sent by SMS: at most 5 a day, one a thread a day.
      await db.schema
        .createTable('sms_notices_sent')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('thread_id', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sms_notices_sent_user')
        .on('sms_notices_sent')
        .columns(['user_id', 'created_at'])
        .execute();
    },
  };
}

/**
 * SQLite cannot drop NOT NULL in place: the table is rebuilt as its documentation says
 * (https://sqlite.org/lang_altertable.html#otheralter), with foreign keys off so that the rows
 * that point at users stay, and its indexes made again from their own SQL.
 */
async function relaxSqliteUserColumns(db: Kysely<unknown>) {
  const table = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = 'users'`.execute(db);
  const createUsers = table.rows[0]?.sql;
  if (!createUsers) throw new Error('users table not found');
  const relaxed = createUsers
    .replace(/"email" text not null unique/i, '"email" text unique')
    .replace(/"password_hash" text not null/i, '"password_hash" text');
  if (relaxed === createUsers || /"email" text not null/i.test(relaxed)) {
    throw new Error(`users table not as expected: ${createUsers}`);
  }
  const indexes = await sql<{ sql: string }>`
    select sql from sqlite_master
    where type = 'index' and tbl_name = 'users' and sql is not null`.execute(db);

  await sql`pragma foreign_keys = off`.execute(db);
  const keys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
  if (keys.rows[0]?.foreign_keys !== 0) {
    throw new Error('foreign keys could not be turned off (a transaction is open)');
  }
  try {
    await sql
      .raw(relaxed.replace(/^create table "?users"?/i, 'create table "users_rebuilt"'))
      .execute(db);
    await sql`insert into users_rebuilt select * from users`.execute(db);
    await sql`drop table users`.execute(db);
    await sql`alter table users_rebuilt rename to users`.execute(db);
    for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
    const broken = await sql`pragma foreign_key_check`.execute(db);
    if (broken.rows.length > 0) throw new Error('users rebuild broke foreign keys');
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
