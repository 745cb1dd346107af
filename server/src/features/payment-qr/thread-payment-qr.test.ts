import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidMessage } from '@core/qrph/paid-message';
import { testQrPhPayload } from '@core/qrph/test-payloads';
import { ageQrChanges, saveQr, setLanguage, threadQr, threadQrOk } from '../../test/payment-qr';
import { createPost, del, setBan } from '../../test/posts';
import { HOUR_MS, inHours, release, reserve, runExpiryJob, sellOk } from '../../test/sales';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { messagesOf, sendOk, startThread } from '../../test/threads';
import { get, post, signUpAndConfirm, type SignedInUser } from '../../test/users';

// Who sees a thread's payment QR, and when (issue 40): the seller always; the buyer at pickup
// only (an active reservation, or a day after a sale in the thread); nobody across a block or
// while the seller is banned. Times are moved in the database, never waited out.

const PAYLOAD = testQrPhPayload({ name: 'A** N.', bic: 'GXCHPHM2XXX', city: 'Marikina' });

describe.each(testEngines)('a thread’s payment QR on %s', (engine) => {
  let t: TestApp;
  let seller: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    seller = await signUpAndConfirm(t);
    await saveQr(t, seller, PAYLOAD);
  });
  afterAll(async () => t?.close());

  /** A new buyer asking about a new post of `owner`: the thread, not yet reserved or sold. */
  async function conversation(owner = seller) {
    const buyer = await signUpAndConfirm(t);
    const { id: postId } = await createPost(t, owner, { qty: 5, price: 25.5 });
    const threadId = await startThread(t, buyer, postId, 'Available pa po?');
    return { buyer, postId, threadId };
  }

  const unavailable = async (
    user: SignedInUser,
    threadId: string,
    code = 'payment_qr_unavailable',
  ) => {
    const res = await threadQr(t, user, threadId);
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ code, error: expect.any(String) });
    expect(res.body).not.toContain(PAYLOAD);
    return res.json() as { error: string };
  };

  /** Moves the thread's sale `hours` into the past. */
  async function soldHoursAgo(threadId: string, hours: number) {
    await t.app.database.db
      .updateTable('sales')
      .set({ sold_at: new Date(Date.now() - hours * HOUR_MS).toISOString() })
      .where('thread_id', '=', threadId)
      .execute();
  }

  it('shows the seller their own QR always, with or without a buyer’s reservation', async () => {
    const { threadId } = await conversation();
    expect(await threadQrOk(t, seller, threadId)).toEqual({
      payload: PAYLOAD,
      recipient_name: 'A** N.',
      city: 'Marikina',
      provider: 'GCash',
      changed_at: expect.any(String),
      changed_recently: true,
      amount: null,
    });
  });

  it('refuses the buyer before a reservation, in their language', async () => {
    const { buyer, threadId } = await conversation();
    const { error } = await unavailable(buyer, threadId);
    expect(error).toBe(
      'You can see the seller’s payment QR only while food is reserved for you, or for a day after you buy.',
    );
    await setLanguage(t, buyer, 'ceb');
    expect((await unavailable(buyer, threadId)).error).toMatch(/^Makita ra nimo/);
  });

  it('shows the buyer the QR while food is reserved for them, and not once the hold is released or runs out', async () => {
    const { buyer, threadId } = await conversation();
    expect((await reserve(t, seller, threadId, { qty: 2 })).statusCode).toBe(200);
    const shown = await threadQrOk(t, buyer, threadId);
    expect(shown).toMatchObject({ payload: PAYLOAD, provider: 'GCash', recipient_name: 'A** N.' });
    // What is held, at the post's price per unit: 2 x ₱25.50.
    expect(shown.amount).toBe(51);

    expect((await release(t, seller, threadId)).statusCode).toBe(200);
    await unavailable(buyer, threadId);

    // Reserved again, then the pickup time passes: gone at once, before the expiry job runs.
    expect((await reserve(t, seller, threadId, { qty: 1, until: inHours(1) })).statusCode).toBe(
      200,
    );
    expect((await threadQrOk(t, buyer, threadId)).payload).toBe(PAYLOAD);
    await t.app.database.db
      .updateTable('reservations')
      .set({ until: new Date(Date.now() - 60_000).toISOString() })
      .where('thread_id', '=', threadId)
      .execute();
    await unavailable(buyer, threadId);
    await runExpiryJob(t);
    await unavailable(buyer, threadId);
  });

  it('hides it when the post the food was reserved from is canceled', async () => {
    const { buyer, postId, threadId } = await conversation();
    await reserve(t, seller, threadId, { qty: 1 });
    expect((await del(t, `/api/posts/${postId}`, seller.token)).statusCode).toBeLessThan(300);
    await unavailable(buyer, threadId);
  });

  it('shows it for a day after a sale in the thread: 23 hours yes, 25 hours no', async () => {
    const { buyer, threadId } = await conversation();
    await sellOk(t, seller, threadId, 3);
    // What was sold: 3 x ₱25.50.
    expect(await threadQrOk(t, buyer, threadId)).toMatchObject({ payload: PAYLOAD, amount: 76.5 });
    await soldHoursAgo(threadId, 23);
    expect((await threadQrOk(t, buyer, threadId)).payload).toBe(PAYLOAD);
    await soldHoursAgo(threadId, 25);
    await unavailable(buyer, threadId);
    // The seller still sees their own.
    expect((await threadQrOk(t, seller, threadId)).payload).toBe(PAYLOAD);
  });

  it('warns when the QR changed in the last 24 hours', async () => {
    const { buyer, threadId } = await conversation();
    await reserve(t, seller, threadId, { qty: 1 });
    await ageQrChanges(t, seller.id, 25 * HOUR_MS);
    const settled = await threadQrOk(t, buyer, threadId);
    expect(settled.changed_recently).toBe(false);
    const newer = testQrPhPayload({ name: 'A** N.', bic: 'PAPHPHM1XXX', city: 'Marikina' });
    await saveQr(t, seller, newer);
    expect(await threadQrOk(t, buyer, threadId)).toMatchObject({
      payload: newer,
      provider: 'Maya',
      changed_recently: true,
    });
    await ageQrChanges(t, seller.id, 23 * HOUR_MS);
    expect((await threadQrOk(t, buyer, threadId)).changed_recently).toBe(true);
    await ageQrChanges(t, seller.id, 2 * HOUR_MS);
    expect((await threadQrOk(t, buyer, threadId)).changed_recently).toBe(false);
    await saveQr(t, seller, PAYLOAD);
  });

  it('refuses across a block, whoever blocked (403 blocked)', async () => {
    const { buyer, threadId } = await conversation();
    await reserve(t, seller, threadId, { qty: 1 });
    expect((await threadQrOk(t, buyer, threadId)).payload).toBe(PAYLOAD);
    const block = await post(t.app, '/api/blocks', { userId: buyer.id }, seller.token);
    expect(block.statusCode).toBeLessThan(300);
    await unavailable(buyer, threadId, 'blocked');
    // The seller's own stays theirs.
    expect((await threadQrOk(t, seller, threadId)).payload).toBe(PAYLOAD);
  });

  it('refuses while the seller is banned, and again once the ban ends', async () => {
    const owner = await signUpAndConfirm(t);
    await saveQr(t, owner, PAYLOAD);
    const { buyer, threadId } = await conversation(owner);
    await reserve(t, owner, threadId, { qty: 1 });
    expect((await threadQrOk(t, buyer, threadId)).payload).toBe(PAYLOAD);
    await setBan(t, owner.id, new Date(Date.now() + 7 * 24 * HOUR_MS));
    await unavailable(buyer, threadId);
    await setBan(t, owner.id, null);
    expect((await threadQrOk(t, buyer, threadId)).payload).toBe(PAYLOAD);
  });

  it('refuses anyone outside the thread, and an unknown thread, the same way', async () => {
    const { threadId } = await conversation();
    await reserve(t, seller, threadId, { qty: 1 });
    const stranger = await signUpAndConfirm(t);
    const outside = await unavailable(stranger, threadId);
    const unknown = await unavailable(stranger, '00000000-0000-0000-0000-000000000000');
    expect(unknown).toEqual(outside);
    expect((await get(t.app, `/api/threads/${threadId}/payment-qr`)).statusCode).toBe(401);
  });

  it('answers 404 when the seller has no QR, only to those who may see it', async () => {
    const owner = await signUpAndConfirm(t);
    const { buyer, threadId } = await conversation(owner);
    await unavailable(buyer, threadId);
    await reserve(t, owner, threadId, { qty: 1 });
    const res = await threadQr(t, buyer, threadId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'not_found', error: 'This seller has no payment QR.' });
    expect((await threadQr(t, owner, threadId)).json()).toEqual({
      code: 'not_found',
      error: 'You have no payment QR yet.',
    });
  });

  it('records how a sale was paid, in the seller’s sales list and both exports', async () => {
    const { buyer, postId, threadId } = await conversation();
    const complete = (id: string, body: object) =>
      post(t.app, `/api/threads/${id}/complete`, body, seller.token);
    expect((await complete(threadId, { qty: 1, paid_by: 'qr' })).statusCode).toBe(200);
    const other = await conversation();
    await reserve(t, seller, other.threadId, { qty: 1 });
    const wrong = await complete(other.threadId, { paid_by: 'gcash' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'validation_failed',
      fields: { paid_by: 'errors.invalid' },
    });
    expect((await complete(other.threadId, { paid_by: 'cash' })).statusCode).toBe(200);

    const sales = (await get(t.app, `/api/posts/${postId}/sales`, seller.token)).json();
    expect(sales.data).toEqual([expect.objectContaining({ thread_id: threadId, paid_by: 'qr' })]);
    const otherSales = (await get(t.app, `/api/posts/${other.postId}/sales`, seller.token)).json();
    expect(otherSales.data).toEqual([expect.objectContaining({ paid_by: 'cash' })]);
    const bought = (await get(t.app, '/api/me/export', buyer.token)).json();
    expect(bought.threads[0].sale).toMatchObject({ qty: 1, paid_by: 'qr' });
    const sellers = (await get(t.app, '/api/me/export', seller.token)).json();
    const saleOf = (id: string) =>
      sellers.threads.find((thread: { id: string }) => thread.id === id).sale;
    expect(saleOf(threadId)).toMatchObject({ paid_by: 'qr' });
    expect(saleOf(other.threadId)).toMatchObject({ paid_by: 'cash' });
  });

  it('flags a seller asking for GCash before any reservation, and never the buyer’s "I’ve paid"', async () => {
    const { buyer, threadId } = await conversation();
    const ask = await sendOk(
      t,
      seller,
      threadId,
      'Send mo muna sa GCash ko 0917 123 4567 para ma-reserve',
    );
    expect(ask.flags).toEqual(['contact', 'payment']);
    await reserve(t, seller, threadId, { qty: 2 });
    const { provider } = await threadQrOk(t, buyer, threadId);
    for (const language of ['en', 'tl', 'ceb'] as const) {
      const paid = await sendOk(t, buyer, threadId, paidMessage(language, 50, provider));
      expect(paid.flags, paid.body).toEqual([]);
    }
    const read = await messagesOf(t, seller, threadId);
    expect(read.at(-1)).toMatchObject({
      body: 'Nagpadala ko og ₱50.00 pinaagi sa GCash. Palihug tan-awa ang imong history.',
      flags: [],
    });
  });
});
