import { sql } from 'kysely';
import type { DatabaseHandle } from './database';

/**
 * Refreshes the query planner's statistics. Without them SQLite may walk the feed by the
 * wrong index (150 ms instead of 0.2 ms at 100,000 posts); PRAGMA optimize analyses only
 * the tables that changed enough to need it. PostgreSQL's autovacuum analyses too, but only
 * after enough changes; an explicit ANALYZE of the feed's tables is cheap insurance.
 */
export async function optimizeDatabase(handle: DatabaseHandle) {
  if (handle.engine === 'sqlite') await sql`pragma optimize = 0x10002`.execute(handle.db);
  else await sql`analyze posts, users`.execute(handle.db);
}
