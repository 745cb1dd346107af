import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';
import { columnTypes } from './column-types';

/**
 * When each push subscription was last used (issue 21): saved by its browser or taken by its
 * push service. An account keeps its 20 most recently used; a new one replaces the oldest.
 * Rows already kept count as used when they were last saved. The constant default (SQLite adds
 * no column with a computed one) sorts a row written without it as the least recently used.
 */
export function pushSubscriptionUseMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('push_subscriptions')
        .addColumn('last_used_at', t.timestamp, (c) =>
          c.notNull().defaultTo('1970-01-01T00:00:00.000Z'),
        )
        .execute();
      await sql`update push_subscriptions set last_used_at = updated_at`.execute(db);
    },
  };
}
