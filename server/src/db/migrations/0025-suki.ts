import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';
import { columnTypes } from './column-types';

/**
 * Suki (issue 39): a person following a seller, with what their notifications need on the
 * same row (where the follower was, when they were last told, what waits to be told), and
 * the setting "New posts from my suki", on by default.
 */
export function sukiMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  const yes = sql.raw(engine === 'postgres' ? 'true' : '1');
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('users')
        .addColumn('suki_posts', t.boolean, (c) => c.notNull().defaultTo(yes))
        .execute();
      await db.schema
        .createTable('suki')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('follower_id', 'text', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('seller_id', 'text', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        // The follower's phone when they followed, rounded as public points are: the search
        // range is measured from it. Null: no location known, every post notifies.
        .addColumn('near_lat', t.double)
        .addColumn('near_lng', t.double)
        // The last notification about this seller, and the later posts folded into the next.
        .addColumn('told_at', t.timestamp)
        .addColumn('folded', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('fold_due_at', t.timestamp)
        .addUniqueConstraint('suki_once', ['follower_id', 'seller_id'])
        .execute();
      // A follower's list, newest first; a seller's followers (counts, notifications).
      await db.schema
        .createIndex('suki_follower')
        .on('suki')
        .columns(['follower_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('suki_seller')
        .on('suki')
        .columns(['seller_id', 'follower_id'])
        .execute();
    },
  };
}
