import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';

/**
 * The map's clusters at 100,000 posts (issue 38, GET /api/posts/map): how many active posts
 * have their public point in each cell of a grid, per UTC day of expiry, kept in step by
 * triggers (so no code path can forget them), as post_live_counts keeps the feed's total.
 * An area's clusters then read a few hundred count rows instead of every post in it.
 *
 * Grids of 2^level cells around the globe (level 2: 90 degrees, level 17: about 300 m), the
 * same cells at every zoom of the map (server/src/features/posts/map-grid.ts): a cell is
 * floor((lat + 90) * 2^level / 360) in rows and floor((lng + 180) * 2^level / 360) in columns,
 * computed alike here and there, so both put a point in the same cell.
 *
 * With each count go the sums of the points (x, y: thousandths of a degree, offset to stay
 * positive) and of their squares, all integers: a cluster's middle is exact, and whether all
 * of its posts stand at one point (one seller's shared point: n·Σx² = (Σx)²) is decided
 * exactly, without drift from rounding however many posts come and go.
 *
 * Expired posts stay `active`, which is why the day is part of the key: past days are never
 * read (and the `purge-map-cells` job deletes them). Today's posts are read one by one.
 */
export const MAP_CELL_LEVELS = { min: 2, max: 17 } as const;

export function postMapCellsMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const pg = engine === 'postgres';
      await sql`create table post_map_levels (level integer primary key, scale integer not null)`.execute(
        db,
      );
      for (let level = MAP_CELL_LEVELS.min; level <= MAP_CELL_LEVELS.max; level++) {
        await sql`insert into post_map_levels values (${level}, ${2 ** level})`.execute(db);
      }
      const big = sql.raw(pg ? 'bigint' : 'integer');
      await sql`create table post_map_cells (
        level integer not null,
        cell_row integer not null,
        cell_col integer not null,
        day text not null,
        n integer not null,
        sum_x ${big} not null,
        sum_y ${big} not null,
        sum_xx ${big} not null,
        sum_yy ${big} not null,
        primary key (level, cell_row, cell_col, day)
      )${sql.raw(pg ? ' with (fillfactor = 50)' : ' without rowid')}`.execute(db);

      // Today's posts, which the counts leave to be read one by one: by expiry, with the point.
      await db.schema
        .createIndex('posts_map_today')
        .on('posts')
        .columns(['status', 'expires_at', 'public_lat', 'public_lng', 'user_id'])
        .execute();

      const day = (row: string) =>
        pg
          ? `to_char(${row}.expires_at at time zone 'UTC', 'YYYY-MM-DD')`
          : `substr(${row}.expires_at, 1, 10)`;
      const int = pg ? 'bigint' : 'integer';
      const x = (row: string) => `(cast(round(${row}.public_lat * 1000) as ${int}) + 90000)`;
      const y = (row: string) => `(cast(round(${row}.public_lng * 1000) as ${int}) + 180000)`;
      const cellRow = (row: string) =>
        `cast(floor((${row}.public_lat + 90) * l.scale / 360) as integer)`;
      const cellCol = (row: string) =>
        `cast(floor((${row}.public_lng + 180) * l.scale / 360) as integer)`;
      const add = (row: string) => `insert into post_map_cells
          (level, cell_row, cell_col, day, n, sum_x, sum_y, sum_xx, sum_yy)
          select l.level, ${cellRow(row)}, ${cellCol(row)}, ${day(row)}, 1,
            ${x(row)}, ${y(row)}, ${x(row)} * ${x(row)}, ${y(row)} * ${y(row)}
          from post_map_levels l where ${row}.status = 'active'
          on conflict (level, cell_row, cell_col, day) do update set
            n = post_map_cells.n + 1,
            sum_x = post_map_cells.sum_x + excluded.sum_x,
            sum_y = post_map_cells.sum_y + excluded.sum_y,
            sum_xx = post_map_cells.sum_xx + excluded.sum_xx,
            sum_yy = post_map_cells.sum_yy + excluded.sum_yy`;
      const remove = (row: string) => `update post_map_cells set
            n = n - 1,
            sum_x = sum_x - ${x(row)},
            sum_y = sum_y - ${y(row)},
            sum_xx = sum_xx - ${x(row)} * ${x(row)},
            sum_yy = sum_yy - ${y(row)} * ${y(row)}
          where ${row}.status = 'active' and day = ${day(row)}
            and (level, cell_row, cell_col) in
              (select l.level, ${cellRow(row)}, ${cellCol(row)} from post_map_levels l)`;

      await sql
        .raw(
          `insert into post_map_cells (level, cell_row, cell_col, day, n, sum_x, sum_y, sum_xx, sum_yy)
            select l.level, ${cellRow('p')}, ${cellCol('p')}, ${day('p')}, count(*),
              sum(${x('p')}), sum(${y('p')}), sum(${x('p')} * ${x('p')}), sum(${y('p')} * ${y('p')})
            from posts p, post_map_levels l
            where p.status = 'active'
            group by 1, 2, 3, 4`,
        )
        .execute(db);

      const watched = 'status, expires_at, public_lat, public_lng';
      if (pg) {
        await sql
          .raw(
            `create function post_map_cells_sync() returns trigger language plpgsql as $$
            begin
              if tg_op <> 'INSERT' then ${remove('old')}; end if;
              if tg_op <> 'DELETE' then ${add('new')}; end if;
              return null;
            end $$`,
          )
          .execute(db);
        await sql
          .raw(
            `create trigger post_map_cells_sync
              after insert or delete or update of ${watched} on posts
              for each row execute function post_map_cells_sync()`,
          )
          .execute(db);
        return;
      }
      await sql
        .raw(`create trigger post_map_cells_insert after insert on posts begin ${add('new')}; end`)
        .execute(db);
      await sql
        .raw(
          `create trigger post_map_cells_delete after delete on posts begin ${remove('old')}; end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger post_map_cells_update after update of ${watched} on posts
            begin ${remove('old')}; ${add('new')}; end`,
        )
        .execute(db);
    },
  };
}
