import { sql, type Kysely, type Migration } from 'kysely';
import type { Engine } from '../database';

/**
 * SQLite's alert index, made for the one question it answers: which live alerts' boxes hold
 * this point? The R*Tree of 0005 found them fast, but then visited each alert's row by key,
 * one B-tree descent per candidate (about 6,000 per post at 100,000 alerts, most of the time).
 * Here every live alert is copied, with everything matching reads, into the cells of a grid
 * that its box overlaps, in a table clustered by cell: a post reads one contiguous run of rows
 * per grid level and never visits `alerts`.
 *
 * Grids of several sizes (0.025 degrees, doubling up to the whole globe) keep the copies few:
 * an alert goes to the finest grid whose cells are at least as large as its box, so it lands
 * in at most 2 x 2 cells (2.8 on average in the bench), and a post looks up one cell a level.
 * Triggers keep the copies in step with `alerts` (insert, delete, pause and resume, and any
 * change to what matching reads), so no code path can forget them. PostgreSQL keeps its GiST
 * index on the box.
 */
const LEVELS = 14;
const FINEST_CELL_DEG = 0.025;
/** A box spans at most two cells of its grid; three allows for rounding at a cell's edge. */
const MAX_STEPS = 3;

/** The cell key of (level, row, column): the same formula in the triggers and the query. */
export const cellKey = (level: string, lat: string, lng: string, size: string) =>
  `${level} * 10000000000 + (cast(floor(${lat} / ${size}) as integer) + 10000) * 100000
    + cast(floor(${lng} / ${size}) as integer) + 50000`;

const CRITERIA = `seq, id, user_id, search_key, family_ids, max_price_centavos, lat, lng, range_km,
  min_lat, max_lat, min_lng, max_lng`;

/** The cell copies of the live alerts in `source` (a table, or `new` in a trigger). */
function cellRows(source: string) {
  const of = (column: string) => (source === 'new' ? `new.${column}` : `a.${column}`);
  const from = source === 'new' ? '' : ', alerts a';
  return `insert into alert_cells (cell, ${CRITERIA})
    select ${cellKey('l.level', of('min_lat'), of('min_lng'), 'l.size')}
        + y.step * 100000 + x.step,
      ${CRITERIA.split(',')
        .map((column) => of(column.trim()))
        .join(', ')}
    from alert_grid_levels l, alert_grid_steps y, alert_grid_steps x${from}
    where ${of('paused')} = 0
      and l.level = (select min(level) from alert_grid_levels
        where size >= max(${of('max_lat')} - ${of('min_lat')}, ${of('max_lng')} - ${of('min_lng')}))
      and y.step <= floor(${of('max_lat')} / l.size) - floor(${of('min_lat')} / l.size)
      and x.step <= floor(${of('max_lng')} / l.size) - floor(${of('min_lng')} / l.size)`;
}

/** What matching reads: a change to any of these rewrites the alert's cells. */
const WATCHED = `paused, user_id, search_key, family_ids, max_price_centavos, lat, lng, range_km,
  min_lat, max_lat, min_lng, max_lng`;

export function alertCellsMigration(engine: Engine): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (engine === 'postgres') return;
      await sql`create table alert_grid_levels (level integer primary key, size real not null)`.execute(
        db,
      );
      for (let level = 0; level < LEVELS; level++) {
        await sql`insert into alert_grid_levels values (${level}, ${FINEST_CELL_DEG * 2 ** level})`.execute(
          db,
        );
      }
      await sql`create table alert_grid_steps (step integer primary key)`.execute(db);
      for (let step = 0; step <= MAX_STEPS; step++) {
        await sql`insert into alert_grid_steps values (${step})`.execute(db);
      }
      await sql`create table alert_cells (
        cell integer not null, seq integer not null, id text not null, user_id text not null,
        search_key text, family_ids text, max_price_centavos integer,
        lat real not null, lng real not null, range_km real not null,
        min_lat real not null, max_lat real not null, min_lng real not null, max_lng real not null,
        primary key (cell, seq)
      ) without rowid`.execute(db);
      await sql`create index alert_cells_seq on alert_cells (seq)`.execute(db);
      await sql.raw(cellRows('alerts')).execute(db);

      await sql
        .raw(
          `create trigger alert_cells_insert after insert on alerts begin
            ${cellRows('new')};
          end`,
        )
        .execute(db);
      await sql`create trigger alert_cells_delete after delete on alerts begin
        delete from alert_cells where seq = old.seq;
      end`.execute(db);
      await sql
        .raw(
          `create trigger alert_cells_update after update of ${WATCHED} on alerts begin
            delete from alert_cells where seq = old.seq;
            ${cellRows('new')};
          end`,
        )
        .execute(db);

      await sql`drop trigger alerts_rtree_insert`.execute(db);
      await sql`drop trigger alerts_rtree_delete`.execute(db);
      await sql`drop table alerts_rtree`.execute(db);
    },
  };
}
