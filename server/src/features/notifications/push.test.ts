import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pushesTo,
  startPushService,
  subscribe,
  type PushServiceStandIn,
} from '../../test/notifications';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { completeThread, sale, sendOk } from '../../test/threads';
import { get, patch, post, signUpAndConfirm, type SignedInUser } from '../../test/users';

// Web Push end to end: subscriptions saved through the API, the outbox drained by the worker,
// and what a real push service (web-push-testing over TLS) received and decrypted.

describe.each(testEngines)('push notifications on %s', (engine) => {
  let pushService: PushServiceStandIn;
  let t: TestApp;
  let seller: SignedInUser;
  let buyer: SignedInUser;

  beforeAll(async () => {
    pushService = await startPushService();
    t = await createTestApp(engine, { pushEndpointOrigins: [pushService.origin] });
    seller = await signUpAndConfirm(t);
    buyer = await signUpAndConfirm(t);
  });
  afterAll(async () => {
    await t?.close();
    await pushService?.close();
  });

  it('pushes a new message to the other participant, never to the sender', async () => {
    const sellerPhone = await subscribe(t, pushService, seller);
    const buyerPhone = await subscribe(t, pushService, buyer);
    const { threadId } = await sale(t, seller, buyer, { completed: false, title: 'Itlog na pula' });
    await t.app.notifications.drain();

    expect(pushesTo(pushService, sellerPhone)).toEqual([
      {
        title: `${buyer.display_name} · Itlog na pula`,
        body: 'Available pa po?',
        url: `/threads/${threadId}`,
        tag: `thread-${threadId}`,
      },
    ]);
    expect(pushesTo(pushService, buyerPhone)).toEqual([]);

    const long = `Meron pa po. ${'x'.repeat(200)}`;
    await sendOk(t, seller, threadId, long);
    await t.app.notifications.drain();
    const [toBuyer] = pushesTo(pushService, buyerPhone);
    expect(toBuyer?.title).toBe(`${seller.display_name} · Itlog na pula`);
    // The first 120 characters of the message.
    expect(toBuyer?.body).toBe(long.slice(0, 120));
    expect(pushesTo(pushService, sellerPhone)).toHaveLength(1);
  });

  it('pushes in the recipient’s language the sale to the buyer', async () => {
    const buyerTl = await signUpAndConfirm(t);
    expect(
      (await patch(t.app, '/api/me/profile', { language: 'tl' }, buyerTl.token)).json(),
    ).toMatchObject({
      language: 'tl',
    });
    const phone = await subscribe(t, pushService, buyerTl);
    const { threadId } = await sale(t, seller, buyerTl, { completed: false, title: 'Mangga' });
    await completeThread(t, seller, threadId);
    await t.app.notifications.drain();
    expect(pushesTo(pushService, phone)).toEqual([
      {
        title: 'Tapos na ang bentahan: Mangga',
        body: `Minarkahan ni ${seller.display_name} na tapos na ang iyong pagbili. I-tap para i-rate ang nagbenta.`,
        url: `/threads/${threadId}`,
        tag: `sale-${threadId}`,
      },
    ]);
  });

  it('pushes the sale in Cebuano to a buyer whose language is Cebuano, and a message as written', async () => {
    const buyerCeb = await signUpAndConfirm(t);
    await t.app.database.db
      .updateTable('users')
      .set({ locale: 'ceb' })
      .where('id', '=', buyerCeb.id)
      .execute();
    const phone = await subscribe(t, pushService, buyerCeb);
    const { threadId } = await sale(t, seller, buyerCeb, { completed: false, title: 'Mangga' });
    await t.app.notifications.drain();
    // A message push is the sender's name, the post and the message: no words of ours.
    await sendOk(t, seller, threadId, 'Naa pa, kuhaa lang karon.');
    await t.app.notifications.drain();
    await completeThread(t, seller, threadId);
    await t.app.notifications.drain();
    expect(pushesTo(pushService, phone)).toEqual([
      {
        title: `${seller.display_name} · Mangga`,
        body: 'Naa pa, kuhaa lang karon.',
        url: `/threads/${threadId}`,
        tag: `thread-${threadId}`,
      },
      {
        title: 'Nahuman na ang baligya: Mangga',
        body: `Gimarkahan ni ${seller.display_name} nga nahuman na ang imong pagpalit. I-tap aron i-rate ang tigbaligya.`,
        url: `/threads/${threadId}`,
        tag: `sale-${threadId}`,
      },
    ]);
  });

  it('respects the push settings', async () => {
    const quiet = await signUpAndConfirm(t);
    const phone = await subscribe(t, pushService, quiet);
    const off = await patch(
      t.app,
      '/api/me/notifications',
      { messages_push: false, sales_push: false },
      quiet.token,
    );
    expect(off.json()).toEqual({
      messages_push: false,
      messages_email: true,
      sales_push: false,
      sales_email: true,
      alerts_push: true,
      alerts_email: true,
      sms: false,
      suki_posts: true,
    });
    const { threadId } = await sale(t, seller, quiet, { completed: false });
    await sendOk(t, seller, threadId, 'Meron pa.');
    await completeThread(t, seller, threadId);
    await t.app.notifications.drain();
    expect(pushesTo(pushService, phone)).toEqual([]);

    await patch(t.app, '/api/me/notifications', { messages_push: true }, quiet.token);
    const second = await sale(t, seller, quiet, { completed: false, title: 'Kamote' });
    await sendOk(t, seller, second.threadId, 'Oo, meron.');
    await t.app.notifications.drain();
    expect(pushesTo(pushService, phone).map((push) => push.body)).toEqual(['Oo, meron.']);
  });

  it('removes a subscription the push service says is gone (410), and sends on to the others', async () => {
    const owner = await signUpAndConfirm(t);
    const oldPhone = await subscribe(t, pushService, owner);
    const newPhone = await subscribe(t, pushService, owner);
    pushService.expire(oldPhone.clientHash);
    const { threadId } = await sale(t, owner, buyer, { completed: false });
    await t.app.notifications.drain();

    expect(pushesTo(pushService, newPhone).map((push) => push.url)).toEqual([
      `/threads/${threadId}`,
    ]);
    const endpoints = await t.app.database.db
      .selectFrom('push_subscriptions')
      .select('endpoint')
      .where('user_id', '=', owner.id)
      .execute();
    expect(endpoints.map((row) => row.endpoint)).toEqual([newPhone.endpoint]);
    expect(await pendingEvents()).toBe(0);
  });

  it('stores and sends to the normalised endpoint, and counts a delivered push as a use', async () => {
    const owner = await signUpAndConfirm(t);
    const { publicKey } = (await get(t.app, '/api/push/public-key')).json() as {
      publicKey: string;
    };
    const phone = await pushService.subscribe(publicKey);
    const spelled = phone.endpoint.replace('https://localhost', 'https://LOCALHOST');
    expect(spelled).not.toBe(phone.endpoint);
    const res = await post(
      t.app,
      '/api/push/subscriptions',
      { endpoint: spelled, keys: phone.keys },
      owner.token,
    );
    expect(res.statusCode).toBe(201);
    const longAgo = '2020-01-01T00:00:00.000Z';
    await t.app.database.db
      .updateTable('push_subscriptions')
      .set({ last_used_at: longAgo })
      .where('user_id', '=', owner.id)
      .execute();

    const { threadId } = await sale(t, owner, buyer, { completed: false });
    await t.app.notifications.drain();
    expect(pushesTo(pushService, phone).map((push) => push.url)).toEqual([`/threads/${threadId}`]);
    const row = await t.app.database.db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'last_used_at'])
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(row.endpoint).toBe(new URL(spelled).href);
    expect(row.last_used_at > longAgo).toBe(true);
  });

  it('sends nothing twice after the worker restarts on the same database', async () => {
    const phone = await subscribe(t, pushService, seller);
    const { threadId } = await sale(t, seller, buyer, { completed: false, title: 'Saging' });
    await t.app.notifications.drain();
    expect(pushesTo(pushService, phone)).toHaveLength(1);

    // A second server on the same database (a restart, or another instance) finds nothing to do.
    const restarted = await createTestApp(engine, {
      ...sameDatabase(t),
      pushEndpointOrigins: [pushService.origin],
    });
    try {
      expect(await restarted.app.notifications.drain()).toBe(0);
    } finally {
      await restarted.app.close();
    }
    expect(pushesTo(pushService, phone).map((push) => push.tag)).toEqual([`thread-${threadId}`]);
  });

  it('sends each notification once when several workers drain at the same time', async () => {
    const phone = await subscribe(t, pushService, seller);
    const other = await createTestApp(engine, {
      ...sameDatabase(t),
      pushEndpointOrigins: [pushService.origin],
    });
    try {
      const threads = [];
      for (let i = 0; i < 6; i++) {
        const someone = await signUpAndConfirm(t);
        threads.push((await sale(t, seller, someone, { completed: false })).threadId);
      }
      await Promise.all([
        t.app.notifications.drain(),
        other.app.notifications.drain(),
        t.app.notifications.drain(),
      ]);
      const tags = pushesTo(pushService, phone).map((push) => push.tag);
      expect(tags.sort()).toEqual(threads.map((id) => `thread-${id}`).sort());
    } finally {
      await other.app.close();
    }
  });

  async function pendingEvents() {
    const row = await t.app.database.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('kind', 'in', ['message_sent', 'sale_completed', 'push'])
      .executeTakeFirst();
    return Number(row?.count);
  }
});

/** Overrides that point a second test app at the first one's database and data folder. */
function sameDatabase(t: TestApp) {
  return { databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir };
}

describe('the push public key', () => {
  it('is the same for every instance of a deployment and served without a session', async () => {
    const t = await createTestApp('sqlite');
    try {
      const first = (await get(t.app, '/api/push/public-key')).json() as { publicKey: string };
      expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      const again = await createTestApp('sqlite', sameDatabase(t));
      try {
        expect((await get(again.app, '/api/push/public-key')).json()).toEqual(first);
      } finally {
        await again.app.close();
      }
    } finally {
      await t.close();
    }
  });
});
