import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setBan } from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { get, patch, post, signUpAndConfirm, type SignedInUser } from '../../test/users';

// The push subscription and settings calls: what they accept, what they refuse, and who may
// call them (visitors, banned people, another user's endpoint).

const TEST_ORIGIN = 'https://push.test.example:8443';
const FCM = 'https://fcm.googleapis.com/fcm/send/';
const KEYS = {
  p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  auth: 'tBHItJI5svbpez7KI4CCXg',
};
const subscription = (endpoint: string) => ({ endpoint, expirationTime: null, keys: KEYS });
/** Over 255 characters: legacy url.parse drops the whole host name. */
const LONG_HOST = ['a', 'b', 'c', 'd'].map((c) => c.repeat(60)).join('.');

describe.each(testEngines)('push subscriptions and settings on %s', (engine) => {
  let t: TestApp;
  let user: SignedInUser;
  let other: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine, { pushEndpointOrigins: [TEST_ORIGIN] });
    user = await signUpAndConfirm(t);
    other = await signUpAndConfirm(t);
  });
  afterAll(async () => t?.close());

  const rowsFor = (endpoint: string) =>
    t.app.database.db
      .selectFrom('push_subscriptions')
      .select(['id', 'user_id', 'device_id', 'p256dh'])
      .where('endpoint', '=', endpoint)
      .execute();
  const remove = (endpoint: string, token?: string) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: { endpoint },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('saves a subscription once per endpoint: the same endpoint again updates it', async () => {
    const endpoint = `${FCM}abc-123`;
    const first = await post(t.app, '/api/push/subscriptions', subscription(endpoint), user.token);
    expect(first.statusCode).toBe(201);
    const { id } = first.json() as { id: string };
    const again = await post(
      t.app,
      '/api/push/subscriptions',
      { ...subscription(endpoint), deviceId: 'device-0001' },
      user.token,
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id });
    expect(await rowsFor(endpoint)).toEqual([
      { id, user_id: user.id, device_id: 'device-0001', p256dh: KEYS.p256dh },
    ]);

    // Another person signs in on the same browser: the endpoint is theirs now.
    const taken = await post(t.app, '/api/push/subscriptions', subscription(endpoint), other.token);
    expect(taken.json()).toEqual({ id });
    expect((await rowsFor(endpoint))[0]?.user_id).toBe(other.id);
  });

  it('keeps an endpoint saved by another account unless the keys are the same', async () => {
    const endpoint = `${FCM}someone-else`;
    await post(t.app, '/api/push/subscriptions', subscription(endpoint), user.token);
    const otherKeys = { p256dh: `${KEYS.p256dh.slice(0, -4)}AAAA`, auth: 'AAAAAAAAAAAAAAAAAAAAAA' };
    const res = await post(
      t.app,
      '/api/push/subscriptions',
      { endpoint, keys: otherKeys, deviceId: 'attacker-device' },
      other.token,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'This push subscription belongs to another account.',
      code: 'push_endpoint_taken',
    });
    expect(await rowsFor(endpoint)).toEqual([
      { id: expect.any(String), user_id: user.id, device_id: null, p256dh: KEYS.p256dh },
    ]);
  });

  it('stores the normalised endpoint, and removes it by either spelling', async () => {
    const spelled = 'https://FCM.GoogleAPIs.com:443/fcm/send/Spelled Out';
    const stored = 'https://fcm.googleapis.com/fcm/send/Spelled%20Out';
    const res = await post(t.app, '/api/push/subscriptions', subscription(spelled), user.token);
    expect(res.statusCode).toBe(201);
    expect(stored).toBe(new URL(spelled).href);
    expect(await rowsFor(stored)).toHaveLength(1);
    expect(await rowsFor(spelled)).toEqual([]);
    // The same browser again, spelled the stored way: the same row.
    expect(
      (await post(t.app, '/api/push/subscriptions', subscription(stored), user.token)).json(),
    ).toEqual(res.json());
    await remove(spelled, user.token);
    expect(await rowsFor(stored)).toEqual([]);
  });

  it('takes an endpoint with an empty query or a fragment as the same endpoint', async () => {
    const stored = `${FCM}one-browser`;
    const variants = [`${stored}?`, `${stored}#x`, `${stored}?#`];
    const first = await post(t.app, '/api/push/subscriptions', subscription(stored), user.token);
    expect(first.statusCode).toBe(201);
    for (const variant of variants) {
      const again = await post(t.app, '/api/push/subscriptions', subscription(variant), user.token);
      expect(again.statusCode, variant).toBe(200);
      expect(again.json()).toEqual(first.json());
      // Nor can another account's different keys slip in under another spelling.
      const otherKeys = { p256dh: `${KEYS.p256dh.slice(0, -4)}AAAA`, auth: 'A'.repeat(22) };
      const taken = await post(
        t.app,
        '/api/push/subscriptions',
        { endpoint: variant, keys: otherKeys },
        other.token,
      );
      expect(taken.statusCode, variant).toBe(409);
    }
    expect(await rowsFor(stored)).toHaveLength(1);
    for (const variant of variants) expect(await rowsFor(variant)).toEqual([]);
    expect((await remove(`${stored}#x`, user.token)).statusCode).toBe(200);
    expect(await rowsFor(stored)).toEqual([]);
  });

  it('finds a row stored in another spelling before, to update or to remove', async () => {
    // Rows saved before endpoints had one spelling keep theirs.
    const legacy = (endpoint: string) =>
      t.app.database.db
        .insertInto('push_subscriptions')
        .values({
          id: crypto.randomUUID(),
          user_id: user.id,
          endpoint,
          p256dh: KEYS.p256dh,
          auth: KEYS.auth,
          device_id: null,
          created_at: new Date().toISOString(),
          updated_at: new Date().toISOString(),
          last_used_at: new Date().toISOString(),
        })
        .execute();
    const stored = `${FCM}legacy`;
    await legacy(`${stored}#old`);
    await remove(stored, user.token);
    expect(await rowsFor(`${stored}#old`)).toEqual([]);
    await legacy(`${stored}?`);
    await post(t.app, '/api/push/subscriptions', subscription(stored), user.token);
    expect(await rowsFor(`${stored}?`)).toEqual([]);
    expect(await rowsFor(stored)).toHaveLength(1);
  });

  it('keeps 20 subscriptions per account: a new one replaces the least recently used', async () => {
    const many = await signUpAndConfirm(t);
    const endpoints = Array.from({ length: 20 }, (_, i) => `${FCM}many-${i}`);
    for (const endpoint of endpoints) {
      const res = await post(t.app, '/api/push/subscriptions', subscription(endpoint), many.token);
      expect(res.statusCode).toBe(201);
    }
    // Used a minute apart, many-0 longest ago; then many-0's browser subscribes again.
    for (const [i, endpoint] of endpoints.entries()) {
      await t.app.database.db
        .updateTable('push_subscriptions')
        .set({ last_used_at: new Date(Date.now() - (60 - i) * 60_000).toISOString() })
        .where('endpoint', '=', endpoint)
        .execute();
    }
    await post(t.app, '/api/push/subscriptions', subscription(endpoints[0]!), many.token);

    const added = await post(
      t.app,
      '/api/push/subscriptions',
      subscription(`${FCM}many-20`),
      many.token,
    );
    expect(added.statusCode).toBe(201);
    const kept = await t.app.database.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', many.id)
      .execute();
    expect(kept.map((row) => row.endpoint).sort()).toEqual(
      [...endpoints.filter((_, i) => i !== 1), `${FCM}many-20`].sort(),
    );
  });

  it('removes only the caller’s own subscription', async () => {
    const endpoint = `${FCM}to-remove`;
    await post(t.app, '/api/push/subscriptions', subscription(endpoint), user.token);
    expect((await remove(endpoint, other.token)).statusCode).toBe(200);
    expect(await rowsFor(endpoint)).toHaveLength(1);
    const res = await remove(endpoint, user.token);
    expect(res.json()).toEqual({ ok: true });
    expect(await rowsFor(endpoint)).toEqual([]);
  });

  it.each([
    ['Mozilla autopush', 'https://updates.push.services.mozilla.com/wpush/v2/gAAAA'],
    ['Microsoft WNS', 'https://wns2-par02p.notify.windows.com/w/?token=BQYAAA'],
    ['Apple web push', 'https://web.push.apple.com/QGuQyavXutnMH'],
    ['a listed origin', `${TEST_ORIGIN}/notify/abc`],
  ])('accepts %s', async (_name, endpoint) => {
    const res = await post(t.app, '/api/push/subscriptions', subscription(endpoint), user.token);
    expect(res.statusCode).toBe(201);
  });

  it.each([
    'https://169.254.169.254/latest/meta-data',
    'https://localhost:8443/notify/abc',
    'https://fcm.googleapis.com.evil.example/fcm/send/x',
    'https://fcm.googleapis.com:8443/fcm/send/x',
    'https://user:pass@fcm.googleapis.com/fcm/send/x',
    'https://notify.windows.com.evil.example/w',
    // Host names web-push's legacy url.parse reads as another host (issue 21).
    ...["'", '`', '{', '}', '"', ';'].map(
      (char) => `https://localhost${char}.notify.windows.com/x`,
    ),
    `https://${LONG_HOST}.notify.windows.com/w`,
  ])('refuses the endpoint %s with push_endpoint_not_allowed', async (endpoint) => {
    const res = await post(t.app, '/api/push/subscriptions', subscription(endpoint), user.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Notifications cannot be sent to this push service.',
      code: 'push_endpoint_not_allowed',
    });
    expect(await rowsFor(endpoint)).toEqual([]);
  });

  it.each([
    [{}],
    [{ endpoint: `${FCM}x` }],
    [{ endpoint: 'http://fcm.googleapis.com/fcm/send/x', keys: KEYS }],
    [{ endpoint: 'not a url', keys: KEYS }],
    [{ endpoint: `${FCM}x`, keys: { p256dh: KEYS.p256dh } }],
    [{ endpoint: `${FCM}x`, keys: { ...KEYS, auth: 'not base64url!' } }],
    [{ endpoint: `${FCM}${'x'.repeat(1000)}`, keys: KEYS }],
  ])('refuses the malformed subscription %j with validation_failed', async (body) => {
    const res = await post(t.app, '/api/push/subscriptions', body, user.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('answers visitors 401 and banned people 403 on every signed-in call', async () => {
    const banned = await signUpAndConfirm(t);
    await setBan(t, banned.id, new Date(Date.now() + 86_400_000));
    for (const token of [undefined, banned.token]) {
      const calls = [
        await post(t.app, '/api/push/subscriptions', subscription(`${FCM}v`), token),
        await remove(`${FCM}v`, token),
        await get(t.app, '/api/me/notifications', token),
        await patch(t.app, '/api/me/notifications', { sales_email: false }, token),
      ];
      for (const res of calls) {
        expect(res.statusCode).toBe(token ? 403 : 401);
        expect(res.json()).toMatchObject({ code: token ? 'banned' : 'unauthorized' });
      }
    }
    expect(await rowsFor(`${FCM}v`)).toEqual([]);
  });

  it('serves the public key to anyone', async () => {
    const res = await get(t.app, '/api/push/public-key');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/) });
  });

  it('has every setting on by default and changes only those sent', async () => {
    const fresh = await signUpAndConfirm(t);
    const all = {
      messages_push: true,
      messages_email: true,
      sales_push: true,
      sales_email: true,
      alerts_push: true,
      alerts_email: true,
      sms: false,
      suki_posts: true,
    };
    expect((await get(t.app, '/api/me/notifications', fresh.token)).json()).toEqual(all);
    const res = await patch(t.app, '/api/me/notifications', { sales_push: false }, fresh.token);
    expect(res.json()).toEqual({ ...all, sales_push: false });
    expect((await get(t.app, '/api/me/notifications', fresh.token)).json()).toEqual({
      ...all,
      sales_push: false,
    });
  });

  it.each([[{ sales_push: 'no' }], [{ messages_email: 1 }], [{ everything: false }]])(
    'refuses the settings %j with validation_failed, changing nothing',
    async (body) => {
      const res = await patch(t.app, '/api/me/notifications', body, user.token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
      expect(Object.values((await get(t.app, '/api/me/notifications', user.token)).json())).toEqual(
        // The six push and e-mail settings on, SMS off for an e-mail account (issue 37), and
        // new posts from one's suki on (issue 39).
        [true, true, true, true, true, true, false, true],
      );
    },
  );

  it('keeps the profile’s language, en, tl or ceb', async () => {
    const person = await signUpAndConfirm(t);
    expect((await get(t.app, '/api/me/profile', person.token)).json().language).toBe('en');
    expect(
      (await patch(t.app, '/api/me/profile', { language: 'tl' }, person.token)).json(),
    ).toMatchObject({
      language: 'tl',
    });
    await patch(t.app, '/api/me/profile', { language: 'ceb' }, person.token);
    expect((await get(t.app, '/api/me/profile', person.token)).json().language).toBe('ceb');
    const bad = await patch(t.app, '/api/me/profile', { language: 'fr' }, person.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'validation_failed',
      fields: { language: 'errors.invalid' },
    });
  });

  it('forgets the subscriptions of a removed account', async () => {
    const leaving = await signUpAndConfirm(t);
    const endpoint = `${FCM}leaving`;
    await post(t.app, '/api/push/subscriptions', subscription(endpoint), leaving.token);
    await t.app.database.db.deleteFrom('users').where('id', '=', leaving.id).execute();
    expect(await rowsFor(endpoint)).toEqual([]);
  });
});
