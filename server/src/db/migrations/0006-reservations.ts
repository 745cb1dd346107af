import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';
import { columnTypes } from './column-types';

/**
 * Partial sales and reservations (issue 11). A post keeps what it offers (`qty`) and gains what
 * is held for buyers and what was sold: sums of the reservations and sales tables, kept on the
 * post so every list reads them without a join, and rewritten from those tables in the same
 * transaction as each change (the post's row is the lock that keeps two sales from overselling).
 */
export function reservationsMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>) {
      for (const column of ['qty_reserved', 'qty_sold']) {
        await db.schema
          .alterTable('posts')
          .addColumn(column, t.double, (c) => c.notNull().defaultTo(sql`0`))
          .execute();
      }

      // At most one reservation per thread: PUT replaces it.
      await db.schema
        .createTable('reservations')
        .addColumn('thread_id', 'text', (c) =>
          c.primaryKey().references('threads.id').onDelete('cascade'),
        )
        .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
        .addColumn('qty', t.double, (c) => c.notNull().check(sql`qty > 0`))
        .addColumn('until', t.timestamp, (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('reservations_post')
        .on('reservations')
        .column('post_id')
        .execute();
      // The expiry job reads the reservations that are due.
      await db.schema
        .createIndex('reservations_until')
        .on('reservations')
        .column('until')
        .execute();

      // A sale completes its thread, so a thread has at most one.
      await db.schema
        .createTable('sales')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('thread_id', 'text', (c) =>
          c.notNull().unique().references('threads.id').onDelete('cascade'),
        )
        .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
        .addColumn('qty', t.double, (c) => c.notNull().check(sql`qty >= 0`))
        .addColumn('sold_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sales_post')
        .on('sales')
        .columns(['post_id', 'sold_at'])
        .execute();
    },
  };
}
