import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';

/**
 * What makes the feed's exact total cheap at 100,000 posts (see bench/feed.ts).
 *
 * Counting every live post walked ~85,000 index entries on each request (5 ms on SQLite, more
 * on PostgreSQL). `post_live_counts` holds how many active posts expire on each UTC day, per
 * family, kept in step by triggers (so no code path can forget it): the live total is the sum
 * of the days after today plus a count of today's rest, about 1/30 of the posts. Expired posts
 * stay `active`, which is why the day is part of the key: past days are simply never read.
 *
 * `posts_author_live` finds the live posts of banned and blocked authors, which the feed takes
 * away from that total, and which the near-me count takes away inside its circle, from the
 * index alone.
 *
 * `posts_near` now leads with a column of longitude 0.02 degrees wide (about 2 km): a circle
 * reads a few short runs of its latitude band, one per column, instead of the whole band
 * across the map (a third of the entries for Metro Manila's 5 km, far fewer over a country).
 */
export function feedCountsMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const pg = engine === 'postgres';
      // PostgreSQL writes a new version of a row on each update: with half of each page left
      // free, the next version goes in the same page (no index entry) and old ones are pruned
      // as pages are read, so a count row rewritten on every post stays one row.
      await sql`create table post_live_counts (
        day text not null,
        family_id integer not null,
        n integer not null,
        primary key (day, family_id)
      )${sql.raw(pg ? ' with (fillfactor = 50)' : ' without rowid')}`.execute(db);
      await db.schema
        .createIndex('posts_author_live')
        .on('posts')
        .columns(['user_id', 'status', 'expires_at', 'family_id', 'public_lat', 'public_lng'])
        .execute();

      await db.schema.dropIndex('posts_near').execute();
      await sql`create index posts_near on posts (status, floor(public_lng * 50), public_lat,
        public_lng, expires_at, user_id, created_at, price_centavos)`.execute(db);

      // A post's day: the UTC date it expires on, as 'YYYY-MM-DD' (SQLite keeps ISO text).
      const day = (row: string) =>
        pg
          ? `to_char(${row}.expires_at at time zone 'UTC', 'YYYY-MM-DD')`
          : `substr(${row}.expires_at, 1, 10)`;
      const add = (row: string) => `insert into post_live_counts (day, family_id, n)
          select ${day(row)}, ${row}.family_id, 1 where ${row}.status = 'active'
          on conflict (day, family_id) do update set n = post_live_counts.n + 1`;
      const remove = (row: string) => `update post_live_counts set n = n - 1
          where ${row}.status = 'active' and day = ${day(row)} and family_id = ${row}.family_id`;

      await sql
        .raw(
          `insert into post_live_counts (day, family_id, n)
            select ${day('posts')}, posts.family_id, count(*) from posts
            where posts.status = 'active' group by 1, 2`,
        )
        .execute(db);

      if (pg) {
        await sql
          .raw(
            `create function post_live_counts_sync() returns trigger language plpgsql as $$
            begin
              if tg_op <> 'INSERT' then ${remove('old')}; end if;
              if tg_op <> 'DELETE' then ${add('new')}; end if;
              return null;
            end $$`,
          )
          .execute(db);
        await sql`create trigger post_live_counts_sync
          after insert or delete or update of status, expires_at, family_id on posts
          for each row execute function post_live_counts_sync()`.execute(db);
        return;
      }

      await sql
        .raw(
          `create trigger post_live_counts_insert after insert on posts begin ${add('new')}; end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger post_live_counts_delete after delete on posts begin ${remove('old')}; end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger post_live_counts_update after update of status, expires_at, family_id
            on posts begin ${remove('old')}; ${add('new')}; end`,
        )
        .execute(db);
    },
  };
}
