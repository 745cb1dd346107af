import {
  CompiledQuery,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
  type TransactionSettings,
} from 'kysely';

/**
 * Kysely opens SQLite transactions with a plain BEGIN, which takes the write lock only at the
 * first write. With one process that changes nothing (one connection, one transaction at a
 * time), but with WORKERS processes sharing the file a transaction that read first and then
 * writes while another process holds the lock gets SQLITE_BUSY at once: SQLite cannot wait
 * there without risking a deadlock, so busy_timeout does not apply. BEGIN IMMEDIATE takes the
 * lock up front, where busy_timeout does wait. Read-only transactions (the export snapshot)
 * keep the plain BEGIN and never hold up writers.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection, settings?: TransactionSettings) {
    const begin = settings?.accessMode === 'read only' ? 'begin' : 'begin immediate';
    await connection.executeQuery(CompiledQuery.raw(begin));
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
