import { sql, type SqlBool } from 'kysely';
import type { Box } from '@core/geo';
import type { Db, Engine, RawRows } from '../../db/database';
import type { FeedRepository } from './feed-repository';
import type { Cell, MapPoint } from './map-clusters';
import { boxOfSpan, type GridSpan } from './map-grid';

type HiddenAuthors = ReturnType<FeedRepository['hiddenAuthorsAt']>;

/** Written into the statement, not bound: see `lit` in feed-repository.ts (SQLite's STAT4). */
const lit = <T extends number | string>(value: T) => sql.lit(value);

const inBox = (box: Box) => sql<SqlBool>`posts.public_lat between ${lit(box.minLat)} and ${lit(
  box.maxLat,
)}
  and posts.public_lng between ${lit(box.minLng)} and ${lit(box.maxLng)}`;

/**
 * The map's counted cells (post_map_cells, migration 0023) and the few posts read one by one
 * beside them: today's (the counts hold days after today) and those of hidden authors (the
 * counts hold everyone's). The rules themselves (live, hidden authors) are the feed's.
 */
export function createMapRepository(db: Db, engine: Engine, rawRows?: RawRows) {
  async function points(query: {
    compile(): { sql: string; parameters: readonly unknown[] };
    execute(): Promise<{ seq: number; public_lat: number; public_lng: number }[]>;
  }): Promise<MapPoint[]> {
    if (rawRows) {
      const compiled = query.compile();
      return (rawRows(compiled.sql, compiled.parameters) as [number, number, number][]).map(
        ([seq, lat, lng]) => ({ seq, lat, lng }),
      );
    }
    return (await query.execute()).map((row) => ({
      seq: row.seq,
      lat: row.public_lat,
      lng: row.public_lng,
    }));
  }

  /**
   * How many active posts each span's cells hold (hidden authors too), expiring after
   * `today`, or from `today` on with `withToday`: whether a strip has any post to read.
   */
  async function countsIn(spans: GridSpan[], today: string, withToday: boolean): Promise<number[]> {
    if (spans.length === 0) return [];
    const days = withToday ? sql`day >= ${lit(today)}` : sql`day > ${lit(today)}`;
    const selects = spans.map(
      (span, i) => sql`select ${lit(i)} as part, sum(n) as n from post_map_cells
        where level = ${lit(span.level)}
          and cell_row between ${lit(span.rows[0])} and ${lit(span.rows[1])}
          and cell_col between ${lit(span.cols[0])} and ${lit(span.cols[1])} and ${days}`,
    );
    const result = await sql<{ part: number; n: number | string | null }>`${sql.join(
      selects,
      sql` union all `,
    )}`.execute(db);
    const counts = spans.map(() => 0);
    for (const row of result.rows) counts[Number(row.part)] = Number(row.n ?? 0);
    return counts;
  }

  return {
    /**
     * The counts and sums of the cells of these spans (each at its own level), of active posts
     * expiring after `today`: one statement, one round trip. A span's rows (or columns, when
     * fewer) are listed, so each is one seek and one short run in the key (level, row, column,
     * day) or in post_map_cells_by_col.
     */
    async countedCells(spans: GridSpan[], today: string): Promise<(Cell & { level: number })[]> {
      if (spans.length === 0) return [];
      const listed = (from: number, to: number) =>
        sql.join(Array.from({ length: to - from + 1 }, (_, i) => lit(from + i)));
      const selects = spans.map((span) => {
        // Few rows: a seek per row in the key; few columns: one per column in the other index.
        const wide = span.rows[1] - span.rows[0] <= span.cols[1] - span.cols[0];
        const cells = wide
          ? sql`cell_row in (${listed(...span.rows)})
              and cell_col between ${lit(span.cols[0])} and ${lit(span.cols[1])}`
          : sql`cell_col in (${listed(...span.cols)})
              and cell_row between ${lit(span.rows[0])} and ${lit(span.rows[1])}`;
        return sql`select level, cell_row, cell_col, sum(n) as n,
            cast(sum(sum_x) as text) as sx, cast(sum(sum_y) as text) as sy,
            cast(sum(sum_xx) as text) as sxx, cast(sum(sum_yy) as text) as syy
          from post_map_cells
          where level = ${lit(span.level)} and ${cells} and day > ${lit(today)}
          group by level, cell_row, cell_col
          having sum(n) > 0`;
      });
      const result = await sql<{
        level: number;
        cell_row: number;
        cell_col: number;
        n: number | string;
        sx: string;
        sy: string;
        sxx: string;
        syy: string;
      }>`${sql.join(selects, sql` union all `)}`.execute(db);
      return result.rows.map((row) => ({
        level: row.level,
        row: row.cell_row,
        col: row.cell_col,
        n: Number(row.n),
        sx: BigInt(row.sx),
        sy: BigInt(row.sy),
        sxx: BigInt(row.sxx),
        syy: BigInt(row.syy),
        points: null,
      }));
    },

    /** How many active posts expiring after `today` the span's cells hold (hidden authors too). */
    async countIn(span: GridSpan, today: string): Promise<number> {
      const [count] = await countsIn([span], today, false);
      return count ?? 0;
    },

    countsIn,

    /** Live posts expiring before `tomorrow` (today's) of visible authors in the box. */
    todayIn(box: Box, hidden: HiddenAuthors, now: Date, tomorrow: string) {
      return points(
        db
          .selectFrom('posts')
          .select(['posts.seq', 'posts.public_lat', 'posts.public_lng'])
          .where(sql<SqlBool>`posts.status = 'active'`)
          .where(sql<SqlBool>`posts.expires_at > ${lit(now.toISOString())}`)
          .where(sql<SqlBool>`posts.expires_at < ${lit(tomorrow)}`)
          .where(inBox(box))
          .where('posts.user_id', 'not in', hidden.ids),
      );
    },

    /**
     * The counts and sums, per cell at `level`, of hidden authors' active posts expiring from
     * `tomorrow` on whose cell at `within`'s level lies in `within` (the counted cells, which
     * hold them): what to take away. Summed in SQL with the triggers' own formulas.
     */
    async hiddenCells(
      within: GridSpan,
      level: number,
      hidden: HiddenAuthors,
      tomorrow: string,
    ): Promise<Cell[]> {
      const box = boxOfSpan(within);
      const theirs = sql<SqlBool>`posts.status = 'active' and posts.expires_at >= ${lit(tomorrow)}
        and ${inBox(box)}`;
      const cellOf = (column: string, offset: number, at: number) =>
        sql`cast(floor((p.${sql.raw(column)} + ${lit(offset)}) * ${lit(2 ** at)} / 360) as integer)`;
      const x = sql`(cast(round(p.public_lat * 1000) as ${sql.raw(engine === 'postgres' ? 'bigint' : 'integer')}) + 90000)`;
      const y = sql`(cast(round(p.public_lng * 1000) as ${sql.raw(engine === 'postgres' ? 'bigint' : 'integer')}) + 180000)`;
      // Author by author, by index, on PostgreSQL: over a large box it would otherwise read
      // every post in it and join (60 ms against 11 on a loaded machine for the bench's 357
      // banned authors over Metro Manila). Each `offset 0` keeps its subquery apart.
      const posts =
        engine === 'postgres'
          ? sql`(${hidden.ids} offset 0) hidden
            cross join lateral (select posts.public_lat, posts.public_lng from posts
              where posts.user_id = hidden.id and ${theirs} offset 0) p`
          : sql`(select posts.public_lat, posts.public_lng from users
              join posts on posts.user_id = users.id where ${hidden.users} and ${theirs}) p`;
      const result = await sql<{
        cell_row: number;
        cell_col: number;
        n: number | string;
        sx: string;
        sy: string;
        sxx: string;
        syy: string;
      }>`select ${cellOf('public_lat', 90, level)} as cell_row,
          ${cellOf('public_lng', 180, level)} as cell_col, count(*) as n,
          cast(sum(${x}) as text) as sx, cast(sum(${y}) as text) as sy,
          cast(sum(${x} * ${x}) as text) as sxx, cast(sum(${y} * ${y}) as text) as syy
        from ${posts}
        where ${cellOf('public_lat', 90, within.level)} between ${lit(within.rows[0])} and ${lit(within.rows[1])}
          and ${cellOf('public_lng', 180, within.level)} between ${lit(within.cols[0])} and ${lit(within.cols[1])}
        group by 1, 2`.execute(db);
      return result.rows.map((row) => ({
        row: Number(row.cell_row),
        col: Number(row.cell_col),
        n: Number(row.n),
        sx: BigInt(row.sx),
        sy: BigInt(row.sy),
        sxx: BigInt(row.sxx),
        syy: BigInt(row.syy),
        points: null,
      }));
    },

    /** Deletes the counts of days gone by (never read again): the `purge-map-cells` job. */
    async purgePastDays(today: string) {
      await sql`delete from post_map_cells where day < ${today}`.execute(db);
    },
  };
}

export type MapRepository = ReturnType<typeof createMapRepository>;
