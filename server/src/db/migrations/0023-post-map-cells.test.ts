import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { cellOf } from '../../features/posts/map-grid';
import { freshDatabasePerTest, migrate } from '../../test/migration-db';
import { testEngines } from '../../test/test-app';
import { migrationsBefore } from '../migrate';
import { MAP_CELL_LEVELS, postMapCellsMigration } from './0023-post-map-cells';

// The map's cell counts (issue 38) are filled from the posts already there, then kept in step
// by the triggers through inserts, changes of status, expiry and public point, and deletes:
// each cell's count and sums equal those of the active posts in it, recounted here in
// TypeScript with the grid the map reads them with (map-grid.ts), cell for cell.

const DAY_MS = 86_400_000;

describe.each(testEngines)('migration 0023 on %s', (engine) => {
  const openFresh = freshDatabasePerTest(engine);

  it('counts the posts already there and keeps the counts in step', async () => {
    const handle = await openFresh();
    const { db } = handle;
    const before = migrationsBefore(engine, '0023-post-map-cells');
    expect((await migrate(handle, before)).error).toBeUndefined();
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    await sql`insert into users (id, email, username, username_key, password_hash, created_at, updated_at)
      values ('u1', 'u1@example.com', 'u1', 'u1', 'x', ${iso(now)}, ${iso(now)})`.execute(db);
    const family = (await db.selectFrom('families').select('id').executeTakeFirstOrThrow()).id;
    const statuses = ['active', 'active', 'hidden', 'active', 'completed'] as const;
    const post = (i: number) => ({
      id: `p${i}`,
      user_id: 'u1',
      family_id: family,
      title: 'Kangkong',
      description: '',
      price_centavos: 100,
      qty: 1,
      unit: 'kg',
      lat: 14.6,
      lng: 121,
      // Public points around Manila, some shared, and some south and west of 0 degrees.
      public_lat: i % 9 === 0 ? -33.869 : 14.5 + (i % 7) * 0.013,
      public_lng: i % 9 === 0 ? -70.123 + (i % 2) * 0.001 : 120.95 + (i % 5) * 0.021,
      status: statuses[i % statuses.length]!,
      expires_at: iso(now + ((i % 12) - 1) * DAY_MS),
      created_at: iso(now),
      updated_at: iso(now),
    });
    await db
      .insertInto('posts')
      .values(Array.from({ length: 60 }, (_, i) => post(i)))
      .execute();

    /** The counts as the table holds them, and as recounting the active posts gives them. */
    const both = async () => {
      const kept = await sql<{
        level: number;
        cell_row: number;
        cell_col: number;
        day: string;
        n: number;
        sum_x: number | string;
        sum_y: number | string;
        sum_xx: number | string;
        sum_yy: number | string;
      }>`select * from post_map_cells where n <> 0
        order by level, cell_row, cell_col, day`.execute(db);
      const posts = await db
        .selectFrom('posts')
        .select(['public_lat', 'public_lng', 'expires_at'])
        .where('status', '=', 'active')
        .execute();
      const counted = new Map<string, number[]>();
      for (const row of posts) {
        const day = new Date(row.expires_at).toISOString().slice(0, 10);
        const [x, y] = [
          Math.round(row.public_lat * 1000) + 90_000,
          Math.round(row.public_lng * 1000) + 180_000,
        ];
        for (let level = MAP_CELL_LEVELS.min; level <= MAP_CELL_LEVELS.max; level++) {
          const { row: cellRow, col } = cellOf(row.public_lat, row.public_lng, level);
          const key = `${level} ${cellRow} ${col} ${day}`;
          const sums = counted.get(key) ?? [0, 0, 0, 0, 0];
          counted.set(key, [
            sums[0]! + 1,
            sums[1]! + x,
            sums[2]! + y,
            sums[3]! + x * x,
            sums[4]! + y * y,
          ]);
        }
      }
      const byKey = (a: string, b: string) => {
        const [p, q] = [a.split(' '), b.split(' ')];
        for (let i = 0; i < 3; i++)
          if (Number(p[i]) !== Number(q[i])) return Number(p[i]) - Number(q[i]);
        return p[3]! < q[3]! ? -1 : 1;
      };
      return {
        kept: kept.rows.map(
          (r) =>
            `${r.level} ${r.cell_row} ${r.cell_col} ${r.day}: ${[r.n, r.sum_x, r.sum_y, r.sum_xx, r.sum_yy].map(Number).join(' ')}`,
        ),
        counted: [...counted.keys()]
          .sort(byKey)
          .map((key) => `${key}: ${counted.get(key)!.join(' ')}`),
      };
    };

    expect(
      (await migrate(handle, { ...before, '0023-post-map-cells': postMapCellsMigration(engine) }))
        .error,
    ).toBeUndefined();
    let state = await both();
    expect(state.kept.length).toBeGreaterThan(100);
    expect(state.kept).toEqual(state.counted);

    await db
      .insertInto('posts')
      .values([post(60), post(61), post(63)])
      .execute();
    await db
      .updateTable('posts')
      .set({ status: 'hidden' })
      .where('id', 'in', ['p0', 'p1'])
      .execute();
    await db.updateTable('posts').set({ status: 'active' }).where('id', '=', 'p2').execute();
    await db
      .updateTable('posts')
      .set({ expires_at: iso(now + 20 * DAY_MS) })
      .where('id', 'in', ['p3', 'p5'])
      .execute();
    await db
      .updateTable('posts')
      .set({ public_lat: 14.7, public_lng: 121.1 })
      .where('id', 'in', ['p6', 'p8', 'p11'])
      .execute();
    await db.updateTable('posts').set({ title: 'Pechay' }).where('id', '=', 'p13').execute();
    await db.deleteFrom('posts').where('id', 'in', ['p10', 'p16', 'p18']).execute();
    state = await both();
    expect(state.kept).toEqual(state.counted);
  });
});
