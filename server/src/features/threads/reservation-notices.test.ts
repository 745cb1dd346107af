import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  later,
  notificationMailsTo,
  pushesTo,
  startPushService,
  subscribe,
  type PushServiceStandIn,
} from '../../test/notifications';
import { createPost, familyId } from '../../test/posts';
import { inHours, release, reserve, runExpiryJob } from '../../test/sales';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { startThread } from '../../test/threads';
import { patch, signUpAndConfirm, type SignedInUser } from '../../test/users';
import { pickupTime } from './reservation-texts';

// The buyer hears of a reservation made or released (issue 11): push and email through the
// notification outbox, in the buyer's language, under the buyer's message settings; however
// fast a seller flips a hold, one push per change on one tag and one email per thread in
// RESERVATION_EMAIL_WINDOW_S, telling the hold as it is then (issue 21).

/** A window shorter than the default, set as RESERVATION_EMAIL_WINDOW_S would set it. */
const WINDOW_MS = 120_000;

describe('pickup times', () => {
  it('read as the chat shows them, in Philippine time', () => {
    expect(pickupTime('en', '2026-05-01T09:00:00Z')).toBe('Fri 5:00 PM');
    expect(pickupTime('tl', '2026-05-01T09:00:00Z')).toBe('Biy 5:00 PM');
    // Cebuano's own day names (Intl's `ceb`): Domingo is "Dom", where Filipino's Linggo is "Lin".
    expect(pickupTime('ceb', '2026-05-01T09:00:00Z')).toBe('Biy 5:00 PM');
    expect(pickupTime('ceb', '2026-05-03T01:30:00Z')).toBe('Dom 9:30 AM');
    expect(pickupTime('tl', '2026-05-03T01:30:00Z')).toBe('Lin 9:30 AM');
  });

  it('add the date from six days ahead, where a weekday alone could mean two days', () => {
    const now = new Date('2026-05-01T01:00:00Z');
    expect(pickupTime('ceb', '2026-05-06T09:00:00Z', now)).toBe('Miy 5:00 PM');
    expect(pickupTime('ceb', '2026-05-07T09:00:00Z', now)).toBe('Huw, May 7, 5:00 PM');
    expect(pickupTime('tl', '2026-05-07T09:00:00Z', now)).toBe('Huw, May 7, 5:00 PM');
    expect(pickupTime('en', '2026-05-07T09:00:00Z', now)).toBe('Thu, May 7, 5:00 PM');
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
      reservationEmailWindowMs: WINDOW_MS,
    });
    seller = await signUpAndConfirm(t);
  });
  afterAll(async () => {
    await t?.close();
    await pushService?.close();
  });

  async function buyerWithThread(
    language: 'en' | 'tl' | 'ceb' = 'en',
    owner = seller,
    offered: Record<string, unknown> = { qty: 10, unit: 'kg' },
  ) {
    const buyer = await signUpAndConfirm(t);
    if (language === 'tl') await patch(t.app, '/api/me/profile', { language }, buyer.token);
    // Cebuano as stored on the account, whatever screen set it.
    if (language === 'ceb') {
      await t.app.database.db
        .updateTable('users')
        .set({ locale: 'ceb' })
        .where('id', '=', buyer.id)
        .execute();
    }
    const phone = await subscribe(t, pushService, buyer);
    const created = await createPost(t, owner, { title: 'Mangga', ...offered });
    const threadId = await startThread(t, buyer, created.id, 'Pabili po');
    await t.app.notifications.drain();
    return { buyer, phone, threadId };
  }

  /** The worker as it will be once the thread's email window is over. */
  const drainAfterWindow = () => t.app.notifications.drain(later(WINDOW_MS + 1000));

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
    // Both changes reached the worker in one round: the phone is told the latest only.
    const released = {
      title: 'Reservation released: Mangga',
      body: `${seller.display_name} released the 2.5 kg held for you.`,
      url: `/threads/${threadId}`,
      tag: `reservation-${threadId}`,
    };
    expect(pushesTo(pushService, phone)).toEqual([made, released]);
    // One email in the window; the next one tells how things stand once it is over.
    expect(notificationMailsTo(t, buyer.email)).toHaveLength(1);
    await t.app.notifications.drain(later(WINDOW_MS - 5000));
    expect(notificationMailsTo(t, buyer.email)).toHaveLength(1);
    await drainAfterWindow();
    const mails = notificationMailsTo(t, buyer.email);
    expect(mails.map((email) => email.subject)).toEqual([
      'Reserved for you: Mangga',
      'Reservation released: Mangga',
    ]);
    expect(mails[1]?.text).toContain(released.body);
  });

  it('says nothing to a buyer who released the hold, and tells of one that ran out', async () => {
    const { buyer, phone, threadId } = await buyerWithThread('tl');
    await reserve(t, seller, threadId, { qty: 1 });
    await t.app.notifications.drain();
    await release(t, buyer, threadId);
    await drainAfterWindow();
    expect(pushesTo(pushService, phone).map((push) => push.title)).toEqual([
      'Nakatabi para sa iyo: Mangga',
    ]);
    expect(notificationMailsTo(t, buyer.email)).toHaveLength(1);

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

  it('tells a buyer whose language is Cebuano in Cebuano, by push and email', async () => {
    const { buyer, phone, threadId } = await buyerWithThread('ceb');
    const until = inHours(3);
    await reserve(t, seller, threadId, { qty: 2, until });
    await t.app.notifications.drain();
    const made = {
      title: 'Naka-reserve para nimo: Mangga',
      body: `Gi-reserve ni ${seller.display_name} ang 2 kg para nimo hangtod ${pickupTime('ceb', until)}.`,
      url: `/threads/${threadId}`,
      tag: `reservation-${threadId}`,
    };
    expect(pushesTo(pushService, phone)).toEqual([made]);
    const [mail] = notificationMailsTo(t, buyer.email);
    expect(mail?.subject).toBe('Naka-reserve para nimo: Mangga');
    expect(mail?.text).toContain(`Kumusta ${buyer.display_name},\n\n${made.body}`);
    // Cebuano's own weekday, whatever the machine's Intl knows.
    expect(mail?.text).toMatch(/ hangtod (Dom|Lun|Mar|Miy|Huw|Biy|Sab) \d{1,2}:\d{2} [AP]M\./);
    expect(mail?.text).toContain(`Ablihi ang chat: https://palengke.example/threads/${threadId}`);
    expect(mail?.text).toContain(
      'Hunonga ang mga email bahin sa mga mensahe nga wala pa nabasa: https://',
    );

    await release(t, seller, threadId);
    await t.app.notifications.drain();
    expect(pushesTo(pushService, phone).at(-1)).toMatchObject({
      title: 'Gibuhian ang reserba: Mangga',
      body: `Gibuhian ni ${seller.display_name} ang 2 kg nga naka-reserve para nimo.`,
    });
    await drainAfterWindow();
    expect(notificationMailsTo(t, buyer.email).map((email) => email.subject)).toEqual([
      'Naka-reserve para nimo: Mangga',
      'Gibuhian ang reserba: Mangga',
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
      title: 'Nahuman na ang reserba: Mangga',
      body: 'Dili na naka-reserve para nimo ang 1 kg.',
      url: `/threads/${threadId}`,
      tag: `reservation-${threadId}`,
    });
  });

  it('counts the units in the buyer’s own words: pieces, piraso, ka buok', async () => {
    const eggs = { qty: 30, unit: 'pc', familyId: await familyId(t, 'eggs') };
    const bodies = {
      en: (until: string) => `${seller.display_name} is holding 12 pieces for you until ${until}.`,
      tl: (until: string) =>
        `Itinatabi ni ${seller.display_name} ang 12 piraso para sa iyo hanggang ${until}.`,
      ceb: (until: string) =>
        `Gi-reserve ni ${seller.display_name} ang 12 ka buok para nimo hangtod ${until}.`,
    };
    for (const language of ['en', 'tl', 'ceb'] as const) {
      const { buyer, phone, threadId } = await buyerWithThread(language, seller, eggs);
      const until = inHours(3);
      await reserve(t, seller, threadId, { qty: 12, until });
      await t.app.notifications.drain();
      const body = bodies[language](pickupTime(language, until));
      expect(pushesTo(pushService, phone).map((push) => push.body)).toEqual([body]);
      expect(notificationMailsTo(t, buyer.email)[0]?.text).toContain(body);
    }
    const { phone, threadId } = await buyerWithThread('en', seller, eggs);
    await reserve(t, seller, threadId, { qty: 1 });
    await release(t, seller, threadId);
    await t.app.notifications.drain();
    expect(pushesTo(pushService, phone).at(-1)?.body).toBe(
      `${seller.display_name} released the 1 piece held for you.`,
    );
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

  it('does not flood the buyer when a seller flips a hold (issue 21)', async () => {
    // A seller of their own: 21 changes use most of an hour's allowance.
    const flipper = await signUpAndConfirm(t);
    const { buyer, phone, threadId } = await buyerWithThread('en', flipper);
    // Ten rounds of hold and release, the worker running after each change as a busy one might.
    for (let round = 0; round < 10; round++) {
      expect((await reserve(t, flipper, threadId, { qty: 1 })).statusCode).toBe(200);
      await t.app.notifications.drain();
      expect((await release(t, flipper, threadId)).statusCode).toBe(200);
      await t.app.notifications.drain();
    }
    const until = inHours(4);
    expect((await reserve(t, flipper, threadId, { qty: 3, until })).statusCode).toBe(200);
    await t.app.notifications.drain();

    // Every push carries the thread's tag: each replaces the last on the phone.
    const pushes = pushesTo(pushService, phone);
    expect(new Set(pushes.map((push) => push.tag))).toEqual(new Set([`reservation-${threadId}`]));
    expect(pushes.at(-1)?.body).toBe(
      `${flipper.display_name} is holding 3 kg for you until ${pickupTime('en', until)}.`,
    );
    // One email at the first change, then none until the window is over.
    expect(notificationMailsTo(t, buyer.email)).toHaveLength(1);
    await drainAfterWindow();
    const mails = notificationMailsTo(t, buyer.email);
    expect(mails).toHaveLength(2);
    // It tells the hold as it is when it is sent.
    expect(mails[1]?.subject).toBe('Reserved for you: Mangga');
    expect(mails[1]?.text).toContain(`is holding 3 kg for you until ${pickupTime('en', until)}.`);
    // Nothing new since: no third email.
    await t.app.notifications.drain(later(3 * WINDOW_MS));
    expect(notificationMailsTo(t, buyer.email)).toHaveLength(2);
  });

  it('emails a change only when it is news by the end of the window', async () => {
    const { buyer, threadId } = await buyerWithThread();
    const until = inHours(2);
    expect((await reserve(t, seller, threadId, { qty: 2, until })).statusCode).toBe(200);
    await t.app.notifications.drain();
    // Changed and changed back within the window: the buyer's email still holds.
    expect((await reserve(t, seller, threadId, { qty: 5, until })).statusCode).toBe(200);
    expect((await reserve(t, seller, threadId, { qty: 2, until })).statusCode).toBe(200);
    await drainAfterWindow();
    expect(notificationMailsTo(t, buyer.email)).toHaveLength(1);
  });
});
