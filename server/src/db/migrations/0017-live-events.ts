import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';
import { addSerialKey, columnTypes } from './column-types';

/**
 * Live events too large for a PostgreSQL NOTIFY payload (issue 23): the notification names the
 * row, each process with a subscriber for its channel reads it, and rows are deleted after a
 * minute (server/src/platform/live/postgres-bus.ts). UNLOGGED on PostgreSQL: a row lives a
 * minute, so it is not worth a WAL write and a sync on every chat message (20 ms against 2),
 * and losing the table's rows in a crash loses nothing a reconnecting stream would have got.
 * Only the PostgreSQL transport uses it; SQLite gets the table too, so that both engines keep
 * the same schema.
 */
export function liveEventsMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>) {
      let table = db.schema.createTable('live_events');
      if (engine === 'postgres') table = table.modifyFront(sql`unlogged`);
      await addSerialKey(table, engine, 'id')
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
    },
  };
}
