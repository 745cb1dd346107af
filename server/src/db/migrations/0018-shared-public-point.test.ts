import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  destination,
  haversineKm,
  isPublicDistance,
  publicPointFor,
  roundCoordinate,
  type LatLng,
} from '@core/geo';
import { freshDatabasePerTest, migrate } from '../../test/migration-db';
import { testEngines } from '../../test/test-app';
import { migrationsBefore } from '../migrate';
import { sharedPublicPointMigration } from './0018-shared-public-point';

// Posts written before one public point per place: with points stored to the full double, and
// either each with its own random offset (migration 0007, the create before issue 21) or, near
// an earlier post of the account, that post's offset (migration 0012). After 0018 every point
// is on the shown grid, and posts within 400 m of an earlier one show that post's very point.

/** A point `from` moved by the offset `shown - exact` of another post (what 0012 stored). */
const movedBy = (from: LatLng, exact: LatLng, shown: LatLng) => ({
  lat: from.lat + (shown.lat - exact.lat),
  lng: from.lng + (shown.lng - exact.lng),
});
/** An unrounded point in the ring, as stored before: the rounded draw moved by under 1 m. */
const unrounded = (exact: LatLng) => {
  const point = publicPointFor(exact);
  return { lat: point.lat + 3e-6, lng: point.lng - 4e-6 };
};
const onGrid = (p: LatLng) => roundCoordinate(p.lat) === p.lat && roundCoordinate(p.lng) === p.lng;

describe.each(testEngines)('migration 0018 on %s', (engine) => {
  const openFresh = freshDatabasePerTest(engine);

  it('gives each account one rounded public point per place, oldest post first', async () => {
    const handle = await openFresh();
    const before = migrationsBefore(engine, '0018-shared-public-point');
    expect((await migrate(handle, before)).error).toBeUndefined();
    const now = new Date();
    const iso = now.toISOString();
    for (const user of ['u1', 'u2', 'u3', 'u4']) {
      await sql`insert into users (id, email, username, username_key, password_hash, created_at, updated_at)
        values (${user}, ${`${user}@example.com`}, ${user}, ${user}, 'x', ${iso}, ${iso})`.execute(
        handle.db,
      );
    }
    const family = (await sql<{ id: number }>`select id from families limit 1`.execute(handle.db))
      .rows[0]!.id;
    const exact: Record<string, LatLng> = {};
    const stored: Record<string, LatLng> = {};
    const insert = async (
      id: string,
      user: string,
      at: LatLng,
      shown: LatLng,
      status = 'active',
    ) => {
      exact[id] = at;
      stored[id] = shown;
      const expires = new Date(now.getTime() + 86_400_000).toISOString();
      await sql`insert into posts (id, user_id, family_id, title, description, price_centavos,
          qty, unit, lat, lng, public_lat, public_lng, status, expires_at, created_at, updated_at)
        values (${id}, ${user}, ${family}, 'Tinola', '', 2500, 1, 'bunch', ${at.lat},
          ${at.lng}, ${shown.lat}, ${shown.lng}, ${status}, ${expires}, ${iso}, ${iso})`.execute(
        handle.db,
      );
    };

    // The seller of the review: a stall at the market, then home 300 m away with the stall's
    // offset (0012), a sold post by the stall, and a post across town (2 km) of its own.
    const stall = { lat: 14.676_213, lng: 121.043_712 };
    const home = destination(stall, 0.3, 2);
    const stallShown = unrounded(stall);
    await insert('other', 'u2', stall, unrounded(stall)); // another account at the same stall
    await insert('stall', 'u1', stall, stallShown);
    await insert('home', 'u1', home, movedBy(home, stall, stallShown));
    const nearStall = destination(stall, 0.1, 4);
    await insert('sold', 'u1', nearStall, movedBy(nearStall, stall, stallShown), 'completed');
    const town = destination(stall, 2, 1);
    await insert('town', 'u1', town, unrounded(town));
    // A cook before issue 21: 20 posts up to 50 m around her kitchen, each its own offset.
    const kitchen = { lat: 10.720_2, lng: 122.562_1 };
    for (let i = 0; i < 20; i++) {
      const at = destination(kitchen, 0.05 * Math.sqrt(Math.random()), Math.random() * 7);
      await insert(`daily${i}`, 'u3', at, unrounded(at));
    }
    // A point 151 m north of a point on the grid, shown 111 m off once rounded: the nearest
    // corner of its cell in the ring is 222 m north. And a row written by hand, shown exactly.
    const grid = { lat: 14.6, lng: 121 };
    await insert('edge', 'u4', grid, destination(grid, 0.151, 0));
    const elsewhere = { lat: 7.073_104, lng: 125.612_801 };
    await insert('byHand', 'u4', elsewhere, elsewhere);

    const counts = async () =>
      (
        await sql`select day, family_id, n from post_live_counts order by day, family_id`.execute(
          handle.db,
        )
      ).rows;
    const countsBefore = await counts();
    expect(countsBefore).not.toEqual([]);

    // Pages of 2 accounts and 2 posts: every page boundary is crossed.
    const result = await migrate(handle, {
      ...before,
      '0018-shared-public-point': sharedPublicPointMigration(2),
    });
    expect(result.error).toBeUndefined();
    const read = async () =>
      new Map(
        (
          await handle.db.selectFrom('posts').select(['id', 'public_lat', 'public_lng']).execute()
        ).map((row) => [row.id, { lat: row.public_lat, lng: row.public_lng }]),
      );
    const after = await read();
    expect(after.size).toBe(Object.keys(exact).length);
    for (const point of after.values()) expect(onGrid(point)).toBe(true);

    const rounded = (id: string) => ({
      lat: roundCoordinate(stored[id]!.lat),
      lng: roundCoordinate(stored[id]!.lng),
    });
    // The first post of each place keeps the point it showed, rounded as it was shown.
    for (const id of ['stall', 'other', 'town', 'daily0']) {
      expect(after.get(id)).toEqual(rounded(id));
      expect(isPublicDistance(exact[id]!, after.get(id)!)).toBe(true);
    }
    // Later posts of the place show that post's point itself.
    for (const id of ['home', 'sold']) expect(after.get(id)).toEqual(after.get('stall'));
    for (let i = 1; i < 20; i++) expect(after.get(`daily${i}`)).toEqual(after.get('daily0'));
    // The review's attack: the stall's offset, taken away from the home post's point, finds
    // the stall, not the home.
    const stallAfter = after.get('stall')!;
    const guess = movedBy(after.get('home')!, stallAfter, stall);
    expect(haversineKm(guess, stall) * 1000).toBeLessThan(0.01);
    expect(haversineKm(guess, home) * 1000).toBeGreaterThan(290);
    // Rounded out of the ring: the nearest corner inside it; shown exactly: a new point.
    expect(after.get('edge')).toEqual({ lat: 14.602, lng: 121 });
    expect(isPublicDistance(elsewhere, after.get('byHand')!)).toBe(true);

    expect(await counts()).toEqual(countsBefore);
    // Run again, it finds nothing to change.
    await sharedPublicPointMigration(2).up(handle.db);
    expect(await read()).toEqual(after);
  });
});
