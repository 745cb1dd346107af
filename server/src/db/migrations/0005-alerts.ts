import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';
import { addSerialKey, columnTypes } from './column-types';

/**
 * Food alerts: saved searches matched against each new post, the matches (one per person and
 * post, kept for the email digest and the push cap), and the alert notification settings.
 * Matching one post against 100,000 alerts reads only the alerts whose circle's box holds the
 * post: an R*Tree on SQLite, a GiST index on the box on PostgreSQL.
 */
export function alertsMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  const yes = sql.raw(engine === 'postgres' ? 'true' : '1');
  const no = sql.raw(t.falseValue);
  return {
    async up(db: Kysely<unknown>) {
      for (const setting of ['alerts_push', 'alerts_email']) {
        await db.schema
          .alterTable('users')
          .addColumn(setting, t.boolean, (c) => c.notNull().defaultTo(yes))
          .execute();
      }
      // The digest: when the next one is due (null: none waiting) and when the last went out.
      await db.schema.alterTable('users').addColumn('alert_digest_due_at', t.timestamp).execute();
      await db.schema.alterTable('users').addColumn('alert_digest_sent_at', t.timestamp).execute();

      await addSerialKey(db.schema.createTable('alerts'), engine, 'seq')
        .addColumn('id', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('search', 'text')
        // Lower case, for matching; family ids as ',3,7,' so SQL can look one up.
        .addColumn('search_key', 'text')
        .addColumn('family_ids', 'text')
        .addColumn('max_price_centavos', 'integer')
        .addColumn('lat', t.double, (c) => c.notNull())
        .addColumn('lng', t.double, (c) => c.notNull())
        .addColumn('range_km', t.double, (c) => c.notNull())
        .addColumn('min_lat', t.double, (c) => c.notNull())
        .addColumn('max_lat', t.double, (c) => c.notNull())
        .addColumn('min_lng', t.double, (c) => c.notNull())
        .addColumn('max_lng', t.double, (c) => c.notNull())
        .addColumn('paused', t.boolean, (c) => c.notNull().defaultTo(no))
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('last_matched_at', t.timestamp)
        .execute();
      await db.schema
        .createIndex('alerts_user')
        .on('alerts')
        .columns(['user_id', 'created_at'])
        .execute();

      if (engine === 'postgres') {
        await sql`create index alerts_box on alerts using gist (box(point(min_lng, min_lat), point(max_lng, max_lat)))`.execute(
          db,
        );
      } else {
        await sql`create virtual table alerts_rtree using rtree(seq, min_lat, max_lat, min_lng, max_lng)`.execute(
          db,
        );
        await sql`create trigger alerts_rtree_insert after insert on alerts begin
          insert into alerts_rtree values (new.seq, new.min_lat, new.max_lat, new.min_lng, new.max_lng);
        end`.execute(db);
        await sql`create trigger alerts_rtree_delete after delete on alerts begin
          delete from alerts_rtree where seq = old.seq;
        end`.execute(db);
      }

      await db.schema
        .createTable('alert_matches')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('post_id', 'text', (c) => c.notNull().references('posts.id').onDelete('cascade'))
        .addColumn('alert_id', 'text', (c) => c.notNull())
        .addColumn('distance_km', t.double, (c) => c.notNull())
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addColumn('pushed_at', t.timestamp)
        .addColumn('emailed_at', t.timestamp)
        .addUniqueConstraint('alert_matches_once', ['user_id', 'post_id'])
        .execute();
      await db.schema
        .createIndex('alert_matches_user')
        .on('alert_matches')
        .columns(['user_id', 'created_at'])
        .execute();
    },
  };
}
