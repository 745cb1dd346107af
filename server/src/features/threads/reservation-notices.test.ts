import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationMailsTo,
  pushesTo,
  startPushService,
  subscribe,
  type PushServiceStandIn,
} from '../../test/notifications';
import { createPost } from '../../test/posts';
import { inHours, release, reserve, runExpiryJob } from '../../test/sales';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { startThread } from '../../test/threads';
import { patch, signUpAndConfirm, type SignedInUser } from '../../test/users';
import { pickupTime } from './reservation-texts';

// The buyer hears of a reservation made or released (issue 11): push and email through the
// notification outbox, in the buyer's language, under the buyer's message settings.

describe('pickup times', () => {
  it('read as the chat shows them, in Philippine time', () => {
    expect(pickupTime('en', '2026-05-01T09:00:00Z')).toBe('Fri 5:00 PM');
    expect(pickupTime('tl', '2026-05-01T09:00:00Z')).toBe('Biy 5:00 PM');
  });
});

describe.each(testEngines)('reservation notices on %s', (engine) => {
  let pushService: PushServiceStandIn;
  let t: TestApp;
  let seller: SignedInUser;

  beforeAll(async () => {
    pushService = await startPushService();
    t = await createTestApp(engine, {
      pushEndpointOrigins: [pushService.origin],
      publicUrl: 'https://palengke.example',
    });
    seller = await signUpAndConfirm(t);
  });
  afterAll(async () => {
    await t?.close();
    await pushService?.close();
  });

  async function buyerWithThread(language: 'en' | 'tl' = 'en') {
    const buyer = await signUpAndConfirm(t);
    if (language === 'tl') await patch(t.app, '/api/me/profile', { language }, buyer.token);
    const phone = await subscribe(t, pushService, buyer);
    const created = await createPost(t, seller, { title: 'Mangga', qty: 10, unit: 'kg' });
    const threadId = await startThread(t, buyer, created.id, 'Pabili po');
    await t.app.notifications.drain();
    return { buyer, phone, threadId };
  }

  it('tells the buyer of a hold made, changed and released by the seller', async () => {
    const { buyer, phone, threadId } = await buyerWithThread();
    const until = inHours(3);
    await reserve(t, seller, threadId, { qty: 2, until });
    await t.app.notifications.drain();
    const made = {
      title: 'Reserved for you: Mangga',
      body: `${seller.display_name} is holding 2 kg for you until ${pickupTime('en', until)}.`,
      url: `/threads/${threadId}`,
      tag: `reservation-${threadId}`,
    };
    expect(pushesTo(pushService, phone)).toEqual([made]);
    const [mail] = notificationMailsTo(t, buyer.email);
    expect(mail?.subject).toBe('Reserved for you: Mangga');
    expect(mail?.text).toContain(made.body);
    expect(mail?.text).toContain(`https://palengke.example/threads/${threadId}`);

    await reserve(t, seller, threadId, { qty: 2.5, until });
    await release(t, seller, threadId);
    await t.app.notifications.drain();
    // Two notices in one round of the worker may reach the phone in either order.
    const later = pushesTo(pushService, phone).slice(1);
    expect(later).toHaveLength(2);
    expect(later).toEqual(
      expect.arrayContaining([
        { ...made, body: made.body.replace('2 kg', '2.5 kg') },
        {
          title: 'Reservation released: Mangga',
          body: `${seller.display_name} released the 2.5 kg held for you.`,
          url: `/threads/${threadId}`,
          tag: `reservation-${threadId}`,
        },
      ]),
    );
    expect(notificationMailsTo(t, buyer.email)).toHaveLength(3);
  });

  it('says nothing to a buyer who released the hold, and tells of one that ran out', async () => {
    const { buyer, phone, threadId } = await buyerWithThread('tl');
    await reserve(t, seller, threadId, { qty: 1 });
    await release(t, buyer, threadId);
    await t.app.notifications.drain();
    expect(pushesTo(pushService, phone).map((push) => push.title)).toEqual([
      'Nakatabi para sa iyo: Mangga',
    ]);

    await reserve(t, seller, threadId, { qty: 1 });
    await t.app.notifications.drain();
    await t.app.database.db
      .updateTable('reservations')
      .set({ until: new Date(Date.now() - 1000).toISOString() })
      .where('thread_id', '=', threadId)
      .execute();
    await runExpiryJob(t);
    await t.app.notifications.drain();
    expect(pushesTo(pushService, phone).at(-1)).toEqual({
      title: 'Tapos na ang reserbasyon: Mangga',
      body: 'Hindi na nakatabi para sa iyo ang 1 kg.',
      url: `/threads/${threadId}`,
      tag: `reservation-${threadId}`,
    });
  });

  it('follows the buyer’s message settings, not the sale ones', async () => {
    const { buyer, phone, threadId } = await buyerWithThread();
    await patch(
      t.app,
      '/api/me/notifications',
      { messages_push: false, messages_email: false, sales_push: true, sales_email: true },
      buyer.token,
    );
    await reserve(t, seller, threadId, { qty: 1 });
    await release(t, seller, threadId);
    await t.app.notifications.drain();
    expect(pushesTo(pushService, phone)).toEqual([]);
    expect(notificationMailsTo(t, buyer.email)).toEqual([]);
  });
});
