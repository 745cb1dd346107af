import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { destination, haversineKm, isPublicDistance, publicPointFor, type LatLng } from '@core/geo';
import { freshDatabasePerTest, migrate } from '../../test/migration-db';
import { testEngines } from '../../test/test-app';
import { migrationsBefore } from '../migrate';
import { sharedPublicOffsetMigration } from './0012-shared-public-offset';

// Posts written before one offset per place (issue 21), each with its own random offset as
// migration 0007 and the old create gave them, move onto the offset of their account's oldest
// post within 400 m, account by account, oldest first.

/** Metres north and east from `from` to `to` (small distances). */
const offset = (from: LatLng, to: LatLng) => ({
  north: (to.lat - from.lat) * 111_195,
  east: (to.lng - from.lng) * 111_195 * Math.cos((from.lat * Math.PI) / 180),
});

describe.each(testEngines)('migration 0012 on %s', (engine) => {
  const openFresh = freshDatabasePerTest(engine);

  it('gives each account one offset per place, oldest post first, and leaves counts alone', async () => {
    const handle = await openFresh();
    const before = migrationsBefore(engine, '0012-shared-public-offset');
    expect((await migrate(handle, before)).error).toBeUndefined();
    const now = new Date();
    const iso = now.toISOString();
    for (const user of ['u1', 'u2', 'u3']) {
      await sql`insert into users (id, email, username, username_key, password_hash, created_at, updated_at)
        values (${user}, ${`${user}@example.com`}, ${user}, ${user}, 'x', ${iso}, ${iso})`.execute(
        handle.db,
      );
    }
    const family = (await sql<{ id: number }>`select id from families limit 1`.execute(handle.db))
      .rows[0]!.id;
    const home = { lat: 14.676_213, lng: 121.043_712 };
    const stall = destination(home, 2, 1);
    const shown = new Map<string, LatLng>();
    const insert = async (id: string, user: string, exact: LatLng, status = 'active') => {
      const point = publicPointFor(exact);
      shown.set(id, point);
      const expires = new Date(now.getTime() + 86_400_000).toISOString();
      await sql`insert into posts (id, user_id, family_id, title, description, price_centavos,
          qty, unit, lat, lng, public_lat, public_lng, status, expires_at, created_at, updated_at)
        values (${id}, ${user}, ${family}, 'Tinola', '', 2500, 1, 'bunch', ${exact.lat},
          ${exact.lng}, ${point.lat}, ${point.lng}, ${status}, ${expires}, ${iso}, ${iso})`.execute(
        handle.db,
      );
    };
    const exact: Record<string, LatLng> = {
      first: home,
      canceled: destination(home, 0.03, 2),
      sold: destination(home, 0.39, 0.5),
      stall,
      nearStall: destination(stall, 0.1, 3),
      other: home,
    };
    // The other account's post comes first, the canceled and sold ones are not active.
    await insert('other', 'u2', exact.other!);
    await insert('first', 'u1', exact.first!);
    await insert('stall', 'u1', exact.stall!);
    await insert('canceled', 'u1', exact.canceled!, 'hidden');
    await insert('sold', 'u1', exact.sold!, 'completed');
    await insert('nearStall', 'u1', exact.nearStall!);
    // A daily cook: 50 posts up to 50 m around one home, each with its own random offset.
    const kitchen = { lat: 10.720_2, lng: 122.562_1 };
    for (let i = 0; i < 50; i++) {
      const point = destination(kitchen, 0.05 * Math.sqrt(Math.random()), Math.random() * 7);
      exact[`daily${i}`] = point;
      await insert(`daily${i}`, 'u3', point);
    }
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
      '0012-shared-public-offset': sharedPublicOffsetMigration(2),
    });
    expect(result.error).toBeUndefined();
    const rows = await handle.db
      .selectFrom('posts')
      .select(['id', 'lat', 'lng', 'public_lat', 'public_lng'])
      .execute();
    const after = new Map(
      rows.map((row) => [row.id, { lat: row.public_lat, lng: row.public_lng }]),
    );
    expect(after.size).toBe(56);
    for (const row of rows) expect(isPublicDistance(exact[row.id]!, after.get(row.id)!)).toBe(true);

    // The first post of each place keeps the point it showed; the other account keeps its own.
    for (const id of ['first', 'stall', 'other', 'daily0'])
      expect(after.get(id)).toEqual(shown.get(id));
    // Later posts of the place move by that post's offset (to the centimetre).
    const sharing = [
      ['first', ['canceled', 'sold']],
      ['stall', ['nearStall']],
      ['daily0', Array.from({ length: 49 }, (_, i) => `daily${i + 1}`)],
    ] as const;
    for (const [lender, ids] of sharing) {
      const lent = offset(exact[lender]!, after.get(lender)!);
      for (const id of ids) {
        const own = offset(exact[id]!, after.get(id)!);
        expect(own.north).toBeCloseTo(lent.north, 1);
        expect(own.east).toBeCloseTo(lent.east, 1);
      }
    }

    // Averaging the cook's posts now finds her offset point, not her kitchen.
    const daily = Array.from({ length: 50 }, (_, i) => after.get(`daily${i}`)!);
    const mean = {
      lat: daily.reduce((sum, p) => sum + p.lat, 0) / daily.length,
      lng: daily.reduce((sum, p) => sum + p.lng, 0) / daily.length,
    };
    expect(haversineKm(mean, kitchen) * 1000).toBeGreaterThanOrEqual(100);
    expect(await counts()).toEqual(countsBefore);
  });
});
