import type { Kysely, Migration } from 'kysely';
import { sharedPublicPoint, type PlacedPoint } from '@core/geo';

interface PostRow {
  seq: number;
  user_id: string;
  lat: number;
  lng: number;
  public_lat: number;
  public_lng: number;
}

/**
 * One offset per place and account (issue 21): each account's posts, oldest first, get their
 * public point again from sharedPublicPoint, as new posts do. A post with an earlier one
 * within 400 m moves by that post's offset; the first post of a place keeps the point it
 * showed (its own old point is its last candidate), so no offset that was never public gets
 * drawn. Accounts a page at a time, and each account's posts a page at a time, keep memory to
 * the points of one account (`pageSize` is small in its test, to cross pages). The feed counts
 * of migration 0010 do not read the public point: their triggers fire on status, expiry and
 * family only.
 */
export function sharedPublicOffsetMigration(pageSize = 1000): Migration {
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
      // Its own old point last: taken only when no earlier post lends an offset.
      placed.push({ exact, shown: { lat: row.public_lat, lng: row.public_lng } });
      const shown = sharedPublicPoint(exact, placed);
      placed[placed.length - 1] = { exact, shown };
      if (shown.lat === row.public_lat && shown.lng === row.public_lng) continue;
      await db
        .updateTable('posts')
        .set({ public_lat: shown.lat, public_lng: shown.lng })
        .where('seq', '=', row.seq)
        .execute();
    }
    after = page[page.length - 1]!.seq;
  }
}
