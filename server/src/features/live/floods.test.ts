import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openStream, type TestStream } from '../../test/live';
import { createPost } from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { sendOk, startThread } from '../../test/threads';
import { patch, post, signUpAndConfirm, type SignedInUser } from '../../test/users';
import type { PostDetail } from '../posts/presenter';
import { POST_EDITS_PER_HOUR } from '../posts/routes';
import { THREAD_READS_PER_MINUTE } from '../threads/routes';

// Floods that fan out (security review): a post edit or a thread read is one request, but
// every follower's stream gets a frame of it. Each is rate-limited per person, and their
// events are coalesced: at most one a window per post (per reader of a thread), the first at
// once, the rest folded into one at the window's end that tells the state then.

/** The coalescing window here (LIVE_COALESCE_MS, a second, in production). */
const WINDOW_MS = 500;
/** How much earlier than a window after the first a frame may arrive: the first's read lagged. */
const LAG_MS = 150;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The body of an edit of `created` that changes only `changes`. */
const editOf = (created: PostDetail, changes: { title?: string; qty?: number } = {}) => ({
  title: created.title,
  description: created.description,
  price: created.price,
  qty: created.qty,
  unit: created.unit,
  family_id: created.family.id,
  expires_at: created.expires_at,
  ...changes,
});

/** When each event of `type` arrived on `stream`. */
const arrivals = (stream: TestStream, type: string) =>
  stream.arrivedAt.filter((_, i) => stream.events[i]!.type === type);
const ofType = (stream: TestStream, type: string) =>
  stream.events.filter((event) => event.type === type);

/** At most one frame a window: each comes a window (less a lag) after the one before. */
function expectOneAWindow(times: number[], burstMs: number) {
  const gaps = times.slice(1).map((at, i) => at - times[i]!);
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(WINDOW_MS - LAG_MS);
  // The first at once, then one per window the flood lasted, then the trailing one.
  expect(times.length).toBeLessThanOrEqual(2 + Math.floor(burstMs / WINDOW_MS));
}

describe.each(testEngines)('floods that fan out, on %s', (engine) => {
  let t: TestApp;
  const opened: TestStream[] = [];

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { liveCoalesceMs: WINDOW_MS });
  });
  afterEach(() => {
    t.app.liveStreams.closeAll('test_over');
    for (const stream of opened.splice(0)) stream.close();
  });
  afterAll(async () => t?.close());

  async function listen(path: string, token?: string) {
    const stream = await openStream(t.app, path, token);
    opened.push(stream);
    expect(stream.status).toBe(200);
    await stream.next('ready');
    return stream;
  }

  /** A seller's post and a buyer's thread on it, with a message the seller has not read. */
  async function conversation() {
    const [seller, buyer] = await Promise.all([signUpAndConfirm(t), signUpAndConfirm(t)]);
    const created = await createPost(t, seller);
    const threadId = await startThread(t, buyer, created.id);
    await sendOk(t, buyer, threadId, 'Available pa?');
    return { seller, buyer, threadId };
  }

  const read = (user: SignedInUser, threadId: string) =>
    post(t.app, `/api/threads/${threadId}/read`, {}, user.token);

  describe('rate limits per person', () => {
    it(`answers edit ${POST_EDITS_PER_HOUR.max + 1} of an hour 429 rate_limited with Retry-After`, async () => {
      const seller = await signUpAndConfirm(t);
      const created = await createPost(t, seller);
      const other = await createPost(t, seller);
      for (let i = 1; i <= POST_EDITS_PER_HOUR.max; i++) {
        // Spread over two posts: the count is the person's, not the post's.
        const target = i % 2 ? created : other;
        const edited = await patch(
          t.app,
          `/api/posts/${target.id}`,
          editOf(target, { title: `Ripe mangoes ${i}` }),
          seller.token,
        );
        expect(edited.statusCode).toBe(200);
      }
      const refused = await patch(t.app, `/api/posts/${created.id}`, editOf(created), seller.token);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: expect.any(String), code: 'rate_limited' });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(POST_EDITS_PER_HOUR.perMinutes * 60);

      // Someone else edits on.
      const neighbour = await signUpAndConfirm(t);
      const theirs = await createPost(t, neighbour);
      const edited = await patch(t.app, `/api/posts/${theirs.id}`, editOf(theirs), neighbour.token);
      expect(edited.statusCode).toBe(200);
    });

    it(`answers read ${THREAD_READS_PER_MINUTE.max + 1} of a minute 429 rate_limited with Retry-After`, async () => {
      const { seller, buyer, threadId } = await conversation();
      for (let i = 0; i < THREAD_READS_PER_MINUTE.max; i++) {
        expect((await read(seller, threadId)).statusCode).toBe(200);
      }
      const refused = await read(seller, threadId);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: expect.any(String), code: 'rate_limited' });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(THREAD_READS_PER_MINUTE.perMinutes * 60);
      // The other side reads on.
      expect((await read(buyer, threadId)).statusCode).toBe(200);
    });
  });

  describe('coalesced events', () => {
    it('20 rapid edits: at most one post frame a window, the first at once, the last the final state', async () => {
      const seller = await signUpAndConfirm(t);
      const created = await createPost(t, seller, { qty: 1 });
      const page = await listen(`/api/posts/${created.id}/events`);

      const started = Date.now();
      for (let i = 1; i <= 20; i++) {
        const edited = await patch(
          t.app,
          `/api/posts/${created.id}`,
          editOf(created, { title: `Mangoes, batch ${i}`, qty: i }),
          seller.token,
        );
        expect(edited.statusCode).toBe(200);
      }
      const burstMs = Date.now() - started;
      // The final state comes at most a window after the last edit; then nothing more.
      for (;;) if ((await page.next('post', 3 * WINDOW_MS)).data.qty === 20) break;
      expect(await page.arrivesWithin('post', WINDOW_MS + LAG_MS)).toBe(false);

      const times = arrivals(page, 'post');
      expect(times[0]! - started).toBeLessThan(WINDOW_MS);
      expectOneAWindow(times, burstMs);
      expect(ofType(page, 'post').at(-1)!.data).toEqual({
        post_id: created.id,
        status: 'active',
        qty: 20,
        qty_reserved: 0,
        qty_sold: 0,
        qty_available: 20,
      });
      // The page had 2 frames where it would have had 20.
      if (burstMs < WINDOW_MS - LAG_MS) expect(times).toHaveLength(2);
    });

    it('20 rapid reads: at most one read frame a window per reader; the other reader is told at once', async () => {
      const { seller, buyer, threadId } = await conversation();
      const [sellerTab, buyerTab] = await Promise.all([
        listen('/api/events', seller.token),
        listen('/api/events', buyer.token),
      ]);

      const started = Date.now();
      for (let i = 0; i < 20; i++) expect((await read(seller, threadId)).statusCode).toBe(200);
      const lastReadAt = Date.now();
      const burstMs = lastReadAt - started;
      await sleep(WINDOW_MS + LAG_MS);

      for (const tab of [buyerTab, sellerTab]) {
        const times = arrivals(tab, 'read');
        expect(times[0]! - started).toBeLessThan(WINDOW_MS);
        expectOneAWindow(times, burstMs);
        // The last read is told: a frame comes after it, not only before.
        expect(times.at(-1)!).toBeGreaterThan(lastReadAt - LAG_MS);
        for (const event of ofType(tab, 'read')) {
          expect(event.data).toEqual({ thread_id: threadId, reader_id: seller.id });
        }
      }
      // The reader's unread count, folded the same way, ends at the final 0.
      expect(ofType(sellerTab, 'unread').at(-1)!.data).toEqual({ count: 0 });
      // (Counted from the first read: the message's own count may come after the tab opened.)
      const unreadTimes = arrivals(sellerTab, 'unread').filter((at) => at >= started);
      expect(unreadTimes.length).toBeLessThanOrEqual(2 + Math.floor(burstMs / WINDOW_MS));

      // The other side's read is other news: told at once, not folded into the seller's.
      const buyerReadAt = Date.now();
      expect((await read(buyer, threadId)).statusCode).toBe(200);
      let told = await sellerTab.next('read', WINDOW_MS);
      while (told.data.reader_id !== buyer.id) told = await sellerTab.next('read', WINDOW_MS);
      expect(told.data).toEqual({ thread_id: threadId, reader_id: buyer.id });
      const toldAt = sellerTab.arrivedAt[sellerTab.events.indexOf(told)]!;
      expect(toldAt - buyerReadAt).toBeLessThan(WINDOW_MS);
    });
  });
});
