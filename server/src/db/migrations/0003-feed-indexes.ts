import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';

/**
 * What keeps the home feed fast at 100,000 posts (see bench/): a trigram index for the
 * title search, a covering index for "near me", and indexes for the count and sorts.
 */
export function feedIndexesMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      // The count of a page walks (status, expires_at) and needs user_id for the ban check.
      await db.schema
        .createIndex('posts_live')
        .on('posts')
        .columns(['status', 'expires_at', 'user_id'])
        .execute();
      await db.schema
        .createIndex('posts_by_price')
        .on('posts')
        .columns(['status', 'price_centavos'])
        .execute();
      await db.schema
        .createIndex('posts_by_title')
        .on('posts')
        .columns(['status', 'title'])
        .execute();
      // "Near me": a band of latitude read from the index alone, with everything the feed
      // needs to filter, rank and count the candidates. Measured faster than an R*Tree here.
      await db.schema
        .createIndex('posts_near')
        .on('posts')
        .columns(['status', 'lat', 'lng', 'expires_at', 'user_id', 'created_at', 'price_centavos'])
        .execute();

      if (engine === 'postgres') {
        await sql`create extension if not exists pg_trgm`.execute(db);
        await sql`create index posts_title_trgm on posts using gin (lower(title) gin_trgm_ops)`.execute(
          db,
        );
        return;
      }

      // SQLite: FTS5 trigram over titles, keyed by posts.seq and kept in step by triggers.
      await sql`create virtual table posts_fts using fts5(title, content='posts', content_rowid='seq', tokenize='trigram')`.execute(
        db,
      );
      await sql`create trigger posts_fts_insert after insert on posts begin
        insert into posts_fts(rowid, title) values (new.seq, new.title);
      end`.execute(db);
      await sql`create trigger posts_fts_delete after delete on posts begin
        insert into posts_fts(posts_fts, rowid, title) values ('delete', old.seq, old.title);
      end`.execute(db);
      await sql`create trigger posts_fts_update after update of title on posts begin
        insert into posts_fts(posts_fts, rowid, title) values ('delete', old.seq, old.title);
        insert into posts_fts(rowid, title) values (new.seq, new.title);
      end`.execute(db);
    },
  };
}
