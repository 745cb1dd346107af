import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';
import { columnTypes } from './column-types';

/**
 * What the buyer of a thread was told about its reservation (issue 21), so that a seller
 * flipping a hold cannot flood them: `seq` numbers the changes (a push of an older one is
 * dropped), the last release is kept for the email that reports it, and the email clock keeps
 * it to one per thread per RESERVATION_EMAIL_WINDOW_S, saying the state at sending time.
 */
export function reservationNoticesMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('reservation_notices')
        .addColumn('thread_id', 'text', (c) =>
          c.primaryKey().references('threads.id').onDelete('cascade'),
        )
        .addColumn('seq', 'integer', (c) => c.notNull().defaultTo(sql`0`))
        .addColumn('released_qty', t.double)
        .addColumn('released_reason', 'text')
        .addColumn('email_due_at', t.timestamp)
        .addColumn('emailed_at', t.timestamp)
        .addColumn('emailed_state', 'text')
        .execute();
    },
  };
}
