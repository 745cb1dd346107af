import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUKI_CHANGES_PER_HOUR, SUKI_MAX_FOLLOWED } from '@core/schemas';
import { newId } from '../../platform/tokens';
import { createPost, del, familyId, listPosts, MANILA, setBan } from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { get, post, randomIp, signUpAndConfirm, type SignedInUser } from '../../test/users';

// Suki (issue 39): following a seller and every refusal, the counts, the list with each
// seller's latest post, the feed's "From my suki", and what blocks, bans, leaving and the data
// export do to follows.

interface Followed {
  user_id: string;
  username: string;
  display_name: string | null;
  since: string;
  latest_post: { id: string; title: string; price: number } | null;
}

describe.each(testEngines)('suki on %s', (engine) => {
  let t: TestApp;
  let nena: SignedInUser;
  let ben: SignedInUser;
  let buyer: SignedInUser;

  const put = (by: SignedInUser | undefined, userId: string, body: object = {}) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/me/suki/${userId}`,
      payload: body,
      remoteAddress: randomIp(),
      headers: by ? { authorization: `Bearer ${by.token}` } : {},
    });
  const unfollow = (by: SignedInUser, userId: string) => del(t, `/api/me/suki/${userId}`, by.token);
  const followed = async (by: SignedInUser, query = '') => {
    const res = await get(t.app, `/api/me/suki${query}`, by.token);
    expect(res.statusCode).toBe(200);
    return res.json() as { data: Followed[]; total: number };
  };
  const sukiCount = async (user: SignedInUser) =>
    (await get(t.app, `/api/profiles/${user.id}`)).json().suki_count as number;

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitFactor: 100 });
    [nena, ben, buyer] = await Promise.all([
      signUpAndConfirm(t, { display_name: 'Aling Nena' }),
      signUpAndConfirm(t, { display_name: 'Mang Ben' }),
      signUpAndConfirm(t),
    ]);
  });
  afterAll(async () => t?.close());

  it('follows once however often asked, counts, lists newest first, and stops', async () => {
    const fan = await signUpAndConfirm(t);
    expect(await sukiCount(nena)).toBe(0);
    const first = await put(fan, nena.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      user_id: nena.id,
      suki: true,
      since: expect.any(String),
      suki_count: 1,
    });
    expect((await put(fan, nena.id)).json()).toEqual(first.json());
    expect(await sukiCount(nena)).toBe(1);
    expect((await get(t.app, `/api/me/suki/${nena.id}`, fan.token)).json().suki).toBe(true);

    await put(fan, ben.id);
    const list = await followed(fan);
    expect(list.total).toBe(2);
    expect(list.data.map((row) => row.user_id)).toEqual([ben.id, nena.id]);
    expect(list.data[1]).toMatchObject({ username: nena.username, display_name: 'Aling Nena' });
    // Paginated like the feed.
    const second = await followed(fan, '?page=2&pageSize=1');
    expect(second).toMatchObject({ total: 2, data: [{ user_id: nena.id }] });

    const stopped = await unfollow(fan, nena.id);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ suki: false, since: null, suki_count: 0 });
    expect((await unfollow(fan, nena.id)).statusCode).toBe(200);
    expect((await followed(fan)).data.map((row) => row.user_id)).toEqual([ben.id]);
    await unfollow(fan, ben.id);
    expect(await followed(fan)).toEqual({ data: [], total: 0 });
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths['/api/me/suki/{userId}']).sort()).toEqual([
      'delete',
      'get',
      'put',
    ]);
    expect(doc.paths['/api/me/suki'].get).toBeDefined();
  });

  it('refuses visitors, strangers, oneself and anyone across a block', async () => {
    expect((await put(undefined, nena.id)).statusCode).toBe(401);
    expect((await get(t.app, '/api/me/suki')).statusCode).toBe(401);

    const unknown = await put(buyer, newId());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    expect((await unfollow(buyer, newId())).statusCode).toBe(404);

    const self = await put(buyer, buyer.id);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ code: 'validation_failed' });
    expect((await unfollow(buyer, buyer.id)).statusCode).toBe(400);

    const bad = await put(buyer, nena.id, { lat: 100, lng: 1 });
    expect(bad.statusCode).toBe(400);
    expect((await put(buyer, nena.id, { lat: 14 })).statusCode).toBe(400);

    const blocker = await signUpAndConfirm(t);
    await post(t.app, '/api/blocks', { userId: buyer.id }, blocker.token);
    for (const [from, to] of [
      [buyer, blocker],
      [blocker, buyer],
    ] as const) {
      const refused = await put(from, to.id);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: "You can't follow this seller.", code: 'blocked' });
    }
  });

  it('shows each seller’s latest live post, none while banned', async () => {
    const fan = await signUpAndConfirm(t);
    const seller = await signUpAndConfirm(t, { display_name: 'Tindera' });
    await put(fan, seller.id);
    expect((await followed(fan)).data[0]!.latest_post).toBeNull();
    await createPost(t, seller, { title: 'Puto', price: 10 });
    const latest = await createPost(t, seller, { title: 'Kutsinta', price: 12 });
    expect((await followed(fan)).data[0]!.latest_post).toMatchObject({
      id: latest.id,
      title: 'Kutsinta',
      price: 12,
    });
    await setBan(t, seller.id, new Date(Date.now() + 86_400_000));
    expect((await followed(fan)).data[0]!.latest_post).toBeNull();
    await setBan(t, seller.id, null);
  });

  it('filters the feed to one’s suki with search, category, sort and range; 401 for visitors', async () => {
    const fan = await signUpAndConfirm(t);
    const [followedSeller, other] = await Promise.all([signUpAndConfirm(t), signUpAndConfirm(t)]);
    const fruits = await familyId(t, 'fruits');
    const tag = `s${Date.now().toString(36)}`;
    const near = await createPost(t, followedSeller, { title: `Mangga ${tag}`, price: 50 });
    const far = await createPost(t, followedSeller, {
      title: `Mangga ${tag} probinsya`,
      price: 40,
      lat: MANILA.lat + 1,
    });
    const fruit = await createPost(t, followedSeller, {
      title: `Saging ${tag}`,
      price: 30,
      familyId: fruits,
      unit: 'kg',
    });
    await createPost(t, other, { title: `Mangga ${tag} ni iba`, price: 20 });
    await put(fan, followedSeller.id);

    const ids = (list: { data: { id: string }[] }) => list.data.map((item) => item.id);
    const all = await listPosts(t, { suki: 1, sortBy: 'price', sortDir: 'asc' }, fan.token);
    expect(ids(all)).toEqual([fruit.id, far.id, near.id]);
    expect(all.total).toBe(3);
    const searched = await listPosts(t, { suki: 1, search: `mangga ${tag}` }, fan.token);
    expect(ids(searched).sort()).toEqual([near.id, far.id].sort());
    expect(ids(await listPosts(t, { suki: 1, familyIds: String(fruits) }, fan.token))).toEqual([
      fruit.id,
    ]);
    const ranged = await listPosts(
      t,
      { suki: 1, search: tag, ...MANILA, rangeKm: 10, sortBy: 'distance', sortDir: 'asc' },
      fan.token,
    );
    expect(ids(ranged).sort()).toEqual([near.id, fruit.id].sort());
    expect(ranged.total).toBe(2);
    const paged = await listPosts(t, { suki: 1, page: 2, pageSize: 2 }, fan.token);
    expect(paged).toMatchObject({ total: 3 });
    expect(paged.data).toHaveLength(1);
    // Without the filter the other seller's post is there too.
    expect((await listPosts(t, { search: tag }, fan.token)).total).toBe(4);
    // No suki yet: an empty list, not everyone's.
    expect(await listPosts(t, { suki: 1 }, buyer.token)).toEqual({ data: [], total: 0 });

    const visitor = await get(t.app, '/api/posts?suki=1');
    expect(visitor.statusCode).toBe(401);
  });

  it('ends follows both ways at a block, and they stay gone after unblocking', async () => {
    const [a, b] = await Promise.all([signUpAndConfirm(t), signUpAndConfirm(t)]);
    await put(a, b.id);
    await put(b, a.id);
    expect(await sukiCount(b)).toBe(1);
    await post(t.app, '/api/blocks', { userId: a.id }, b.token);
    expect(await sukiCount(a)).toBe(0);
    expect(await sukiCount(b)).toBe(0);
    expect((await followed(a)).total).toBe(0);
    expect((await get(t.app, `/api/me/suki/${b.id}`, a.token)).json().suki).toBe(false);
    await del(t, `/api/blocks/${a.id}`, b.token);
    expect((await followed(a)).total).toBe(0);
    expect((await put(a, b.id)).statusCode).toBe(200);
  });

  it('takes a leaving account’s follows with it, both ways', async () => {
    const [leaving, seller, fan] = await Promise.all([
      signUpAndConfirm(t),
      signUpAndConfirm(t),
      signUpAndConfirm(t),
    ]);
    await put(leaving, seller.id);
    await put(fan, leaving.id);
    expect((await post(t.app, '/api/me/archive', {}, leaving.token)).statusCode).toBe(200);
    expect(await sukiCount(seller)).toBe(0);
    expect((await followed(fan)).total).toBe(0);
    // A leaving account cannot be followed again.
    expect((await put(fan, leaving.id)).statusCode).toBe(404);
  });

  it('lists whom the person follows in their data export, not who follows them', async () => {
    const [fan, seller, follower] = await Promise.all([
      signUpAndConfirm(t),
      signUpAndConfirm(t, { display_name: 'Suki Seller' }),
      signUpAndConfirm(t),
    ]);
    await put(fan, seller.id);
    await put(follower, fan.id);
    const exported = (await get(t.app, '/api/me/export', fan.token)).json();
    expect(exported.suki).toEqual([
      {
        user: expect.objectContaining({ username: seller.username }),
        created_at: expect.any(String),
      },
    ]);
  });

  it(`follows at most ${SUKI_MAX_FOLLOWED} sellers`, async () => {
    const fan = await signUpAndConfirm(t);
    const sellers = await Promise.all([signUpAndConfirm(t), signUpAndConfirm(t)]);
    // The first 499 follows written directly: the cap, not the calls, is what is tested.
    const db = t.app.database.db;
    const now = new Date().toISOString();
    const others = await db
      .selectFrom('users')
      .select('id')
      .where('id', 'not in', [fan.id, ...sellers.map((s) => s.id)])
      .execute();
    const fillers: string[] = others.map((row) => row.id);
    while (fillers.length < SUKI_MAX_FOLLOWED - 1) {
      const id = newId();
      await db
        .insertInto('users')
        .values({
          id,
          email: `${id}@example.com`,
          username: id.slice(0, 20),
          username_key: id.slice(0, 20),
          password_hash: 'x',
          display_name: null,
          phone: null,
          photo_path: null,
          search_range_km: null,
          banned_until: null,
          whatsapp_number: null,
          facebook_username: null,
          email_confirmed_at: now,
          deletion_requested_at: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      fillers.push(id);
    }
    await db
      .insertInto('suki')
      .values(
        fillers.slice(0, SUKI_MAX_FOLLOWED - 1).map((id) => ({
          id: newId(),
          follower_id: fan.id,
          seller_id: id,
          created_at: now,
          near_lat: null,
          near_lng: null,
          told_at: null,
          fold_due_at: null,
        })),
      )
      .execute();
    expect((await put(fan, sellers[0]!.id)).statusCode).toBe(200);
    const over = await put(fan, sellers[1]!.id);
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      error: `You can follow at most ${SUKI_MAX_FOLLOWED} sellers.`,
      code: 'suki_limit',
    });
    // Following one already followed again is no new follow.
    expect((await put(fan, sellers[0]!.id)).statusCode).toBe(200);
    expect((await followed(fan)).total).toBe(SUKI_MAX_FOLLOWED);
  });
});

describe.each(testEngines)('suki changes per hour on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  it(`allows ${SUKI_CHANGES_PER_HOUR} follows and unfollows an hour, together`, async () => {
    const [fan, seller] = await Promise.all([signUpAndConfirm(t), signUpAndConfirm(t)]);
    const change = (i: number) =>
      t.app.inject({
        method: i % 2 === 0 ? 'PUT' : 'DELETE',
        url: `/api/me/suki/${seller.id}`,
        ...(i % 2 === 0 ? { payload: {} } : {}),
        headers: { authorization: `Bearer ${fan.token}` },
      });
    for (let i = 0; i < SUKI_CHANGES_PER_HOUR; i += 1) {
      expect((await change(i)).statusCode).toBe(200);
    }
    const refused = await change(SUKI_CHANGES_PER_HOUR);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    // Reading is no change.
    expect((await get(t.app, '/api/me/suki', fan.token)).statusCode).toBe(200);
  });
});
