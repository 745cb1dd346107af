import type { Kysely, Migration } from 'kysely';
import {
  haversineKm,
  isPublicDistance,
  lentPublicPoint,
  publicPointFor,
  roundCoordinate,
  roundPoint,
  type LatLng,
  type PlacedPoint,
} from '@core/geo';

interface PostRow {
  seq: number;
  user_id: string;
  lat: number;
  lng: number;
  public_lat: number;
  public_lng: number;
}

/**
 * One public point per place, stored rounded as it is shown (the security review's "a seller's
 * home from one known spot"). Migration 0012 gave posts within 400 m of an earlier one that
 * post's offset: whoever knew where one of them truly was took the offset away from the others
 * and found the home. And public points were stored to the full double while shown to 3
 * decimals, so bisecting the range filter found digits no post showed. Here each account's
 * posts, oldest first, get their point again as new posts do (lentPublicPoint): a post within
 * 400 m of an earlier lender shows that post's point itself; a post that lends keeps the point
 * it showed, on the grid (onGrid). Accounts a page at a time, and each account's posts a page
 * at a time, keep memory to the points of one account (`pageSize` is small in its test, to
 * cross pages). The feed counts of migration 0010 do not read the public point (their triggers
 * fire on status, expiry and family); the posts_near index follows the columns by itself.
 */
export function sharedPublicPointMigration(pageSize = 1000): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<{ posts: PostRow }>;
      let lastUser: string | undefined;
      for (;;) {
        let accounts = db.selectFrom('posts').select('user_id').distinct().orderBy('user_id');
        if (lastUser !== undefined) accounts = accounts.where('user_id', '>', lastUser);
        const page = await accounts.limit(pageSize).execute();
        if (page.length === 0) break;
        for (const { user_id } of page) await placeAccount(db, user_id, pageSize);
        lastUser = page[page.length - 1]!.user_id;
      }
    },
  };
}

/**
 * The point a post that lends shows from now on: the one it showed, rounded as shown; if
 * rounding takes that out of the ring, the nearest corner of its grid cell that stays in it.
 * A new random point only when no corner does (a row written by hand): a new point beside one
 * already public would give whoever saw both two rings around the home to intersect.
 */
export function onGrid(exact: LatLng, shown: LatLng): LatLng {
  const rounded = roundPoint(shown);
  if (isPublicDistance(exact, rounded)) return rounded;
  const toGrid = (x: number, side: (x: number) => number) => roundCoordinate(side(x * 1000) / 1000);
  const corners = [Math.floor, Math.ceil].flatMap((latSide) =>
    [Math.floor, Math.ceil].map((lngSide) => ({
      lat: toGrid(shown.lat, latSide),
      lng: toGrid(shown.lng, lngSide),
    })),
  );
  const inRing = corners
    .filter((corner) => isPublicDistance(exact, corner))
    .sort((a, b) => haversineKm(a, shown) - haversineKm(b, shown));
  return inRing[0] ?? publicPointFor(exact);
}

async function placeAccount(db: Kysely<{ posts: PostRow }>, userId: string, pageSize: number) {
  const placed: PlacedPoint[] = [];
  let after = 0;
  for (;;) {
    const page = await db
      .selectFrom('posts')
      .select(['seq', 'lat', 'lng', 'public_lat', 'public_lng'])
      .where('user_id', '=', userId)
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(pageSize)
      .execute();
    if (page.length === 0) return;
    for (const row of page) {
      const exact = { lat: row.lat, lng: row.lng };
      const old = { lat: row.public_lat, lng: row.public_lng };
      const shown = lentPublicPoint(exact, placed) ?? onGrid(exact, old);
      placed.push({ exact, shown });
      if (shown.lat === old.lat && shown.lng === old.lng) continue;
      await db
        .updateTable('posts')
        .set({ public_lat: shown.lat, public_lng: shown.lng })
        .where('seq', '=', row.seq)
        .execute();
    }
    after = page[page.length - 1]!.seq;
  }
}
