import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';
import { columnTypes } from './column-types';

/**
 * Pay at pickup by QR Ph (issue 40). A seller's QR is kept as its text (the payload) in a table
 * of its own, never the picture, and never beside the profile's columns: no read of a profile
 * can carry it by accident. Each save or removal is a row of `payment_qr_changes`, which the
 * daily limit counts and the person's data export lists. A sale may say how it was paid.
 */
export function paymentQrMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('payment_qrs')
        .addColumn('user_id', 'text', (c) =>
          c.primaryKey().references('users.id').onDelete('cascade'),
        )
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('changed_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('payment_qr_changes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('saved', 'removed')`))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('payment_qr_changes_user')
        .on('payment_qr_changes')
        .columns(['user_id', 'created_at'])
        .execute();
      await db.schema
        .alterTable('sales')
        .addColumn('paid_by', 'text', (c) => c.check(sql`paid_by in ('cash', 'qr')`))
        .execute();
    },
  };
}
