import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import { openStream, type TestStream } from '../../test/live';
import { createPost } from '../../test/posts';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app';
import { sendOk, startThread } from '../../test/threads';
import { signUpAndConfirm } from '../../test/users';

// Live events across instances (issue 23): two apps on one PostgreSQL database stand for two
// servers. A change made through one reaches streams open on the other exactly once, through
// PostgreSQL LISTEN/NOTIFY without Redis, and through Redis pub/sub with it.

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** Long enough for a second copy of an event to arrive, were one sent. */
const SETTLE_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(adminUrl)('live events across two instances', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const apps: TestApp[] = [];
  const opened: TestStream[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    // The apps end their streams as they close; a stream aborted first would leave undici
    // opening a spare connection that holds close() for its keep-alive time (about 4 s).
    for (const app of apps.splice(0)) await app.close();
    for (const stream of opened.splice(0)) stream.close();
  });
  afterAll(async () => database?.drop());

  /** Two instances on the one database (one after the other: the first migrates it). */
  async function twoInstances(overrides: Partial<AppConfig> = {}) {
    for (let i = 0; i < 2; i++) {
      // 'sqlite' only spares createTestApp a database of its own: databaseUrl wins.
      const instance = await createTestApp('sqlite', { databaseUrl: database.url, ...overrides });
      apps.push(instance);
      expect(instance.app.database.engine).toBe('postgres');
    }
    return [apps[0]!, apps[1]!] as const;
  }

  async function listen(t: TestApp, token: string) {
    const stream = await openStream(t.app, '/api/events', token);
    opened.push(stream);
    expect(stream.status).toBe(200);
    await stream.next('ready');
    return stream;
  }

  const messageIds = (stream: TestStream) =>
    stream.events.filter((event) => event.type === 'message').map((event) => event.data.id);

  async function checkAcross(a: TestApp, b: TestApp) {
    // Signed up through A: the sessions are in the shared database, good on B too.
    const [seller, buyer] = await Promise.all([signUpAndConfirm(a), signUpAndConfirm(a)]);
    const sellerOnB = await listen(b, seller.token);
    const buyerOnA = await listen(a, buyer.token);
    const buyerOnB = await listen(b, buyer.token);

    const { id: postId } = await createPost(a, seller);
    const threadId = await startThread(a, buyer, postId);
    // The start's news, whole, before the messages: its unread count is then 0, not theirs.
    for (const stream of [sellerOnB, buyerOnA, buyerOnB]) {
      expect((await stream.next('thread')).data).toEqual({ thread_id: threadId, status: 'open' });
      expect((await stream.next('unread')).data).toEqual({ count: 0 });
    }

    const sent: string[] = [];
    for (const body of ['Available pa?', 'Pila ang usa?', 'Kuhaon nako karon.']) {
      sent.push((await sendOk(a, buyer, threadId, body)).id);
    }
    const reply = (await sendOk(b, seller, threadId, 'Oo, naa pa.')).id;
    const all = [...sent, reply];
    for (const stream of [sellerOnB, buyerOnA, buyerOnB]) {
      for (let i = 0; i < all.length; i++) await stream.next('message');
    }

    await sleep(SETTLE_MS);
    for (const stream of [sellerOnB, buyerOnA, buyerOnB]) {
      expect([...messageIds(stream)].sort()).toEqual([...all].sort());
    }
    const of = (stream: TestStream, type: string) =>
      stream.events.filter((event) => event.type === type).map((event) => event.data);
    // One 'thread' for the start; 'unread': the start's, then one per message received.
    for (const stream of [sellerOnB, buyerOnA, buyerOnB]) {
      expect(of(stream, 'thread')).toEqual([{ thread_id: threadId, status: 'open' }]);
    }
    expect(of(sellerOnB, 'unread')).toEqual([{ count: 0 }, ...sent.map(() => ({ count: 1 }))]);
    expect(of(buyerOnA, 'unread')).toEqual([{ count: 0 }, { count: 1 }]);
    expect(of(buyerOnB, 'unread')).toEqual([{ count: 0 }, { count: 1 }]);
  }

  it('through PostgreSQL LISTEN/NOTIFY when there is no Redis', async () => {
    const [a, b] = await twoInstances({ redisUrl: undefined });
    await checkAcross(a, b);
  });

  it.runIf(redisUrl)('through Redis when REDIS_URL is set', async () => {
    const [a, b] = await twoInstances({ redisUrl });
    await checkAcross(a, b);
  });
});
