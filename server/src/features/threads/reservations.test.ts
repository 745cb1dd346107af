import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, inDays } from '../../test/posts';
import { amountsOf, inHours, release, reserve, runExpiryJob, sellOk } from '../../test/sales';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { startThread, threadDetail } from '../../test/threads';
import { get, post, signUpAndConfirm, type SignedInUser } from '../../test/users';

// Reservations (issue 11): PUT and DELETE /api/threads/{id}/reservation, the reservation on
// every thread object, what is left of the post, and the end of a reservation by itself.

const NOT_ENOUGH = {
  error: 'Not enough of this post is left for that amount.',
  code: 'not_enough_left',
};

describe.each(testEngines)('reservations on %s', (engine) => {
  let t: TestApp;
  let seller: SignedInUser;
  let buyer: SignedInUser;
  let other: SignedInUser;
  let stranger: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    seller = await signUpAndConfirm(t);
    buyer = await signUpAndConfirm(t);
    other = await signUpAndConfirm(t);
    stranger = await signUpAndConfirm(t);
  });
  afterAll(async () => t?.close());

  /** A post of 10 kg (expiring in 3 days) and a thread of `who` about it. */
  async function mangoes(who: SignedInUser = buyer, overrides: Record<string, unknown> = {}) {
    const created = await createPost(t, seller, {
      title: 'Mangga',
      qty: 10,
      unit: 'kg',
      expiresAt: inDays(3),
      ...overrides,
    });
    return { postId: created.id, threadId: await startThread(t, who, created.id, 'Pabili po') };
  }

  it('holds part of the post for the buyer and shows it on the thread and the post', async () => {
    const { postId, threadId } = await mangoes();
    const until = inHours(5);
    const res = await reserve(t, seller, threadId, { qty: 2, until });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ qty: 2, until, created_at: expect.any(String) });

    expect(await amountsOf(t, postId)).toEqual({
      qty: 10,
      qty_reserved: 2,
      qty_sold: 0,
      qty_available: 8,
      status: 'active',
    });
    for (const user of [seller, buyer]) {
      expect((await threadDetail(t, user, threadId)).reservation).toEqual({ qty: 2, until });
    }
    const list = (await get(t.app, '/api/threads', buyer.token)).json() as {
      data: { id: string; reservation: unknown }[];
    };
    expect(list.data.find((item) => item.id === threadId)?.reservation).toEqual({ qty: 2, until });

    // The feed and My Posts carry the same amounts.
    const mine = (await get(t.app, '/api/posts?mine=1', seller.token)).json() as {
      data: { id: string; qty_reserved: number; qty_available: number }[];
    };
    expect(mine.data.find((item) => item.id === postId)).toMatchObject({
      qty_reserved: 2,
      qty_available: 8,
    });
    const feed = (await get(t.app, '/api/posts?search=Mangga&pageSize=50')).json() as {
      data: { id: string; qty_sold: number; qty_available: number }[];
    };
    expect(feed.data.find((item) => item.id === postId)).toMatchObject({
      qty_sold: 0,
      qty_available: 8,
    });
  });

  it('replaces a reservation, counting its own hold as free', async () => {
    const { postId, threadId } = await mangoes();
    await reserve(t, seller, threadId, { qty: 6 });
    const changed = await reserve(t, seller, threadId, { qty: 10, until: inHours(1) });
    expect(changed.statusCode).toBe(200);
    expect(await amountsOf(t, postId)).toMatchObject({ qty_reserved: 10, qty_available: 0 });
    expect((await threadDetail(t, buyer, threadId)).reservation?.qty).toBe(10);

    const shrunk = await reserve(t, seller, threadId, { qty: 1.25 });
    expect(shrunk.statusCode).toBe(200);
    expect(await amountsOf(t, postId)).toMatchObject({ qty_reserved: 1.25, qty_available: 8.75 });
  });

  it('refuses more than is left: 409 not_enough_left', async () => {
    const { postId, threadId } = await mangoes();
    const second = await startThread(t, other, postId);
    expect((await reserve(t, seller, threadId, { qty: 7 })).statusCode).toBe(200);
    const tooMuch = await reserve(t, seller, second, { qty: 3.01 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toEqual(NOT_ENOUGH);
    expect((await reserve(t, seller, second, { qty: 3 })).statusCode).toBe(200);
    expect(await amountsOf(t, postId)).toMatchObject({ qty_reserved: 10, qty_available: 0 });
    expect((await reserve(t, seller, threadId, { qty: 10.01 })).statusCode).toBe(409);
  });

  it('checks the amount and the time: 400 validation_failed with fields', async () => {
    const { threadId } = await mangoes(buyer, { expiresAt: inDays(1) });
    const cases: [{ qty: unknown; until?: unknown }, Record<string, string>][] = [
      [{ qty: 0 }, { qty: 'errors.amountNotPositive' }],
      [{ qty: 100_001 }, { qty: 'errors.qtyTooLarge' }],
      [{ qty: 1.001 }, { qty: 'errors.amountDecimals' }],
      [{ qty: 1, until: inHours(-1) }, { until: 'errors.untilPast' }],
      [{ qty: 1, until: inHours(24 * 7 + 1) }, { until: 'errors.untilTooFar' }],
      [{ qty: 1, until: inHours(25) }, { until: 'errors.untilAfterExpiry' }],
      [{ qty: 1, until: 'tomorrow' }, { until: 'errors.invalid' }],
    ];
    for (const [body, fields] of cases) {
      const res = await reserve(t, seller, threadId, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', fields });
    }
    expect((await threadDetail(t, seller, threadId)).reservation).toBeNull();
  });

  it('is the seller’s: 403 for the buyer, 404 for anyone else, 401 signed out', async () => {
    const { threadId } = await mangoes();
    const byBuyer = await reserve(t, buyer, threadId, { qty: 1 });
    expect(byBuyer.statusCode).toBe(403);
    expect(byBuyer.json()).toMatchObject({ code: 'forbidden' });
    expect((await reserve(t, stranger, threadId, { qty: 1 })).statusCode).toBe(404);
    expect((await reserve(t, undefined, threadId, { qty: 1 })).statusCode).toBe(401);
    expect((await reserve(t, seller, 'no-such-thread', { qty: 1 })).statusCode).toBe(404);
    expect((await release(t, stranger, threadId)).statusCode).toBe(404);
  });

  it('is not made on a completed thread nor a canceled or completed post', async () => {
    const sold = await mangoes();
    await sellOk(t, seller, sold.threadId, 1);
    const onCompleted = await reserve(t, seller, sold.threadId, { qty: 1 });
    expect(onCompleted.statusCode).toBe(409);
    expect(onCompleted.json()).toMatchObject({ code: 'thread_completed' });

    for (const action of ['cancel', 'complete']) {
      const { postId, threadId } = await mangoes();
      await post(t.app, `/api/posts/${postId}/${action}`, {}, seller.token);
      const res = await reserve(t, seller, threadId, { qty: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'post_unavailable' });
    }
  });

  it('is released by the seller or the buyer', async () => {
    const { postId, threadId } = await mangoes();
    for (const who of [seller, buyer]) {
      await reserve(t, seller, threadId, { qty: 4 });
      const res = await release(t, who, threadId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      expect((await threadDetail(t, buyer, threadId)).reservation).toBeNull();
      expect(await amountsOf(t, postId)).toMatchObject({ qty_reserved: 0, qty_available: 10 });
    }
    // Nothing held: releasing again is harmless.
    expect((await release(t, buyer, threadId)).statusCode).toBe(200);
  });

  it('ends by itself at its time (the expiry job) and when its post is canceled', async () => {
    const { postId, threadId } = await mangoes();
    const second = await startThread(t, other, postId);
    await reserve(t, seller, threadId, { qty: 3 });
    await reserve(t, seller, second, { qty: 2, until: inHours(6) });
    await t.app.database.db
      .updateTable('reservations')
      .set({ until: new Date(Date.now() - 1000).toISOString() })
      .where('thread_id', '=', threadId)
      .execute();
    await runExpiryJob(t);
    expect((await threadDetail(t, buyer, threadId)).reservation).toBeNull();
    expect((await threadDetail(t, other, second)).reservation?.qty).toBe(2);
    expect(await amountsOf(t, postId)).toMatchObject({ qty_reserved: 2, qty_available: 8 });

    // The post canceled: its holds are over at once, and gone after the job.
    await post(t.app, `/api/posts/${postId}/cancel`, {}, seller.token);
    expect((await threadDetail(t, other, second)).reservation).toBeNull();
    const owned = (await get(t.app, `/api/posts/${postId}`, seller.token)).json() as {
      qty_reserved: number;
    };
    expect(owned.qty_reserved).toBe(0);
    await runExpiryJob(t);
    const left = await t.app.database.db
      .selectFrom('reservations')
      .select('thread_id')
      .where('post_id', '=', postId)
      .execute();
    expect(left).toEqual([]);
  });

  it('never holds more than is left when many are made at once', async () => {
    const { postId } = await mangoes(buyer, { qty: 5 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => signUpAndConfirm(t)));
    const threads = await Promise.all(buyers.map((who) => startThread(t, who, postId)));
    const answers = await Promise.all(
      threads.map((threadId) => reserve(t, seller, threadId, { qty: 2 })),
    );
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 200, 409, 409, 409, 409, 409, 409]);
    expect(await amountsOf(t, postId)).toMatchObject({ qty_reserved: 4, qty_available: 1 });
  });

  it('limits reservation changes to 30 an hour per person (429 rate_limited)', async () => {
    // Issue 21: each hold or release is news pushed to the buyer; flipping one is a flood.
    const flipper = await signUpAndConfirm(t);
    const created = await createPost(t, flipper, { title: 'Mangga', qty: 10, unit: 'kg' });
    const threadId = await startThread(t, buyer, created.id, 'Pabili po');
    for (let round = 1; round <= 15; round++) {
      expect((await reserve(t, flipper, threadId, { qty: 1 })).statusCode, `hold ${round}`).toBe(
        200,
      );
      expect((await release(t, flipper, threadId)).statusCode, `release ${round}`).toBe(200);
    }
    for (const limited of [
      await reserve(t, flipper, threadId, { qty: 2 }),
      await release(t, flipper, threadId),
    ]) {
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({
        error: 'Too many requests. Please wait and try again.',
        code: 'rate_limited',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await threadDetail(t, buyer, threadId)).reservation).toBeNull();
    // Other sellers are not held back by one who is.
    const calm = await signUpAndConfirm(t);
    const calmPost = await createPost(t, calm, { qty: 10, unit: 'kg' });
    const calmThread = await startThread(t, buyer, calmPost.id, 'Pabili po');
    expect((await reserve(t, calm, calmThread, { qty: 1 })).statusCode).toBe(200);
  });
});
