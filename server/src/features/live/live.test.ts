import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listening, openStream, type TestStream } from '../../test/live';
import { createPost, DAY_MS, setBan } from '../../test/posts';
import { release, reserve } from '../../test/sales';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { completeThread, sendOk, startThread } from '../../test/threads';
import { patch, post, signUpAndConfirm, type SignedInUser } from '../../test/users';
import { PUBLIC_STREAMS_PER_ADDRESS, STREAMS_PER_PERSON } from './streams';

// Live events (issue 23) end to end: real streams read over HTTP as the browser reads them,
// each event type reaching the people it concerns and nobody else, the stream's own upkeep
// (heartbeats, sessions, limits). "Nothing arrives" is checked for 300 ms, after an event
// of the same change has reached someone else wherever there is one.

const QUIET_MS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether `promise` settles within `ms`. */
const settlesWithin = (promise: Promise<unknown>, ms: number) =>
  Promise.race([promise.then(() => true), sleep(ms).then(() => false)]);

describe.each(testEngines)('live events on %s', (engine) => {
  let t: TestApp;
  const opened: TestStream[] = [];

  beforeAll(async () => {
    t = await createTestApp(engine, {
      liveHeartbeatMs: 200,
      liveSessionCheckMs: 200,
      rateLimitFactor: 100,
    });
  });
  afterEach(() => {
    // Ended by the server, not aborted: an aborted fetch leaves undici opening a spare
    // connection that holds the app's close() for its keep-alive time (about 4 s).
    t.app.liveStreams.closeAll('test_over');
    for (const stream of opened.splice(0)) stream.close();
  });
  afterAll(async () => t?.close());

  /** A stream, read up to its `ready` when it opened; closed after the test. */
  async function listen(path: string, token?: string, app = t) {
    const stream = await openStream(app.app, path, token);
    opened.push(stream);
    if (stream.status === 200) await stream.next('ready');
    return stream;
  }
  const userStream = (user: SignedInUser) => listen('/api/events', user.token);

  /** None of these streams gets an event of `type` for a while. */
  async function expectNone(type: string, ...streams: TestStream[]) {
    const arrived = await Promise.all(streams.map((s) => s.arrivesWithin(type, QUIET_MS)));
    expect(arrived).toEqual(streams.map(() => false));
  }

  /**
   * A seller's post of 3, a buyer's thread on it (no first message), and a third person; each
   * with a stream open from before the thread began, read past what its start told them.
   */
  async function conversation() {
    const [seller, buyer, third] = await Promise.all([
      signUpAndConfirm(t),
      signUpAndConfirm(t),
      signUpAndConfirm(t),
    ]);
    const created = await createPost(t, seller, { qty: 3 });
    const [sellerTab, buyerTab, thirdTab] = await Promise.all([
      userStream(seller),
      userStream(buyer),
      userStream(third),
    ]);
    const threadId = await startThread(t, buyer, created.id);
    // The seller's list has a new thread; the buyer's other tabs too.
    expect((await sellerTab.next('thread')).data).toEqual({ thread_id: threadId, status: 'open' });
    expect((await sellerTab.next('unread')).data).toEqual({ count: 0 });
    expect((await buyerTab.next('thread')).data).toEqual({ thread_id: threadId, status: 'open' });
    expect((await buyerTab.next('unread')).data).toEqual({ count: 0 });
    return { seller, buyer, third, post: created, threadId, sellerTab, buyerTab, thirdTab };
  }

  describe('each event reaches the people it concerns, and nobody else', () => {
    it('message: the recipient and the sender’s other tabs; unread: the recipient', async () => {
      const { seller, buyer, threadId, sellerTab, buyerTab, thirdTab } = await conversation();
      const buyerOtherTab = await userStream(buyer);

      const sent = await sendOk(t, buyer, threadId, 'Available pa?');
      const expected = { id: sent.id, thread_id: threadId, body: 'Available pa?' };
      expect((await sellerTab.next('message')).data).toMatchObject({
        ...expected,
        sender_id: buyer.id,
      });
      expect((await buyerTab.next('message')).data).toMatchObject(expected);
      expect((await buyerOtherTab.next('message')).data).toMatchObject(expected);
      expect((await sellerTab.next('unread')).data).toEqual({ count: 1 });
      await expectNone('message', thirdTab);
      await expectNone('unread', buyerTab, buyerOtherTab, thirdTab);

      // The other way round.
      const reply = await sendOk(t, seller, threadId, 'Oo, naa pa.');
      expect((await buyerTab.next('message')).data).toMatchObject({
        id: reply.id,
        sender_id: seller.id,
      });
      expect((await sellerTab.next('message')).data).toMatchObject({ id: reply.id });
      expect((await buyerTab.next('unread')).data).toEqual({ count: 1 });
      await expectNone('message', thirdTab);
    });

    it('read: the other side learns the thread was read; the reader’s unread count drops', async () => {
      const { seller, buyer, threadId, sellerTab, buyerTab, thirdTab } = await conversation();
      await sendOk(t, buyer, threadId, 'Pila ang usa?');
      expect((await sellerTab.next('unread')).data).toEqual({ count: 1 });

      const read = await post(t.app, `/api/threads/${threadId}/read`, {}, seller.token);
      expect(read.statusCode).toBe(200);
      expect((await buyerTab.next('read')).data).toEqual({
        thread_id: threadId,
        reader_id: seller.id,
      });
      expect((await sellerTab.next('unread')).data).toEqual({ count: 0 });
      await expectNone('read', thirdTab);
      await expectNone('unread', buyerTab, thirdTab);
    });

    it('thread: the seller when a buyer starts one, both when the seller completes it', async () => {
      // conversation() checks the start; here, the completion.
      const { seller, threadId, sellerTab, buyerTab, thirdTab } = await conversation();
      await completeThread(t, seller, threadId);
      const completed = { thread_id: threadId, status: 'completed' };
      expect((await sellerTab.next('thread')).data).toEqual(completed);
      expect((await buyerTab.next('thread')).data).toEqual(completed);
      await expectNone('thread', thirdTab);
    });

    it('reservation and sale: both sides and the post page hear the new amounts', async () => {
      const c = await conversation();
      const { seller, buyer, threadId, sellerTab, buyerTab, thirdTab } = c;
      const postId = c.post.id;
      const page = await listen(`/api/posts/${postId}/events`);
      const amounts = (qty_reserved: number, qty_sold: number, qty_available: number) => ({
        post_id: postId,
        status: 'active',
        qty: 3,
        qty_reserved,
        qty_sold,
        qty_available,
      });
      const bothHear = async (type: string, data: object) => {
        expect((await sellerTab.next(type)).data).toEqual(data);
        expect((await buyerTab.next(type)).data).toEqual(data);
      };

      expect((await reserve(t, seller, threadId, { qty: 1 })).statusCode).toBe(200);
      await bothHear('reservation', { thread_id: threadId, action: 'made', ...amounts(1, 0, 2) });
      expect((await page.next('post')).data).toEqual(amounts(1, 0, 2));

      expect((await reserve(t, seller, threadId, { qty: 2 })).statusCode).toBe(200);
      await bothHear('reservation', {
        thread_id: threadId,
        action: 'changed',
        ...amounts(2, 0, 1),
      });
      expect((await page.next('post')).data).toEqual(amounts(2, 0, 1));

      expect((await release(t, buyer, threadId)).statusCode).toBe(200);
      await bothHear('reservation', {
        thread_id: threadId,
        action: 'released',
        ...amounts(0, 0, 3),
      });
      expect((await page.next('post')).data).toEqual(amounts(0, 0, 3));

      expect((await reserve(t, seller, threadId, { qty: 2 })).statusCode).toBe(200);
      await bothHear('reservation', { thread_id: threadId, action: 'made', ...amounts(2, 0, 1) });
      expect((await page.next('post')).data).toEqual(amounts(2, 0, 1));

      // The sale takes the reservation: `sold_qty` is this sale's, `qty` the post's.
      await completeThread(t, seller, threadId);
      await bothHear('sale', {
        thread_id: threadId,
        action: 'sold',
        sold_qty: 2,
        ...amounts(0, 2, 1),
      });
      expect((await page.next('post')).data).toEqual(amounts(0, 2, 1));

      await expectNone('reservation', thirdTab);
      await expectNone('sale', thirdTab);
    });

    it('post: a post page hears of edits and a cancel; an unknown or canceled post has none', async () => {
      const seller = await signUpAndConfirm(t);
      const created = await createPost(t, seller, { qty: 3 });
      const page = await listen(`/api/posts/${created.id}/events`);
      expect(page.status).toBe(200);
      const otherPost = await createPost(t, seller, { qty: 3 });
      const otherPage = await listen(`/api/posts/${otherPost.id}/events`);

      const edit = {
        title: created.title,
        description: created.description,
        price: created.price,
        qty: 5,
        unit: created.unit,
        family_id: created.family.id,
        expires_at: created.expires_at,
      };
      const edited = await patch(t.app, `/api/posts/${created.id}`, edit, seller.token);
      expect(edited.statusCode).toBe(200);
      expect((await page.next('post')).data).toEqual({
        post_id: created.id,
        status: 'active',
        qty: 5,
        qty_reserved: 0,
        qty_sold: 0,
        qty_available: 5,
      });

      const canceled = await post(t.app, `/api/posts/${created.id}/cancel`, {}, seller.token);
      expect(canceled.statusCode).toBe(200);
      expect((await page.next('post')).data).toEqual({
        post_id: created.id,
        status: 'hidden',
        qty: 5,
        qty_reserved: 0,
        qty_sold: 0,
        qty_available: 5,
      });
      await expectNone('post', otherPage);

      for (const id of [created.id, '01J0000000000000000000NONE']) {
        const gone = await openStream(t.app, `/api/posts/${id}/events`);
        opened.push(gone);
        expect(gone.status).toBe(404);
      }
    });

    it('typing: the other side only, at most once per 3 s per person and thread', async () => {
      const { seller, buyer, threadId, sellerTab, buyerTab, thirdTab } = await conversation();
      const typing = (user: SignedInUser) =>
        post(t.app, `/api/threads/${threadId}/typing`, {}, user.token);

      const first = await typing(buyer);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ ok: true });
      expect((await sellerTab.next('typing')).data).toEqual({
        thread_id: threadId,
        user_id: buyer.id,
      });
      // At once again: answered, but not told.
      const again = await typing(buyer);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ ok: true });
      await expectNone('typing', sellerTab, buyerTab, thirdTab);

      // The seller's own typing is counted apart from the buyer's.
      expect((await typing(seller)).statusCode).toBe(200);
      expect((await buyerTab.next('typing')).data).toEqual({
        thread_id: threadId,
        user_id: seller.id,
      });
      await expectNone('typing', sellerTab, thirdTab);
    });
  });

  it('tells a blocked pair nothing of each other’s typing or reading', async () => {
    const { seller, buyer, threadId, sellerTab, buyerTab } = await conversation();
    await sendOk(t, buyer, threadId, 'Available pa?');
    expect((await sellerTab.next('unread')).data).toEqual({ count: 1 });
    const blocked = await post(t.app, '/api/blocks', { userId: buyer.id }, seller.token);
    expect(blocked.statusCode).toBe(201);

    for (const [actor, other] of [
      [buyer, sellerTab],
      [seller, buyerTab],
    ] as const) {
      const typed = await post(t.app, `/api/threads/${threadId}/typing`, {}, actor.token);
      expect(typed.statusCode).toBe(200);
      await expectNone('typing', other);
    }

    // The reader's own tabs still hear of their read: by then the other side would have too.
    const read = await post(t.app, `/api/threads/${threadId}/read`, {}, seller.token);
    expect(read.statusCode).toBe(200);
    expect((await sellerTab.next('read')).data).toEqual({
      thread_id: threadId,
      reader_id: seller.id,
    });
    await expectNone('read', buyerTab);
    expect((await post(t.app, `/api/threads/${threadId}/read`, {}, buyer.token)).statusCode).toBe(
      200,
    );
    expect((await buyerTab.next('read')).data).toMatchObject({ reader_id: buyer.id });
    await expectNone('read', sellerTab);
  });

  describe('the stream ends with its session', () => {
    const endsSignedOut = async (stream: TestStream) => {
      expect(await settlesWithin(stream.ended, 3_000)).toBe(true);
      expect(stream.events.at(-1)).toEqual({ type: 'end', data: { reason: 'signed_out' } });
    };

    it('on logout, and only the streams of that session', async () => {
      const user = await signUpAndConfirm(t);
      const otherSession = (await post(t.app, '/api/auth/login', user)).json().token as string;
      const stream = await userStream(user);
      const otherDevice = await listen('/api/events', otherSession);

      expect((await post(t.app, '/api/auth/logout', {}, user.token)).statusCode).toBe(200);
      await endsSignedOut(stream);
      expect(await settlesWithin(otherDevice.ended, QUIET_MS)).toBe(false);
    });

    it('on a ban', async () => {
      const user = await signUpAndConfirm(t);
      const stream = await userStream(user);
      await setBan(t, user.id, new Date(Date.now() + DAY_MS));
      await endsSignedOut(stream);
      const again = await openStream(t.app, '/api/events', user.token);
      opened.push(again);
      expect(again.status).not.toBe(200);
    });
  });

  it('keeps an idle stream alive with heartbeats, with headers that stop buffering', async () => {
    const user = await signUpAndConfirm(t);
    const controller = new AbortController();
    const response = await fetch(`${await listening(t.app)}/api/events`, {
      headers: { authorization: `Bearer ${user.token}` },
      signal: controller.signal,
    });
    try {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream\b/);
      expect(response.headers.get('cache-control')).toMatch(/\bno-cache\b/);
      expect(response.headers.get('x-accel-buffering')).toBe('no');

      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let text = '';
      const deadline = Date.now() + 3_000;
      // liveHeartbeatMs is 200: two heartbeats come within a second of nothing happening.
      while ((text.match(/^: hb\n\n/gm) ?? []).length < 2 && Date.now() < deadline) {
        const { done, value } = await reader.read();
        if (done) break;
        text += value;
      }
      expect(text).toMatch(/^event: ready\n/m);
      expect((text.match(/^: hb\n\n/gm) ?? []).length).toBeGreaterThanOrEqual(2);
    } finally {
      controller.abort();
    }
  });

  describe('limits', () => {
    it(`closes a person’s oldest stream when they open stream ${STREAMS_PER_PERSON + 1}`, async () => {
      const user = await signUpAndConfirm(t);
      const streams: TestStream[] = [];
      for (let i = 0; i < STREAMS_PER_PERSON; i++) streams.push(await userStream(user));
      expect(await settlesWithin(streams[0]!.ended, 50)).toBe(false);

      const eleventh = await userStream(user);
      expect(eleventh.status).toBe(200);
      expect(await settlesWithin(streams[0]!.ended, 3_000)).toBe(true);
      expect(streams[0]!.events.at(-1)).toEqual({
        type: 'end',
        data: { reason: 'too_many_streams' },
      });
      // The others stay open.
      const stillOpen = await Promise.all(
        [...streams.slice(1), eleventh].map((s) => settlesWithin(s.ended, 0)),
      );
      expect(stillOpen.every((ended) => !ended)).toBe(true);
    });

    it('answers 503 with Retry-After past the server’s cap, visitors at most half of it', async () => {
      const capped = await createTestApp(engine, { liveMaxStreams: 4, liveSessionCheckMs: 200 });
      try {
        const [seller, buyer] = await Promise.all([
          signUpAndConfirm(capped),
          signUpAndConfirm(capped),
        ]);
        const { id } = await createPost(capped, seller);
        const page = async () => fetch(`${await listening(capped.app)}/api/posts/${id}/events`);
        const expectBusy = async (refused: Response) => {
          expect(refused.status).toBe(503);
          expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
          expect(refused.headers.get('content-type')).toMatch(/^application\/json\b/);
          expect(await refused.json()).toEqual({ error: expect.any(String), code: 'busy' });
        };

        // Visitors hold their half (2 of 4): a third post page waits, though 2 are free...
        await listen(`/api/posts/${id}/events`, undefined, capped);
        await listen(`/api/posts/${id}/events`, undefined, capped);
        await expectBusy(await page());
        // ...which signed-in people still have.
        const mine = await listen('/api/events', seller.token, capped);
        expect(mine.status).toBe(200);
        expect((await listen('/api/events', buyer.token, capped)).status).toBe(200);
        expect(capped.app.liveStreams.size).toBe(4);

        // Full: nobody gets in.
        await expectBusy(await page());
        const refused = await openStream(capped.app, '/api/events', buyer.token);
        opened.push(refused);
        expect(refused.status).toBe(503);

        // A stream that ends makes room for the next.
        expect((await post(capped.app, '/api/auth/logout', {}, seller.token)).statusCode).toBe(200);
        expect(await settlesWithin(mine.ended, 3_000)).toBe(true);
        const next = await listen('/api/events', buyer.token, capped);
        expect(next.status).toBe(200);
      } finally {
        await capped.close();
      }
    });

    it(`answers 429 to an address’s post page ${PUBLIC_STREAMS_PER_ADDRESS + 1}`, async () => {
      const seller = await signUpAndConfirm(t);
      const { id } = await createPost(t, seller);
      for (let i = 0; i < PUBLIC_STREAMS_PER_ADDRESS; i++) {
        expect((await listen(`/api/posts/${id}/events`)).status).toBe(200);
      }
      const refused = await fetch(`${await listening(t.app)}/api/posts/${id}/events`);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({ error: expect.any(String), code: 'rate_limited' });
      // The address's signed-in streams are not post pages: they still open.
      expect((await userStream(seller)).status).toBe(200);
    });
  });

  it('ends every stream when the app closes', async () => {
    const closing = await createTestApp(engine);
    const user = await signUpAndConfirm(closing);
    const { id } = await createPost(closing, user);
    const streams = [
      await listen('/api/events', user.token, closing),
      await listen(`/api/posts/${id}/events`, undefined, closing),
    ];
    // close() must not wait for the tabs to leave.
    expect(await settlesWithin(closing.close(), 5_000)).toBe(true);
    for (const stream of streams) {
      expect(await settlesWithin(stream.ended, 1_000)).toBe(true);
      expect(stream.events.at(-1)).toEqual({ type: 'end', data: { reason: 'stopping' } });
    }
  });

  it('refuses a stream without a session', async () => {
    const stream = await openStream(t.app, '/api/events');
    expect(stream.status).toBe(401);
  });
});
