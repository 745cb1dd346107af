import { sql, type SqlBool } from 'kysely';
import type { Box } from '@core/geo';
import type { Db, RawRows } from '../../db/database';
import type { FeedRepository } from './feed-repository';
import type { Cell, MapPoint } from './map-clusters';
import type { GridSpan } from './map-grid';

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
export function createMapRepository(db: Db, rawRows?: RawRows) {
  const spanConditions = (span: GridSpan, today: string) =>
    sql<SqlBool>`level = ${lit(span.level)}
      and cell_row between ${lit(span.rows[0])} and ${lit(span.rows[1])}
      and cell_col between ${lit(span.cols[0])} and ${lit(span.cols[1])}
      and day > ${lit(today)}`;

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

  return {
    /**
     * The counts and sums of the cells of these spans (each at its own level), of active posts
     * expiring after `today`: one statement, one round trip. A span's rows are listed, so each
     * is one seek and one short run of columns in the key (level, row, column, day).
     */
    async countedCells(spans: GridSpan[], today: string): Promise<(Cell & { level: number })[]> {
      if (spans.length === 0) return [];
      const selects = spans.map((span) => {
        const rows = Array.from({ length: span.rows[1] - span.rows[0] + 1 }, (_, i) =>
          lit(span.rows[0] + i),
        );
        return sql`select level, cell_row, cell_col, sum(n) as n,
            cast(sum(sum_x) as text) as sx, cast(sum(sum_y) as text) as sy,
            cast(sum(sum_xx) as text) as sxx, cast(sum(sum_yy) as text) as syy
          from post_map_cells
          where level = ${lit(span.level)} and cell_row in (${sql.join(rows)})
            and cell_col between ${lit(span.cols[0])} and ${lit(span.cols[1])}
            and day > ${lit(today)}
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
      const result = await sql<{ n: number | string | null }>`select sum(n) as n
        from post_map_cells where ${spanConditions(span, today)}`.execute(db);
      return Number(result.rows[0]?.n ?? 0);
    },

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

    /** Active posts expiring from `tomorrow` on of hidden authors in the box (the counts hold them). */
    hiddenIn(box: Box, hidden: HiddenAuthors, tomorrow: string) {
      return points(
        db
          .selectFrom('users')
          .innerJoin('posts', 'posts.user_id', 'users.id')
          .select(['posts.seq', 'posts.public_lat', 'posts.public_lng'])
          .where(hidden.users)
          .where(sql<SqlBool>`posts.status = 'active'`)
          .where(sql<SqlBool>`posts.expires_at >= ${lit(tomorrow)}`)
          .where(inBox(box)),
      );
    },

    /** Deletes the counts of days gone by (never read again): the `purge-map-cells` job. */
    async purgePastDays(today: string) {
      await sql`delete from post_map_cells where day < ${today}`.execute(db);
    },
  };
}

export type MapRepository = ReturnType<typeof createMapRepository>;
