import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';
import { columnTypes } from './column-types';

/**
 * Notifications: push subscriptions, each person's notification settings, the durable outbox
 * the worker drains, server-wide generated secrets (VAPID keys), and per-side read and email
 * marks on threads for the unread-message email.
 */
export function notificationsMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  const yes = sql.raw(engine === 'postgres' ? 'true' : '1');
  return {
    async up(db: Kysely<unknown>) {
      for (const setting of ['messages_push', 'messages_email', 'sales_push', 'sales_email']) {
        await db.schema
          .alterTable('users')
          .addColumn(setting, t.boolean, (c) => c.notNull().defaultTo(yes))
          .execute();
      }
      for (const column of [
        'buyer_read_at',
        'seller_read_at',
        'buyer_emailed_at',
        'seller_emailed_at',
      ]) {
        await db.schema.alterTable('threads').addColumn(column, t.timestamp).execute();
      }

      await db.schema
        .createTable('push_subscriptions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('endpoint', 'text', (c) => c.notNull().unique())
        .addColumn('p256dh', 'text', (c) => c.notNull())
        .addColumn('auth', 'text', (c) => c.notNull())
        .addColumn('device_id', 'text')
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('updated_at', t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('push_subscriptions_user')
        .on('push_subscriptions')
        .column('user_id')
        .execute();

      await db.schema
        .createTable('server_settings')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('outbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('available_at', t.timestamp, (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locked_until', t.timestamp)
        .addColumn('last_error', 'text')
        .addColumn('failed_at', t.timestamp)
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .execute();
      // The worker's claim: due events that have not failed for good, oldest first.
      await db.schema
        .createIndex('outbox_due')
        .on('outbox')
        .columns(['failed_at', 'available_at'])
        .execute();
    },
  };
}
