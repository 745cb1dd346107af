import { sql, type Kysely, type Migration } from 'kysely';
import { publicPointFor } from '@core/geo';
import type { Engine } from '../database';
import { columnTypes } from './column-types';

/**
 * Blocking between people, and the public point of every post: what everyone but its owner
 * sees and searches, so no sequence of range queries pins a seller's home (issue 12).
 */
export function blocksPublicPointMigration(engine: Engine): Migration {
  const t = columnTypes(engine);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('blocks')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('blocker_id', 'text', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('blocked_id', 'text', (c) =>
          c.notNull().references('users.id').onDelete('cascade'),
        )
        .addColumn('created_at', t.timestamp, (c) => c.notNull())
        .addUniqueConstraint('blocks_once', ['blocker_id', 'blocked_id'])
        .execute();
      // "Who blocked me" is read on every feed page of a signed-in person.
      await db.schema
        .createIndex('blocks_blocked')
        .on('blocks')
        .columns(['blocked_id', 'blocker_id'])
        .execute();

      await db.schema.alterTable('posts').addColumn('public_lat', t.double).execute();
      await db.schema.alterTable('posts').addColumn('public_lng', t.double).execute();
      // Each existing post gets its own random offset, drawn here (the same code as new posts)
      // so both engines fill it alike; a page at a time keeps memory flat on a big table.
      const posts = db as Kysely<{
        posts: { seq: number; lat: number; lng: number; public_lat: number; public_lng: number };
      }>;
      let after = 0;
      for (;;) {
        const page = await posts
          .selectFrom('posts')
          .select(['seq', 'lat', 'lng'])
          .where('seq', '>', after)
          .orderBy('seq')
          .limit(1000)
          .execute();
        if (page.length === 0) break;
        for (const row of page) {
          const point = publicPointFor({ lat: row.lat, lng: row.lng });
          await posts
            .updateTable('posts')
            .set({ public_lat: point.lat, public_lng: point.lng })
            .where('seq', '=', row.seq)
            .execute();
        }
        after = page[page.length - 1]!.seq;
      }
      if (engine === 'postgres') {
        await sql`alter table posts alter column public_lat set not null, alter column public_lng set not null`.execute(
          db,
        );
      }

      // "Near me" now reads the public point: the covering index moves with it.
      await db.schema.dropIndex('posts_near').execute();
      await db.schema
        .createIndex('posts_near')
        .on('posts')
        .columns([
          'status',
          'public_lat',
          'public_lng',
          'expires_at',
          'user_id',
          'created_at',
          'price_centavos',
        ])
        .execute();
    },
  };
}
