import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haversineKm } from '@core/geo';
import {
  later,
  notificationMailsTo,
  pushesTo,
  startPushService,
  subscribe,
  type PushServiceStandIn,
} from '../../test/notifications';
import {
  createPost as createPostNearby,
  familyId,
  inDays,
  MANILA,
  publishExactPoint,
  setBan,
} from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { get, patch, post, signUpAndConfirm, type SignedInUser } from '../../test/users';

// Matching new posts against saved alerts, through the outbox worker, to a real push service
// stand-in and the mail outbox: every criterion, one notification per person and post, the
// hourly push cap and the digest's timing.

const DIGEST_MS = 60_000;

/**
 * A post whose public point is put on its exact one before it is matched, so that the range
 * edges and distances below are known; posts-privacy.test.ts shows alerts use the public point.
 */
async function createPost(...args: Parameters<typeof createPostNearby>) {
  const created = await createPostNearby(...args);
  await publishExactPoint(args[0], created.id);
  return created;
}
const NORTH_2KM = { lat: MANILA.lat + 2 / 111.195, lng: MANILA.lng };

describe.each(testEngines)('alert matching on %s', (engine) => {
  let pushService: PushServiceStandIn;
  let t: TestApp;
  let seller: SignedInUser;

  beforeAll(async () => {
    pushService = await startPushService();
    t = await createTestApp(engine, {
      pushEndpointOrigins: [pushService.origin],
      alertDigestMs: DIGEST_MS,
      publicUrl: 'https://palengke.example',
      rateLimitFactor: 100,
    });
    seller = await signUpAndConfirm(t);
  });
  afterAll(async () => {
    await t?.close();
    await pushService?.close();
  });

  /** A neighbour with a phone subscribed and one alert (more can be added). */
  async function watcher(alert: object) {
    const user = await signUpAndConfirm(t);
    const phone = await subscribe(t, pushService, user);
    const alertId = await addAlert(user, alert);
    return { user, phone, alertId };
  }
  async function addAlert(user: SignedInUser, alert: object) {
    const res = await post(t.app, '/api/alerts', { ...MANILA, rangeKm: 5, ...alert }, user.token);
    if (res.statusCode !== 201) throw new Error(`alert: ${res.body}`);
    return (res.json() as { id: string }).id;
  }
  /** Drains the outbox; with `ms`, as if that much more time had passed. */
  const drain = (ms = 0) => t.app.notifications.drain(ms ? later(ms) : undefined);

  it('matches by range (edge included), price cap, family, title, never paused or own alerts', async () => {
    const vegetables = await familyId(t, 'vegetables');
    const fruits = await familyId(t, 'fruits');
    const at = NORTH_2KM;
    const edge = haversineKm(MANILA, at);
    const people = {
      near: await watcher({}),
      edge: await watcher({ rangeKm: edge }),
      justOut: await watcher({ rangeKm: edge - 0.001 }),
      priceOk: await watcher({ maxPrice: 25 }),
      priceLow: await watcher({ maxPrice: 24.99 }),
      family: await watcher({ familyIds: [fruits, vegetables] }),
      otherFamily: await watcher({ familyIds: [fruits] }),
      title: await watcher({ search: 'KANGKONG' }),
      otherTitle: await watcher({ search: 'mangga' }),
      paused: await watcher({}),
    };
    await patch(
      t.app,
      `/api/alerts/${people.paused.alertId}`,
      { paused: true },
      people.paused.user.token,
    );
    await addAlert(seller, {}); // the author's own alert
    const sellerPhone = await subscribe(t, pushService, seller);

    const created = await createPost(t, seller, { ...at, price: 25, title: 'Fresh Kangkong' });
    await drain();

    const got = Object.fromEntries(
      Object.entries(people).map(([name, person]) => [
        name,
        pushesTo(pushService, person.phone).length,
      ]),
    );
    expect(got).toEqual({
      near: 1,
      edge: 1,
      justOut: 0,
      priceOk: 1,
      priceLow: 0,
      family: 1,
      otherFamily: 0,
      title: 1,
      otherTitle: 0,
      paused: 0,
    });
    expect(pushesTo(pushService, sellerPhone)).toEqual([]);
    expect(pushesTo(pushService, people.near.phone)).toEqual([
      {
        title: 'New near you: Fresh Kangkong',
        body: '₱25.00 · 3 bunches · 2.0 km',
        url: `/post/${created.id}`,
        tag: `alert-${people.near.alertId}`,
      },
    ]);
    const alerts = (await get(t.app, '/api/alerts', people.near.user.token)).json().data;
    expect(alerts[0].last_matched_at).toEqual(expect.any(String));
    const unmatched = (await get(t.app, '/api/alerts', people.justOut.user.token)).json().data;
    expect(unmatched[0].last_matched_at).toBeNull();
  });

  it('matches free food only with a price cap of 0', async () => {
    const freeOnly = await watcher({ maxPrice: 0 });
    await createPost(t, seller, { price: 1, title: 'Pechay' });
    await createPost(t, seller, { price: 0, title: 'Libreng pechay' });
    await drain();
    expect(pushesTo(pushService, freeOnly.phone).map((push) => push.body)).toEqual([
      'Free · 3 bunches · 0.0 km',
    ]);
  });

  it('tells a person once per post however many alerts match, with the nearest alert', async () => {
    const many = await watcher({ ...NORTH_2KM, rangeKm: 10 });
    const nearest = await addAlert(many.user, { rangeKm: 2 });
    await addAlert(many.user, { search: 'sitaw' });
    await createPost(t, seller, { title: 'Sitaw' });
    await drain();
    expect(pushesTo(pushService, many.phone).map((push) => push.tag)).toEqual([`alert-${nearest}`]);
  });

  it('does not alert for banned authors, nor again when a post is edited', async () => {
    const someone = await watcher({});
    const banned = await signUpAndConfirm(t);
    await createPost(t, banned, { title: 'Kamote' });
    await setBan(t, banned.id, new Date(Date.now() + 86_400_000));
    await drain();
    expect(pushesTo(pushService, someone.phone)).toEqual([]);

    const created = await createPost(t, seller, { title: 'Talong' });
    await drain();
    expect(pushesTo(pushService, someone.phone)).toHaveLength(1);
    const edited = await patch(
      t.app,
      `/api/posts/${created.id}`,
      {
        title: 'Talong na bago',
        description: 'Bagong pitas.',
        price: 20,
        qty: 2,
        unit: 'kg',
        family_id: await familyId(t, 'vegetables'),
        expires_at: inDays(2),
      },
      seller.token,
    );
    expect(edited.statusCode).toBe(200);
    await drain();
    expect(pushesTo(pushService, someone.phone)).toHaveLength(1);
  });

  it('writes the push in the person’s language, its unit words too', async () => {
    const tl = await watcher({ search: 'ampalaya' });
    await patch(t.app, '/api/me/profile', { language: 'tl' }, tl.user.token);
    await createPost(t, seller, { title: 'Ampalaya', price: 0 });
    await drain();
    expect(pushesTo(pushService, tl.phone)[0]).toMatchObject({
      title: 'Bago malapit sa iyo: Ampalaya',
      body: 'Libre · 3 tali · 0.0 km',
    });
  });

  it('pushes and emails the digest in Cebuano to a person whose language is Cebuano', async () => {
    const ceb = await watcher({ search: 'kamunggay' });
    // Cebuano as stored on the account, whatever screen set it.
    await t.app.database.db
      .updateTable('users')
      .set({ locale: 'ceb' })
      .where('id', '=', ceb.user.id)
      .execute();
    const first = await createPost(t, seller, { title: 'Kamunggay', price: 0 });
    await drain();
    expect(pushesTo(pushService, ceb.phone)[0]).toMatchObject({
      title: 'Bag-o duol nimo: Kamunggay',
      body: 'Libre · 3 ka bugkos · 0.0 km',
    });
    const [firstMail] = notificationMailsTo(t, ceb.user.email);
    expect(firstMail?.subject).toBe('Bag-o duol nimo: Kamunggay');
    expect(firstMail?.text).toContain(
      `Kumusta ${ceb.user.display_name},\n\nNaay bag-ong post nga mohaum sa imong mga food alert:`,
    );
    expect(firstMail?.text).toContain(
      `Kamunggay\nLibre · 3 ka bugkos · 0.0 km\nhttps://palengke.example/post/${first.id}`,
    );
    expect(firstMail?.text).toContain('Tan-awa ang akong mga alert: https://palengke.example/');
    expect(firstMail?.text).toContain(
      'Nakadawat ka niini nga email tungod kay nag-save ka og mga food alert sa Palengke.\nHunonga ang mga email sa food alert: https://',
    );

    await createPost(t, seller, { title: 'Kamunggay 2' });
    await createPost(t, seller, { title: 'Kamunggay 3' });
    await drain(DIGEST_MS + 1000);
    const mails = notificationMailsTo(t, ceb.user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Bag-o duol nimo: Kamunggay',
      '2 ka bag-ong pagkaon duol nimo',
    ]);
  });

  it('emails a digest at most once per ALERT_DIGEST_S, listing every post matched since the last', async () => {
    const reader = await watcher({ search: 'bawang' });
    const first = await createPost(t, seller, { title: 'Bawang 1' });
    await drain();
    const [firstMail, ...none] = notificationMailsTo(t, reader.user.email);
    expect(none).toEqual([]);
    expect(firstMail?.subject).toBe('New near you: Bawang 1');
    expect(firstMail?.text).toContain(
      `Bawang 1\n₱25.00 · 3 bunches · 0.0 km\nhttps://palengke.example/post/${first.id}`,
    );
    expect(firstMail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const second = await createPost(t, seller, { title: 'Bawang 2' });
    const third = await createPost(t, seller, { title: 'Bawang 3' });
    await drain();
    expect(notificationMailsTo(t, reader.user.email)).toHaveLength(1); // not before the period
    expect(pushesTo(pushService, reader.phone)).toHaveLength(3); // pushes go at once

    await drain(DIGEST_MS + 1000);
    const mails = notificationMailsTo(t, reader.user.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('2 new food posts near you');
    expect(mails[1]?.html).toContain(`href="https://palengke.example/post/${second.id}"`);
    expect(mails[1]?.html).toContain(`href="https://palengke.example/post/${third.id}"`);
    expect(mails[1]?.text).not.toContain('Bawang 1');

    // The unsubscribe link of the digest turns off alert emails only.
    const token = decodeURIComponent(mails[1]!.text.match(/\/unsubscribe\?token=(\S+)/)![1]!);
    expect((await post(t.app, '/api/notifications/unsubscribe', { token })).json()).toEqual({
      ok: true,
      setting: 'alerts_email',
    });
    await createPost(t, seller, { title: 'Bawang 4' });
    await drain(3 * DIGEST_MS);
    expect(notificationMailsTo(t, reader.user.email)).toHaveLength(2);
    expect(pushesTo(pushService, reader.phone)).toHaveLength(4);
  });

  it('pushes at most 20 alerts an hour; the rest wait for the digest', async () => {
    const hungry = await watcher({ search: 'luya' });
    await patch(t.app, '/api/me/notifications', { alerts_email: true }, hungry.user.token);
    for (let i = 1; i <= 22; i++) await createPost(t, seller, { title: `Luya ${i}` });
    await drain();
    // An event that lost a lock race on PostgreSQL is retried 5 s later: let that pass too.
    await drain(10_000);
    expect(pushesTo(pushService, hungry.phone)).toHaveLength(20);
    await drain(DIGEST_MS + 1000);
    const listed = notificationMailsTo(t, hungry.user.email)
      .map((mail) => mail.text.match(/Luya \d+/g) ?? [])
      .flat();
    expect(new Set(listed).size).toBe(22);
  });

  it('respects alerts_push and alerts_email', async () => {
    const quiet = await watcher({ search: 'sibuyas' });
    await patch(
      t.app,
      '/api/me/notifications',
      { alerts_push: false, alerts_email: false },
      quiet.user.token,
    );
    await createPost(t, seller, { title: 'Sibuyas' });
    await drain(DIGEST_MS * 2);
    expect(pushesTo(pushService, quiet.phone)).toEqual([]);
    expect(notificationMailsTo(t, quiet.user.email)).toEqual([]);
  });
});
