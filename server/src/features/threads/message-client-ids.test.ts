import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { completeThread, countMessages, messagesOf, sale, startThread } from '../../test/threads';
import { createPost } from '../../test/posts';
import { post, signUpAndConfirm, type SignedInUser } from '../../test/users';

// A phone that lost its signal sends again what it is not sure arrived (its offline queue):
// a message carrying the sender's client_id is stored once, and a repeat answers that message.

describe.each(testEngines)('message client ids on %s', (engine) => {
  let t: TestApp;
  let seller: SignedInUser;
  let buyer: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    seller = await signUpAndConfirm(t);
    buyer = await signUpAndConfirm(t);
  });
  afterAll(async () => t?.close());

  const sendWithId = (user: SignedInUser, threadId: string, body: unknown, client_id: unknown) =>
    post(t.app, `/api/threads/${threadId}/messages`, { body, client_id }, user.token);

  it('stores a message once and answers a repeat with the stored message', async () => {
    const { threadId } = await sale(t, seller, buyer, { completed: false });
    const clientId = randomUUID();
    const first = await sendWithId(buyer, threadId, 'Kukunin ko po bukas.', clientId);
    expect(first.statusCode).toBe(201);
    const again = await sendWithId(buyer, threadId, 'Kukunin ko po bukas.', clientId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await countMessages(t, threadId)).toBe(2);
    const messages = await messagesOf(t, seller, threadId);
    expect(messages.map((m) => m.body)).toEqual(['Available pa po?', 'Kukunin ko po bukas.']);
  });

  it('keeps one message when the same send arrives twice at once', async () => {
    const { threadId } = await sale(t, seller, buyer, { completed: false });
    const clientId = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3].map(() => sendWithId(buyer, threadId, 'Sabay-sabay', clientId)),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 201]);
    const ids = new Set(answers.map((res) => (res.json() as { id: string }).id));
    expect(ids.size).toBe(1);
    expect(await countMessages(t, threadId)).toBe(2);
  });

  it('lets different senders, and one sender in different threads, use the same id', async () => {
    const { threadId } = await sale(t, seller, buyer, { completed: false });
    const other = await createPost(t, seller, { title: 'Talong' });
    const otherThread = await startThread(t, buyer, other.id);
    const clientId = randomUUID();
    expect((await sendWithId(buyer, threadId, 'From the buyer', clientId)).statusCode).toBe(201);
    expect((await sendWithId(seller, threadId, 'From the seller', clientId)).statusCode).toBe(201);
    expect((await sendWithId(buyer, otherThread, 'Other thread', clientId)).statusCode).toBe(201);
    expect((await messagesOf(t, buyer, threadId)).map((m) => m.body)).toEqual([
      'Available pa po?',
      'From the buyer',
      'From the seller',
    ]);
    expect((await messagesOf(t, buyer, otherThread)).map((m) => m.body)).toEqual(['Other thread']);
  });

  it('answers the stored message even after the sale closed', async () => {
    const { threadId } = await sale(t, seller, buyer, { completed: false });
    const clientId = randomUUID();
    const first = await sendWithId(buyer, threadId, 'Salamat po!', clientId);
    await completeThread(t, seller, threadId);
    const again = await sendWithId(buyer, threadId, 'Salamat po!', clientId);
    expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
    // A new message is still refused.
    const fresh = await sendWithId(buyer, threadId, 'Salamat po!', randomUUID());
    expect(fresh.statusCode).toBe(409);
  });

  it('stores each send without an id, and refuses an id that is not a UUID', async () => {
    const { threadId } = await sale(t, seller, buyer, { completed: false });
    const plain = () =>
      post(t.app, `/api/threads/${threadId}/messages`, { body: 'Hi' }, buyer.token);
    expect((await plain()).statusCode).toBe(201);
    expect((await plain()).statusCode).toBe(201);
    expect(await countMessages(t, threadId)).toBe(3);
    for (const bad of ['abc', '', 42, `${randomUUID()}x`, null]) {
      const res = await sendWithId(buyer, threadId, 'Hi', bad);
      expect([res.statusCode, res.json()]).toEqual([
        400,
        {
          error: 'Please fix the highlighted fields.',
          code: 'validation_failed',
          fields: { client_id: 'errors.invalid' },
        },
      ]);
    }
    expect(await countMessages(t, threadId)).toBe(3);
  });
});
