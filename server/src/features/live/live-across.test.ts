import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import { openStream, type TestStream } from '../../test/live';
import { createPost } from '../../test/posts';
import { createTestApp, createTestDatabase, type TestApp } from '../../test/test-app';
import { sendOk, startThread } from '../../test/threads';
import { post, signUpAndConfirm } from '../../test/users';
import { STREAMS_PER_PERSON } from './streams';

// Live events across instances (issue 23): two apps on one PostgreSQL database stand for two
// servers. A change made through one reaches streams open on the other exactly once, through
// PostgreSQL LISTEN/NOTIFY without Redis, and through Redis pub/sub with it. With Redis, a
// person's limits (streams, "typing") hold across the two as in one.

const adminUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

/** Long enough for a second copy of an event to arrive, were one sent. */
const SETTLE_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Whether the stream ends within `ms`. */
const endsWithin = (stream: TestStream, ms: number) =>
  Promise.race([stream.ended.then(() => true), sleep(ms).then(() => false)]);

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

  it.runIf(redisUrl)(
    `holds a person to ${STREAMS_PER_PERSON} streams across instances: an eleventh closes their oldest`,
    async () => {
      const [a, b] = await twoInstances({ redisUrl });
      const [user, other] = await Promise.all([signUpAndConfirm(a), signUpAndConfirm(a)]);
      const onA: TestStream[] = [];
      const onB: TestStream[] = [];
      for (let i = 0; i < 6; i++) onA.push(await listen(a, user.token));
      for (let i = 0; i < 4; i++) onB.push(await listen(b, user.token));
      const otherOnA = await listen(a, other.token);
      const open = () => a.app.liveStreams.size + b.app.liveStreams.size;
      expect(open()).toBe(STREAMS_PER_PERSON + 1);

      // The eleventh, on B: the oldest, on A, is closed by A when B asks it to.
      onB.push(await listen(b, user.token));
      expect(await endsWithin(onA[0]!, 3_000)).toBe(true);
      expect(onA[0]!.events.at(-1)).toEqual({ type: 'end', data: { reason: 'too_many_streams' } });
      expect(open()).toBe(STREAMS_PER_PERSON + 1);
      // A twelfth on A: the second oldest goes.
      onA.push(await listen(a, user.token));
      expect(await endsWithin(onA[1]!, 3_000)).toBe(true);
      await sleep(SETTLE_MS);
      expect(open()).toBe(STREAMS_PER_PERSON + 1);
      const ended = await Promise.all(
        [...onA.slice(2), ...onB, otherOnA].map((stream) => endsWithin(stream, 0)),
      );
      expect(ended.every((yes) => !yes)).toBe(true);
    },
  );

  it.runIf(redisUrl)('holds "typing" to its interval across instances', async () => {
    const [a, b] = await twoInstances({ redisUrl });
    const [seller, buyer] = await Promise.all([signUpAndConfirm(a), signUpAndConfirm(a)]);
    const { id: postId } = await createPost(a, seller);
    const threadId = await startThread(a, buyer, postId);
    const sellerTab = await listen(a, seller.token);
    // The buyer types in two tabs, whose requests two instances answer, within a second.
    for (const instance of [a, b, a, b]) {
      const typed = await post(instance.app, `/api/threads/${threadId}/typing`, {}, buyer.token);
      expect(typed.statusCode).toBe(200);
    }
    expect((await sellerTab.next('typing')).data).toEqual({
      thread_id: threadId,
      user_id: buyer.id,
    });
    expect(await sellerTab.arrivesWithin('typing', SETTLE_MS)).toBe(false);
  });
});
