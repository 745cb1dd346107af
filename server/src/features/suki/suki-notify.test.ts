import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUKI_NOTICE_WINDOW_MS } from '@core/schemas';
import {
  later,
  notificationMailsTo,
  pushesTo,
  startPushService,
  subscribe,
  type PushServiceStandIn,
} from '../../test/notifications';
import { createPost, MANILA, publishExactPoint, setBan } from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { patch, post, randomIp, signUpAndConfirm, type SignedInUser } from '../../test/users';

// A followed seller's new post, through the outbox worker to a real push service stand-in and
// the mail outbox: push else email, the setting, one notification per seller per follower in
// six hours with the rest folded into the next, the follower's range, bans and blocks.

const HOUR_MS = 3_600_000;

describe.each(testEngines)('suki notifications on %s', (engine) => {
  let pushService: PushServiceStandIn;
  let t: TestApp;

  beforeAll(async () => {
    pushService = await startPushService();
    t = await createTestApp(engine, {
      pushEndpointOrigins: [pushService.origin],
      publicUrl: 'https://palengke.example',
      rateLimitFactor: 100,
    });
  });
  afterAll(async () => {
    await t?.close();
    await pushService?.close();
  });

  const drain = (ms = 0) => t.app.notifications.drain(ms ? later(ms) : undefined);
  const follow = async (by: SignedInUser, sellerId: string, body: object = {}) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/me/suki/${sellerId}`,
      payload: body,
      remoteAddress: randomIp(),
      headers: { authorization: `Bearer ${by.token}` },
    });
    expect(res.statusCode).toBe(200);
  };
  /** A post whose public point is its exact one, so the range edges below are known. */
  const postBy = async (seller: SignedInUser, overrides: Record<string, unknown> = {}) => {
    const created = await createPost(t, seller, overrides);
    await publishExactPoint(t, created.id);
    return created;
  };
  const setUser = (id: string, values: { locale?: string; search_range_km?: number | null }) =>
    t.app.database.db.updateTable('users').set(values).where('id', '=', id).execute();
  /** As if the last notification about the seller went `agoMs` ago. */
  const toldAgo = (followerId: string, sellerId: string, agoMs: number) =>
    t.app.database.db
      .updateTable('suki')
      .set({ told_at: new Date(Date.now() - agoMs).toISOString() })
      .where('follower_id', '=', followerId)
      .where('seller_id', '=', sellerId)
      .execute();

  async function sellerAndFan(sellerName = 'Aling Nena') {
    const seller = await signUpAndConfirm(t, { display_name: sellerName });
    const fan = await signUpAndConfirm(t);
    const phone = await subscribe(t, pushService, fan);
    await follow(fan, seller.id);
    await drain();
    return { seller, fan, phone };
  }

  it('pushes a new post at once, folds the next ones into one after six hours, then starts again', async () => {
    const { seller, fan, phone } = await sellerAndFan();
    const puto = await postBy(seller, { title: 'Puto', price: 10, qty: 12, unit: 'bunch' });
    await drain();
    expect(pushesTo(pushService, phone)).toEqual([
      {
        title: 'Aling Nena posted: Puto',
        body: expect.stringContaining('₱10.00'),
        url: `/post/${puto.id}`,
        tag: `suki-${seller.id}`,
      },
    ]);

    // Three more within the window: nothing now, one notification when it ends.
    for (const title of ['Kutsinta', 'Sapin-sapin', 'Biko']) await postBy(seller, { title });
    await drain();
    expect(pushesTo(pushService, phone)).toHaveLength(1);
    await drain(SUKI_NOTICE_WINDOW_MS - HOUR_MS);
    expect(pushesTo(pushService, phone)).toHaveLength(1);
    await drain(SUKI_NOTICE_WINDOW_MS + 60_000);
    expect(pushesTo(pushService, phone)).toHaveLength(2);
    expect(pushesTo(pushService, phone)[1]).toEqual({
      title: 'Aling Nena posted 3 new items',
      body: 'From your suki. Tap to see them.',
      url: `/user/${seller.username}`,
      tag: `suki-${seller.id}`,
    });
    // Nothing else waits: draining later sends nothing more.
    await drain(2 * SUKI_NOTICE_WINDOW_MS);
    expect(pushesTo(pushService, phone)).toHaveLength(2);

    // Once the window after the folded one has passed, a new post is told at once again.
    await toldAgo(fan.id, seller.id, SUKI_NOTICE_WINDOW_MS + 1000);
    const bibingka = await postBy(seller, { title: 'Bibingka' });
    await drain();
    expect(pushesTo(pushService, phone)).toHaveLength(3);
    expect(pushesTo(pushService, phone)[2]).toMatchObject({
      title: 'Aling Nena posted: Bibingka',
      url: `/post/${bibingka.id}`,
    });
  });

  it('keeps each seller’s window apart, and each follower’s', async () => {
    const { seller, fan, phone } = await sellerAndFan('Mang Ben');
    const other = await signUpAndConfirm(t, { display_name: 'Aling Rosa' });
    await follow(fan, other.id);
    const second = await signUpAndConfirm(t);
    const secondPhone = await subscribe(t, pushService, second);
    await follow(second, seller.id);

    await postBy(seller, { title: 'Tinapa' });
    await postBy(other, { title: 'Tuyo' });
    await drain();
    // The worker may send the two in either order.
    expect(
      pushesTo(pushService, phone)
        .map((p) => p.title)
        .sort(),
    ).toEqual(['Aling Rosa posted: Tuyo', 'Mang Ben posted: Tinapa']);
    expect(pushesTo(pushService, secondPhone).map((p) => p.title)).toEqual([
      'Mang Ben posted: Tinapa',
    ]);
  });

  it('emails a follower with no phone, the folded posts listed, in their language', async () => {
    const seller = await signUpAndConfirm(t, { display_name: 'Aling Nena' });
    const fan = await signUpAndConfirm(t);
    await setUser(fan.id, { locale: 'tl' });
    await follow(fan, seller.id);
    const puto = await postBy(seller, { title: 'Puto' });
    await drain();
    const first = notificationMailsTo(t, fan.email);
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toBe('Nag-post si Aling Nena: Puto');
    expect(first[0]!.text).toContain(`https://palengke.example/post/${puto.id}`);
    expect(first[0]!.headers?.['List-Unsubscribe']).toContain('/api/notifications/unsubscribe');

    const kutsinta = await postBy(seller, { title: 'Kutsinta' });
    const biko = await postBy(seller, { title: 'Biko' });
    await drain();
    expect(notificationMailsTo(t, fan.email)).toHaveLength(1);
    await drain(SUKI_NOTICE_WINDOW_MS + 60_000);
    const mails = notificationMailsTo(t, fan.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Nag-post si Aling Nena ng 2 na bagong post');
    expect(mails[1]!.text).toContain(`/post/${kutsinta.id}`);
    expect(mails[1]!.text).toContain(`/post/${biko.id}`);
    expect(mails[1]!.text).not.toContain(`/post/${puto.id}`);
  });

  it('says it in Cebuano to a follower whose language is Cebuano', async () => {
    const { seller, fan, phone } = await sellerAndFan('Nang Inday');
    await setUser(fan.id, { locale: 'ceb' });
    await postBy(seller, { title: 'Bugas' });
    await drain();
    await postBy(seller, { title: 'Mais' });
    await drain();
    await drain(SUKI_NOTICE_WINDOW_MS + 60_000);
    expect(pushesTo(pushService, phone).map((p) => p.title)).toEqual([
      'Nag-post si Nang Inday: Bugas',
      'Nag-post si Nang Inday og 1 ka bag-ong post',
    ]);
  });

  it('tells no one with the setting off, and no one of a banned seller’s posts', async () => {
    const { seller, fan, phone } = await sellerAndFan();
    const off = await patch(t.app, '/api/me/notifications', { suki_posts: false }, fan.token);
    expect(off.json()).toMatchObject({ suki_posts: false });
    await postBy(seller, { title: 'Ensaymada' });
    await drain();
    expect(pushesTo(pushService, phone)).toEqual([]);
    expect(notificationMailsTo(t, fan.email)).toEqual([]);

    await patch(t.app, '/api/me/notifications', { suki_posts: true }, fan.token);
    // Posted just before a ban, matched during it: no one hears.
    await postBy(seller, { title: 'Pandesal' });
    await setBan(t, seller.id, new Date(Date.now() + 86_400_000));
    await drain();
    expect(pushesTo(pushService, phone)).toEqual([]);
    await setBan(t, seller.id, null);
  });

  it('tells only posts within the search range of where the follower was, when both are known', async () => {
    const seller = await signUpAndConfirm(t, { display_name: 'Suki Store' });
    const ranged = await signUpAndConfirm(t);
    const unplaced = await signUpAndConfirm(t);
    const [rangedPhone, unplacedPhone] = [
      await subscribe(t, pushService, ranged),
      await subscribe(t, pushService, unplaced),
    ];
    await setUser(ranged.id, { search_range_km: 5 });
    await setUser(unplaced.id, { search_range_km: 5 });
    await follow(ranged, seller.id, MANILA);
    await follow(unplaced, seller.id);
    // About 11 km north: out of the 5 km range; reaches the follower with no place known.
    await postBy(seller, { title: 'Malayong gulay', lat: MANILA.lat + 0.1 });
    await drain();
    expect(pushesTo(pushService, rangedPhone)).toEqual([]);
    expect(pushesTo(pushService, unplacedPhone)).toHaveLength(1);
    // About 2 km north: within it.
    await postBy(seller, { title: 'Malapit na gulay', lat: MANILA.lat + 0.02 });
    await drain();
    expect(pushesTo(pushService, rangedPhone).map((p) => p.title)).toEqual([
      'Suki Store posted: Malapit na gulay',
    ]);
  });

  it('tells no one across a block, whichever side blocked', async () => {
    const { seller, fan, phone } = await sellerAndFan();
    await post(t.app, '/api/blocks', { userId: fan.id }, seller.token);
    await postBy(seller, { title: 'Lumpia' });
    await drain();
    expect(pushesTo(pushService, phone)).toEqual([]);
  });
});
