import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roundCoordinate } from '@core/geo';
import {
  DAY_MS,
  MANILA,
  createPost,
  expirePost,
  listPosts,
  publicPointOf,
  setBan,
  type PostList,
} from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { get, post, signUpAndConfirm, type SignedInUser } from '../../test/users';

// The lists beside the feed (SPEC §2 My Posts, Public profile; §7 Posts): mine=1, userId
// and ids, and how bans and expiry change what each shows.

const titles = (list: PostList) => list.data.map((item) => item.title);

describe.each(testEngines)('post lists on %s', (engine) => {
  let t: TestApp;
  let seller: SignedInUser;
  let other: SignedInUser;
  const own: Record<'active' | 'hidden' | 'completed' | 'expired', string> = {
    active: '',
    hidden: '',
    completed: '',
    expired: '',
  };
  const exact = { lat: 14.61234, lng: 120.99876 };

  beforeAll(async () => {
    t = await createTestApp(engine);
    seller = await signUpAndConfirm(t);
    other = await signUpAndConfirm(t);
    // Titles sort: Ampalaya < Bawang < Calamansi < Dalandan; prices the other way round.
    own.expired = (await createPost(t, seller, { title: 'Dalandan', price: 10 })).id;
    own.completed = (await createPost(t, seller, { title: 'Calamansi', price: 20 })).id;
    own.hidden = (await createPost(t, seller, { title: 'Bawang', price: 30 })).id;
    own.active = (await createPost(t, seller, { title: 'Ampalaya', price: 40, ...exact })).id;
    await expirePost(t, own.expired);
    await post(t.app, `/api/posts/${own.completed}/complete`, {}, seller.token);
    await post(t.app, `/api/posts/${own.hidden}/cancel`, {}, seller.token);
    await createPost(t, other, { title: 'Ampalaya ni Other' });
  });
  afterAll(async () => t?.close());

  const mine = (query: Record<string, string | number> = {}, user = seller) =>
    listPosts(t, { mine: 1, ...query }, user.token);

  it('answers mine=1 only to a signed-in user (401 for visitors)', async () => {
    for (const res of [
      await get(t.app, '/api/posts?mine=1'),
      await get(t.app, '/api/posts?mine=1', 'not-a-token'),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'You must be logged in to continue.',
        code: 'unauthorized',
      });
    }
  });

  it('lists the owner’s posts of every status, expired ones too, newest first', async () => {
    const list = await mine();
    expect(list.total).toBe(4);
    expect(titles(list)).toEqual(['Ampalaya', 'Bawang', 'Calamansi', 'Dalandan']);
    expect(list.data.map((item) => [item.status, item.is_expired])).toEqual([
      ['active', false],
      ['hidden', false],
      ['completed', false],
      ['active', true],
    ]);
    // The owner sees the exact position.
    expect(list.data[0]).toMatchObject(exact);
    expect(titles(await mine({}, other))).toEqual(['Ampalaya ni Other']);
  });

  it('filters mine=1 by status, searches, sorts and pages it', async () => {
    expect(titles(await mine({ status: 'active' }))).toEqual(['Ampalaya', 'Dalandan']);
    expect(titles(await mine({ status: 'completed' }))).toEqual(['Calamansi']);
    expect(titles(await mine({ status: 'hidden' }))).toEqual(['Bawang']);
    expect((await get(t.app, '/api/posts?mine=1&status=sold', seller.token)).statusCode).toBe(400);
    expect(titles(await mine({ search: 'LA' }))).toEqual(['Ampalaya', 'Calamansi', 'Dalandan']);
    expect(titles(await mine({ search: 'ampalaya' }))).toEqual(['Ampalaya']);
    expect(titles(await mine({ sortBy: 'price', sortDir: 'asc' }))).toEqual([
      'Dalandan',
      'Calamansi',
      'Bawang',
      'Ampalaya',
    ]);
    expect(titles(await mine({ sortBy: 'title', sortDir: 'desc' }))).toEqual([
      'Dalandan',
      'Calamansi',
      'Bawang',
      'Ampalaya',
    ]);
    const page2 = await mine({ sortBy: 'title', sortDir: 'asc', page: 2, pageSize: 3 });
    expect(page2).toMatchObject({ total: 4 });
    expect(titles(page2)).toEqual(['Dalandan']);
    const near = await mine({ ...MANILA, sortBy: 'distance', sortDir: 'desc', pageSize: 1 });
    expect(near.data[0]).toMatchObject({ title: 'Ampalaya', distance_km: 2.1 });
    // Without a location, a distance sort is newest first, whichever direction was asked.
    expect(titles(await mine({ sortBy: 'distance', sortDir: 'asc' }))).toEqual([
      'Ampalaya',
      'Bawang',
      'Calamansi',
      'Dalandan',
    ]);
  });

  it('lists one author’s public posts with userId', async () => {
    const list = await listPosts(t, { userId: seller.id });
    expect(list).toMatchObject({ total: 1 });
    const shown = await publicPointOf(t, own.active);
    expect(list.data[0]).toMatchObject({
      id: own.active,
      title: 'Ampalaya',
      lat: roundCoordinate(shown.lat),
      lng: roundCoordinate(shown.lng),
    });
    expect(titles(await listPosts(t, { userId: other.id }, seller.token))).toEqual([
      'Ampalaya ni Other',
    ]);
    expect(await listPosts(t, { userId: 'nobody' })).toEqual({ data: [], total: 0 });
  });

  it('answers ids with id, title and user_id only', async () => {
    const res = await get(t.app, `/api/posts?ids=${own.active},${own.completed},missing`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as { data: object[] };
    expect(data).toHaveLength(2);
    expect(data).toEqual(
      expect.arrayContaining([
        { id: own.active, title: 'Ampalaya', user_id: seller.id },
        { id: own.completed, title: 'Calamansi', user_id: seller.id },
      ]),
    );
    expect((await get(t.app, '/api/posts?ids=')).json()).toEqual({ data: [] });
  });

  it('hides a banned author’s posts until the ban ends, then shows them again', async () => {
    const banned = await signUpAndConfirm(t);
    const { id } = await createPost(t, banned, { title: 'Tahong' });
    const seen = async () => ({
      feed: titles(await listPosts(t, { search: 'tahong' })),
      byAuthor: (await listPosts(t, { userId: banned.id })).total,
      total: (await listPosts(t)).total,
    });
    const before = await seen();
    expect(before).toMatchObject({ feed: ['Tahong'], byAuthor: 1 });

    await setBan(t, banned.id, new Date(Date.now() + 7 * DAY_MS));
    expect(await seen()).toEqual({ feed: [], byAuthor: 0, total: before.total - 1 });
    // Bans are by time: one that has ended hides nothing.
    await setBan(t, banned.id, new Date(Date.now() - 1000));
    expect(await seen()).toEqual(before);
    await setBan(t, banned.id, null);
    expect(await seen()).toEqual(before);
    expect((await get(t.app, `/api/posts/${id}`)).statusCode).toBe(200);
  });

  it('drops a post from the feed once it expires, keeping it in the owner’s list', async () => {
    const { id } = await createPost(t, other, { title: 'Puto bumbong' });
    expect(titles(await listPosts(t, { search: 'puto' }))).toEqual(['Puto bumbong']);
    await expirePost(t, id, 1000);
    expect(await listPosts(t, { search: 'puto' })).toEqual({ data: [], total: 0 });
    expect(titles(await listPosts(t, { userId: other.id }))).not.toContain('Puto bumbong');
    const owned = (await mine({ search: 'puto' }, other)).data;
    expect(owned).toMatchObject([{ id, status: 'active', is_expired: true }]);
  });
});
