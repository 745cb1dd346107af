import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBlockRepository } from '../blocks/repository';
import { createProfileRepository } from '../profiles/repository';
import { createTaxonomyRepository } from '../taxonomy/repository';
import { createMediaStore } from '../../platform/media';
import {
  MANILA,
  createPost,
  expirePost,
  familyId,
  inDays,
  listPosts,
  setBan,
} from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { patch, post, signUpAndConfirm, type SignedInUser } from '../../test/users';
import { createFeedCountCache, FEED_COUNT_TTL_MS } from './feed-count-cache';
import { createFeedRepository } from './feed-repository';
import { createPostRepository } from './repository';
import { createPostService } from './service';

// The feed's total (issue #13): exact and fresh on page 1 whatever just happened; a later
// page may show the total counted for the same list less than a minute before.

const near = { lat: MANILA.lat, lng: MANILA.lng, rangeKm: 5, sortBy: 'distance', sortDir: 'asc' };

describe.each(testEngines)('feed totals (%s)', (engine) => {
  let t: TestApp;
  let seller: SignedInUser;
  let other: SignedInUser;
  let viewer: SignedInUser;
  let fruits: number;
  /** Every list the tests watch: newest, a family, near me nearest first, near me newest. */
  let lists: Record<string, Record<string, string | number>>;

  beforeAll(async () => {
    t = await createTestApp(engine);
    [seller, other, viewer] = [
      await signUpAndConfirm(t),
      await signUpAndConfirm(t),
      await signUpAndConfirm(t),
    ];
    fruits = await familyId(t, 'fruits');
    lists = {
      newest: {},
      family: { familyIds: fruits },
      nearest: near,
      'near, newest': { ...near, sortBy: 'newest' },
      'near, searched': { ...near, search: 'mangga' },
    };
    // Today's last hour, when there is one, is counted apart from later days.
    const laterToday = new Date(Math.min(Date.now() + 3_600_000, endOfToday() - 60_000));
    const spots = [0, 0.01, 0.02, 0.03, 0.2];
    for (const [i, dLat] of spots.entries()) {
      await createPost(t, i % 2 ? other : seller, {
        title: i < 2 ? 'Mangga' : 'Kangkong',
        lat: MANILA.lat + dLat,
        ...(i === 1 ? { familyId: fruits, unit: 'kg' } : {}),
        ...(i === 2 && laterToday.getTime() > Date.now() + 120_000
          ? { expiresAt: laterToday.toISOString() }
          : {}),
      });
    }
  });
  afterAll(() => t.close());

  const endOfToday = () => {
    const day = new Date();
    day.setUTCHours(24, 0, 0, 0);
    return day.getTime();
  };

  /** Each list's total on the given page (two posts a page), as `viewer` sees it. */
  async function totals(page: number, as?: SignedInUser) {
    const out: Record<string, number> = {};
    for (const [name, query] of Object.entries(lists)) {
      out[name] = (await listPosts(t, { ...query, page, pageSize: 2 }, as?.token)).total;
    }
    return out;
  }

  /** What each list holds, listed whole: what the total must say. */
  async function counted(as?: SignedInUser) {
    const out: Record<string, number> = {};
    for (const [name, query] of Object.entries(lists)) {
      out[name] = (await listPosts(t, { ...query, pageSize: 50 }, as?.token)).data.length;
    }
    return out;
  }

  it('counts page 1 afresh after a post, a cancel, an edit, an expiry, a ban and a block', async () => {
    const before = await totals(1);
    expect(before).toEqual(await counted());
    expect(before).toEqual({
      newest: 5,
      family: 1,
      nearest: 4,
      'near, newest': 4,
      'near, searched': 2,
    });

    const added = await createPost(t, seller, { title: 'Mangga', familyId: fruits, unit: 'kg' });
    const afterPost = await totals(1);
    expect(afterPost).toEqual({
      newest: 6,
      family: 2,
      nearest: 5,
      'near, newest': 5,
      'near, searched': 3,
    });

    const moved = await patch(
      t.app,
      `/api/posts/${added.id}`,
      {
        title: 'Kangkong',
        description: 'Moved to vegetables.',
        price: 30,
        qty: 2,
        unit: 'kg',
        family_id: await familyId(t, 'vegetables'),
        expires_at: inDays(20),
      },
      seller.token,
    );
    expect(moved.statusCode).toBe(200);
    expect(await totals(1)).toEqual({ ...afterPost, family: 1, 'near, searched': 2 });

    await post(t.app, `/api/posts/${added.id}/cancel`, {}, seller.token);
    expect(await totals(1)).toEqual(before);

    const expiring = await createPost(t, seller);
    await expirePost(t, expiring.id);
    expect(await totals(1)).toEqual(before);

    await setBan(t, other.id, new Date(Date.now() + 86_400_000));
    const banned = { newest: 3, family: 0, nearest: 2, 'near, newest': 2, 'near, searched': 1 };
    expect(await totals(1)).toEqual(banned);
    expect(await counted()).toEqual(banned);
    await setBan(t, other.id, null);
    expect(await totals(1)).toEqual(before);

    const block = await post(t.app, '/api/blocks', { userId: seller.id }, viewer.token);
    expect(block.statusCode).toBe(201);
    const blocked = { newest: 2, family: 1, nearest: 2, 'near, newest': 2, 'near, searched': 1 };
    expect(await totals(1, viewer)).toEqual(blocked);
    expect(await counted(viewer)).toEqual(blocked);
    expect(await totals(1)).toEqual(before);

    // Banned and blocked at once (the feed reads both in one subquery); a ban that has ended
    // hides nothing.
    await setBan(t, other.id, new Date(Date.now() + 86_400_000));
    const none = { newest: 0, family: 0, nearest: 0, 'near, newest': 0, 'near, searched': 0 };
    expect(await totals(1, viewer)).toEqual(none);
    expect(await counted(viewer)).toEqual(none);
    expect(await totals(1)).toEqual(banned);
    await setBan(t, other.id, new Date(Date.now() - 1000));
    expect(await totals(1, viewer)).toEqual(blocked);
    expect(await totals(1)).toEqual(before);
    await setBan(t, other.id, null);
  });

  it('lets a later page show the total counted for its list less than a minute ago', async () => {
    let clock = Date.now();
    const db = t.app.database.db;
    const feedCounts = createFeedCountCache({ now: () => clock });
    const service = createPostService({
      posts: createPostRepository(db),
      feed: createFeedRepository(db, t.app.database.engine, t.app.database.rawRows),
      taxonomy: createTaxonomyRepository(db),
      media: createMediaStore(t.config.dataDir),
      publicUrl: t.config.publicUrl,
      authorsOf: (ids) => createProfileRepository(db).authorsOf(ids),
      blocks: createBlockRepository(db),
      feedCounts,
    });
    const page = (n: number, query = {}) =>
      service.feed({ sortBy: 'newest', sortDir: 'desc', page: n, pageSize: 2, ...query }, null);
    const nearest = {
      center: MANILA,
      rangeKm: 5,
      sortBy: 'distance' as const,
      sortDir: 'asc' as const,
    };

    const counted = (await page(1)).total;
    const countedNear = (await page(1, nearest)).total;
    const added = await createPost(t, seller);

    // Within the minute, later pages may show the old total; page 1 never does.
    clock += FEED_COUNT_TTL_MS - 1;
    expect((await page(2)).total).toBe(counted);
    expect((await page(2, nearest)).total).toBe(countedNear);
    expect((await page(3)).total).toBe(counted);
    // The rows are read afresh all the same: the new post leads page 1 and pushes the rest.
    expect((await page(1)).data[0]!.id).toBe(added.id);
    expect((await page(1)).total).toBe(counted + 1);

    // Page 1 refreshed the list's total; a minute after it, later pages count again.
    expect((await page(2)).total).toBe(counted + 1);
    await post(t.app, `/api/posts/${added.id}/cancel`, {}, seller.token);
    clock += FEED_COUNT_TTL_MS;
    expect((await page(2)).total).toBe(counted);
    expect((await page(2, nearest)).total).toBe(countedNear);
  });

  it('pages nearest first exactly as one long list does, ties newest first', async () => {
    // A few dozen posts on a spiral out to 7 km, some sharing a spot: whatever small circle
    // the first pages are read from, the pages must join into the one full ranking.
    const sellers = [
      await signUpAndConfirm(t),
      await signUpAndConfirm(t),
      await signUpAndConfirm(t),
    ];
    for (let i = 0; i < 27; i++) {
      const step = i % 9 === 0 ? 0 : i;
      const angle = step * 2.4;
      const km = step * 0.26;
      await createPost(t, sellers[i % 3]!, {
        title: `Spiral ${i}`,
        lat: MANILA.lat + (km / 111.2) * Math.sin(angle),
        lng: MANILA.lng + (km / 107.6) * Math.cos(angle),
      });
    }
    for (const pageSize of [3, 4, 7]) {
      const whole = await listPosts(t, { ...near, pageSize: 50 });
      const paged: string[] = [];
      for (let page = 1; page <= Math.ceil(whole.total / pageSize) + 1; page++) {
        const list = await listPosts(t, { ...near, page, pageSize });
        expect(list.total).toBe(whole.total);
        paged.push(...list.data.map((item) => item.id));
      }
      expect(paged).toEqual(whole.data.map((item) => item.id));
      const distances = whole.data.map((item) => item.distance_km!);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    }
  });

  it('keeps a bounded number of lists, the least recently counted going first', () => {
    const cache = createFeedCountCache({ maxLists: 2 });
    const list = (search: string) => ({ search, blocked: [] });
    cache.set(list('a'), 1);
    cache.set(list('b'), 2);
    cache.set(list('c'), 3);
    expect([cache.get(list('a')), cache.get(list('b')), cache.get(list('c'))]).toEqual([
      undefined,
      2,
      3,
    ]);
    // The order of families and blocked authors, and the sort, do not make another list.
    cache.set({ familyIds: [2, 1], blocked: ['y', 'x'] }, 7);
    expect(cache.get({ familyIds: [1, 2], blocked: ['x', 'y'] })).toBe(7);
    expect(cache.size).toBe(2);
  });
});
