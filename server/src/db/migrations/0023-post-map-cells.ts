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

      // The same rows by column first: a tall, narrow strip of cells (an area's left or right
      // edge) is one run of this index instead of one seek per row in the key.
      await sql`create index post_map_cells_by_col
        on post_map_cells (level, cell_col, cell_row, day)`.execute(db);

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
      /**
       * The counts and sums per cell of the active posts `rows` names: a table's alias, with
       * `from` naming the table ('posts p,'), or a trigger's `new` row (`from` empty).
       */
      const sums = (rows: string, from: string) => `select l.level, ${cellRow(rows)} as cell_row,
            ${cellCol(rows)} as cell_col, ${day(rows)} as day, count(*) as n, sum(${x(rows)}) as sx,
            sum(${y(rows)}) as sy, sum(${x(rows)} * ${x(rows)}) as sxx,
            sum(${y(rows)} * ${y(rows)}) as syy
          from ${from} post_map_levels l
          where ${rows}.status = 'active'
          group by 1, 2, 3, 4`;
      const add = (rows: string, from: string) => `insert into post_map_cells
          (level, cell_row, cell_col, day, n, sum_x, sum_y, sum_xx, sum_yy)
          ${sums(rows, from)}
          on conflict (level, cell_row, cell_col, day) do update set
            n = post_map_cells.n + excluded.n,
            sum_x = post_map_cells.sum_x + excluded.sum_x,
            sum_y = post_map_cells.sum_y + excluded.sum_y,
            sum_xx = post_map_cells.sum_xx + excluded.sum_xx,
            sum_yy = post_map_cells.sum_yy + excluded.sum_yy`;
      const removeRow = (row: string) => `update post_map_cells set
            n = n - 1,
            sum_x = sum_x - ${x(row)},
            sum_y = sum_y - ${y(row)},
            sum_xx = sum_xx - ${x(row)} * ${x(row)},
            sum_yy = sum_yy - ${y(row)} * ${y(row)}
          where ${row}.status = 'active' and day = ${day(row)}
            and (level, cell_row, cell_col) in
              (select l.level, ${cellRow(row)}, ${cellCol(row)} from post_map_levels l)`;

      await sql.raw(add('p', 'posts p,')).execute(db);

      const watched = 'status, expires_at, public_lat, public_lng';
      if (pg) {
        // Inserts and deletes by statement, from their transition tables: a statement of many
        // rows (a bulk import, an account's removal) updates each count row once. By row, every
        // post rewrote the few coarse cells that hold them all, and PostgreSQL followed a
        // longer chain of versions of those rows on each (hours for 100,000 posts at once).
        await sql
          .raw(
            `create function post_map_cells_insert() returns trigger language plpgsql as $$
            begin ${add('p', 'new_rows p,')}; return null; end $$`,
          )
          .execute(db);
        await sql
          .raw(
            `create function post_map_cells_delete() returns trigger language plpgsql as $$
            begin
              update post_map_cells c set n = c.n - d.n, sum_x = c.sum_x - d.sx,
                sum_y = c.sum_y - d.sy, sum_xx = c.sum_xx - d.sxx, sum_yy = c.sum_yy - d.syy
              from (${sums('p', 'old_rows p,')}) d
              where c.level = d.level and c.cell_row = d.cell_row and c.cell_col = d.cell_col
                and c.day = d.day;
              return null;
            end $$`,
          )
          .execute(db);
        await sql
          .raw(
            `create function post_map_cells_update() returns trigger language plpgsql as $$
            begin ${removeRow('old')}; ${add('new', '')}; return null; end $$`,
          )
          .execute(db);
        await sql`create trigger post_map_cells_insert after insert on posts
          referencing new table as new_rows
          for each statement execute function post_map_cells_insert()`.execute(db);
        await sql`create trigger post_map_cells_delete after delete on posts
          referencing old table as old_rows
          for each statement execute function post_map_cells_delete()`.execute(db);
        await sql
          .raw(
            `create trigger post_map_cells_update after update of ${watched} on posts
              for each row execute function post_map_cells_update()`,
          )
          .execute(db);
        return;
      }
      await sql
        .raw(
          `create trigger post_map_cells_insert after insert on posts begin ${add('new', '')}; end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger post_map_cells_delete after delete on posts begin ${removeRow('old')}; end`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger post_map_cells_update after update of ${watched} on posts
            begin ${removeRow('old')}; ${add('new', '')}; end`,
        )
        .execute(db);
    },
  };
}
