import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';

/**
 * What keeps the home feed fast at 100,000 posts (see bench/): a trigram index for the
 * title search, a spatial index for "near me", and covering indexes for the count and sorts.
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

      if (engine === 'postgres') {
        await sql`create extension if not exists pg_trgm`.execute(db);
        await sql`create index posts_title_trgm on posts using gin (lower(title) gin_trgm_ops)`.execute(
          db,
        );
        await sql`create index posts_geo on posts using gist (point(lng, lat))`.execute(db);
        return;
      }

      // SQLite: FTS5 trigram over titles and an R*Tree of positions, both keyed by posts.seq
      // and kept in step by triggers.
      await sql`create virtual table posts_fts using fts5(title, content='posts', content_rowid='seq', tokenize='trigram')`.execute(
        db,
      );
      await sql`create virtual table posts_geo using rtree(id, min_lat, max_lat, min_lng, max_lng)`.execute(
        db,
      );
      await sql`create trigger posts_index_insert after insert on posts begin
        insert into posts_fts(rowid, title) values (new.seq, new.title);
        insert into posts_geo(id, min_lat, max_lat, min_lng, max_lng)
          values (new.seq, new.lat, new.lat, new.lng, new.lng);
      end`.execute(db);
      await sql`create trigger posts_index_delete after delete on posts begin
        insert into posts_fts(posts_fts, rowid, title) values ('delete', old.seq, old.title);
        delete from posts_geo where id = old.seq;
      end`.execute(db);
      await sql`create trigger posts_index_title after update of title on posts begin
        insert into posts_fts(posts_fts, rowid, title) values ('delete', old.seq, old.title);
        insert into posts_fts(rowid, title) values (new.seq, new.title);
      end`.execute(db);
      await sql`create trigger posts_index_position after update of lat, lng on posts begin
        update posts_geo set min_lat = new.lat, max_lat = new.lat, min_lng = new.lng, max_lng = new.lng
          where id = new.seq;
      end`.execute(db);
    },
  };
}
