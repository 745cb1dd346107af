import { sql } from 'kysely';
import type { DatabaseHandle } from './database';

/**
 * Refreshes the query planner's statistics. Without them SQLite may walk the feed by the
 * wrong index (150 ms instead of 0.2 ms at 100,000 posts); PRAGMA optimize analyses only
 * the tables that changed enough to need it. PostgreSQL's autovacuum analyses too, but only
 * after enough changes; an explicit ANALYZE of the feed's tables is cheap insurance.
 */
export async function optimizeDatabase(handle: DatabaseHandle) {
  if (handle.engine === 'sqlite') {
    await mergeSearchIndex(handle.db);
    await sql`pragma optimize = 0x10002`.execute(handle.db);
  } else await sql`analyze posts, users`.execute(handle.db);
}

/** Pages of index one merge step writes: a few milliseconds of work. */
const MERGE_PAGES = 200;
/** Enough steps for a large index; the job runs again in six hours. */
const MAX_MERGE_STEPS = 500;

/**
 * FTS5 keeps the title indexes (posts_fts, letters; posts_words, whole words) as segments, one
 * more for each batch of writes, and merges them only now and then; a search reads every
 * segment (17 after the bench's seed, half of a searched feed's SQL). 'optimize' would merge
 * them in one statement, but better-sqlite3 is synchronous and that would hold the event loop
 * for the whole index; the 'merge' command (negative: every segment counts) does a bounded
 * step, so this yields between steps until a step does no work: total_changes() then grows by
 * one, the command's own row, and by hundreds when it merged (checked on better-sqlite3's
 * SQLite).
 */
async function mergeSearchIndex(db: DatabaseHandle['db']) {
  const totalChanges = async () =>
    Number((await sql<{ n: number }>`select total_changes() as n`.execute(db)).rows[0]?.n ?? 0);
  for (const index of [sql.raw('posts_fts'), sql.raw('posts_words')]) {
    for (let step = 0; step < MAX_MERGE_STEPS; step++) {
      const before = await totalChanges();
      await sql`insert into ${index}(${index}, rank) values ('merge', ${-MERGE_PAGES})`.execute(db);
      if ((await totalChanges()) - before <= 1) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
