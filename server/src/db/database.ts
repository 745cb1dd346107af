import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, type LogEvent } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';
import { SqliteBooleanPlugin } from './sqlite-booleans';
import { ImmediateSqliteDialect } from './sqlite-transactions';

export type Engine = 'sqlite' | 'postgres';

export type Db = Kysely<Database>;

/** Rows as plain arrays, straight from the driver: for the few hot reads of thousands of rows. */
export type RawRows = (sql: string, parameters: readonly unknown[]) => unknown[][];

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  /** SQLite only: better-sqlite3 builds arrays about 40% faster than row objects. */
  rawRows?: RawRows;
  /** PostgreSQL only: the pool's connections (metrics). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * SQLite's sync on commit. FULL (the default): an acknowledged write survives a power cut.
   * NORMAL in WAL mode may lose the last commits then (never the database's consistency).
   */
  sqliteSynchronous?: 'FULL' | 'NORMAL' | undefined;
  /** Told how long each query took, in ms (metrics). */
  onQuery?: ((durationMs: number) => void) | undefined;
}

/** Kysely's query log as a duration callback. */
const queryLog = (onQuery: DatabaseOptions['onQuery']) =>
  onQuery ? { log: (event: LogEvent) => onQuery(event.queryDurationMillis) } : {};

/** PostgreSQL values parsed into the same JS shapes SQLite gives, so one code path serves both. */
const PG_TIMESTAMPTZ = 1184;
const PG_TIMESTAMP = 1114;
const PG_INT8 = 20;
const PG_NUMERIC = 1700;

function pgTypeParser(oid: number, format?: 'text' | 'binary') {
  if (oid === PG_TIMESTAMPTZ || oid === PG_TIMESTAMP) {
    return (value: string) => new Date(oid === PG_TIMESTAMP ? `${value}Z` : value).toISOString();
  }
  if (oid === PG_INT8 || oid === PG_NUMERIC) return (value: string) => Number(value);
  return pg.types.getTypeParser(oid, format);
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      types: { getTypeParser: pgTypeParser as typeof pg.types.getTypeParser },
    });
    // An idle client whose connection died (PostgreSQL restarted, a network blip) is dropped
    // by the pool and the next query connects afresh; unheard, the error would end the process.
    pool.on('error', () => undefined);
    // The same for a client in use: its query fails with the error; the event must not crash.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      ...queryLog(options.onQuery),
    });
    return {
      db,
      engine: 'postgres',
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => db.destroy(),
    };
  }

  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(path.join(options.dataDir, 'palengke.db'));
  // WAL lets readers run beside the writer; FULL syncs the log on every commit, so what was
  // acknowledged is on disk; the busy timeout waits out a concurrent writer instead of
  // failing; a 128 MB page cache keeps the feed's indexes in memory.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma(`synchronous = ${options.sqliteSynchronous ?? 'FULL'}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -131072');
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: sqlite }),
    plugins: [new SqliteBooleanPlugin()],
    ...queryLog(options.onQuery),
  });
  const rawRows: RawRows = (text, parameters) =>
    sqlite
      .prepare(text)
      .raw()
      .all(...parameters) as unknown[][];
  return { db, engine: 'sqlite', rawRows, close: () => db.destroy() };
}
