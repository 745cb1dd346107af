import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_BODY_MAX, THREAD_MESSAGE_RETENTION_MONTHS } from '@core/constants';
import { createPost } from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import {
  completeThread,
  countMessages,
  messagesOf,
  runPurgeJob,
  sale,
  send,
  sendOk,
  startThread,
  threadDetail,
  threadRow,
} from '../../test/threads';
import { post, signUpAndConfirm, type SignedInUser } from '../../test/users';

// Messages in a conversation (SPEC §2 Chat; §3 Thread, Message; §5 Chat; §9): sending,
// the read marks of each side, what cannot be sent, the rate limit, and the purge of
// finished conversations' messages after three months.

const SUMMARY = 'Please fix the highlighted fields.';
const THREAD_COMPLETED = {
  error: 'This sale is complete; no more messages can be sent.',
  code: 'thread_completed',
};

/** A moment just over (or, with a negative margin, under) the retention period ago. */
function retentionAgo(marginMs: number) {
  const at = new Date();
  at.setMonth(at.getMonth() - THREAD_MESSAGE_RETENTION_MONTHS);
  return new Date(at.getTime() - marginMs).toISOString();
}
const HOUR_MS = 3_600_000;

describe.each(testEngines)('messages on %s', (engine) => {
  let t: TestApp;
  let seller: SignedInUser;
  let buyer: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    seller = await signUpAndConfirm(t);
    buyer = await signUpAndConfirm(t);
  });
  afterAll(async () => t?.close());

  const markRead = (threadId: string, user: SignedInUser) =>
    post(t.app, `/api/threads/${threadId}/read`, {}, user.token);
  const unreadFlags = async (threadId: string) => {
    const row = await threadRow(t, threadId);
    return { buyer: Boolean(row?.unread_for_buyer), seller: Boolean(row?.unread_for_seller) };
  };

  it('sends messages both ways, oldest first, keeping the last message and preview', async () => {
    const { threadId } = await sale(t, seller, buyer, { completed: false });
    const reply = await send(t, seller, threadId, '  Meron pa po, 3 bundles.  ');
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toEqual({
      id: expect.any(String),
      sender_id: seller.id,
      body: 'Meron pa po, 3 bundles.',
      created_at: expect.any(String),
      flags: [],
    });
    const long = `${'Kukunin ko po lahat. '.repeat(10)}Salamat!`;
    const last = await sendOk(t, buyer, threadId, long);

    const messages = await messagesOf(t, seller, threadId);
    expect(messages.map((m) => [m.sender_id, m.body])).toEqual([
      [buyer.id, 'Available pa po?'],
      [seller.id, 'Meron pa po, 3 bundles.'],
      [buyer.id, long],
    ]);
    expect(messages).toEqual(await messagesOf(t, buyer, threadId));
    expect(await threadRow(t, threadId)).toMatchObject({
      last_message_at: last.created_at,
      // The preview is the start of the last message.
      last_message_preview: long.slice(0, 120),
    });
  });

  it('marks unread for the other side on each send; reading clears only the caller’s side', async () => {
    const { threadId } = await sale(t, seller, buyer, { completed: false });
    expect(await unreadFlags(threadId)).toEqual({ buyer: false, seller: true });

    const read = await markRead(threadId, seller);
    expect([read.statusCode, read.json()]).toEqual([200, { ok: true }]);
    expect(await unreadFlags(threadId)).toEqual({ buyer: false, seller: false });

    await sendOk(t, seller, threadId, 'Meron pa po.');
    expect(await unreadFlags(threadId)).toEqual({ buyer: true, seller: false });
    await sendOk(t, buyer, threadId, 'Sige po, kukunin ko.');
    expect(await unreadFlags(threadId)).toEqual({ buyer: true, seller: true });

    await markRead(threadId, buyer);
    expect(await unreadFlags(threadId)).toEqual({ buyer: false, seller: true });
    expect(await threadDetail(t, seller, threadId)).toMatchObject({
      unread_for_buyer: false,
      unread_for_seller: true,
      last_message_preview: 'Sige po, kukunin ko.',
    });
    await markRead(threadId, seller);
    // Reading twice is harmless.
    expect((await markRead(threadId, seller)).statusCode).toBe(200);
    expect(await unreadFlags(threadId)).toEqual({ buyer: false, seller: false });
  });

  it('refuses empty, blank and too long messages, storing nothing', async () => {
    const { threadId } = await sale(t, seller, buyer, { completed: false });
    const refused = async (body: unknown, key: string) => {
      const res = await send(t, buyer, threadId, body);
      expect([res.statusCode, res.json()]).toEqual([
        400,
        { error: SUMMARY, code: 'validation_failed', fields: { body: key } },
      ]);
    };
    for (const blank of ['', ' ', '  \n\t  ', undefined, null, 42]) {
      await refused(blank, 'errors.messageEmpty');
    }
    await refused('x'.repeat(MESSAGE_BODY_MAX + 1), 'errors.messageTooLong');
    expect(await countMessages(t, threadId)).toBe(1);

    // The cap is inclusive, and counts the trimmed text.
    const longest = 'x'.repeat(MESSAGE_BODY_MAX);
    expect((await sendOk(t, buyer, threadId, `  ${longest}  `)).body).toBe(longest);
  });

  it('sends nothing to a completed thread, nor to the other threads of the sold post', async () => {
    const { postId, threadId } = await sale(t, seller, buyer, { completed: false });
    const other = await signUpAndConfirm(t);
    const otherThread = await startThread(t, other, postId, 'Ako rin po, interested.');
    await completeThread(t, seller, threadId);

    for (const user of [buyer, seller]) {
      const res = await send(t, user, threadId, 'Salamat po!');
      expect([res.statusCode, res.json()]).toEqual([409, THREAD_COMPLETED]);
    }
    // The other buyer's thread is still open, but its post is sold.
    expect((await threadRow(t, otherThread))?.status).toBe('open');
    for (const user of [other, seller]) {
      const res = await send(t, user, otherThread, 'Wala na po?');
      expect([res.statusCode, res.json()]).toEqual([409, THREAD_COMPLETED]);
      expect(await threadDetail(t, user, otherThread)).toMatchObject({ can_send: false });
    }
    expect(await countMessages(t, threadId)).toBe(1);
    expect(await countMessages(t, otherThread)).toBe(1);
    // Both stay readable.
    expect(await messagesOf(t, buyer, threadId)).toHaveLength(1);
    expect(await messagesOf(t, other, otherThread)).toHaveLength(1);
  });

  it('sends nothing about a canceled post (409 post_unavailable)', async () => {
    const { postId, threadId } = await sale(t, seller, buyer, { completed: false });
    await post(t.app, `/api/posts/${postId}/cancel`, {}, seller.token);
    for (const user of [buyer, seller]) {
      const res = await send(t, user, threadId, 'Bakit po na-cancel?');
      expect([res.statusCode, res.json()]).toEqual([
        409,
        { error: 'This post is no longer available.', code: 'post_unavailable' },
      ]);
    }
    expect(await countMessages(t, threadId)).toBe(1);
  });

  it('limits messages to 60 a minute per user (429 rate_limited)', async () => {
    const chatty = await signUpAndConfirm(t);
    const { id: postId } = await createPost(t, seller);
    const threadId = await startThread(t, chatty, postId, null);
    for (let i = 1; i <= 60; i++) {
      expect((await send(t, chatty, threadId, `Message ${i}`)).statusCode).toBe(201);
    }
    const limited = await send(t, chatty, threadId, 'Message 61');
    expect([limited.statusCode, limited.json()]).toEqual([
      429,
      { error: 'Too many requests. Please wait and try again.', code: 'rate_limited' },
    ]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await countMessages(t, threadId)).toBe(60);
    // The other participant is not held back.
    expect((await send(t, seller, threadId, 'Dahan-dahan lang po')).statusCode).toBe(201);
  });

  it('purges messages of threads completed or canceled over three months ago, and only those', async () => {
    const db = t.app.database.db;
    const backdateCompletion = (threadId: string, at: string) =>
      db.updateTable('threads').set({ completed_at: at }).where('id', '=', threadId).execute();
    const backdateClose = (postId: string, at: string) =>
      db.updateTable('posts').set({ closed_at: at }).where('id', '=', postId).execute();

    const oldSale = await sale(t, seller, buyer);
    const recentSale = await sale(t, seller, buyer);
    const oldCancel = await sale(t, seller, buyer, { completed: false });
    const recentCancel = await sale(t, seller, buyer, { completed: false });
    const open = await sale(t, seller, buyer, { completed: false });
    for (const { postId } of [oldCancel, recentCancel]) {
      await post(t.app, `/api/posts/${postId}/cancel`, {}, seller.token);
    }
    // The old ones went just over three months ago, the recent ones just under.
    await backdateCompletion(oldSale.threadId, retentionAgo(HOUR_MS));
    await backdateClose(oldSale.postId, retentionAgo(HOUR_MS));
    await backdateCompletion(recentSale.threadId, retentionAgo(-HOUR_MS));
    await backdateClose(recentSale.postId, retentionAgo(-HOUR_MS));
    await backdateClose(oldCancel.postId, retentionAgo(HOUR_MS));
    await backdateClose(recentCancel.postId, retentionAgo(-HOUR_MS));
    // An open conversation keeps even very old messages.
    await db
      .updateTable('messages')
      .set({ created_at: retentionAgo(30 * 24 * HOUR_MS) })
      .where('thread_id', '=', open.threadId)
      .execute();

    await runPurgeJob(t);
    const left = async () =>
      Promise.all(
        [oldSale, recentSale, oldCancel, recentCancel, open].map(({ threadId }) =>
          countMessages(t, threadId),
        ),
      );
    expect(await left()).toEqual([0, 1, 0, 1, 1]);
    // The conversations themselves stay, now empty; running again changes nothing.
    expect(await messagesOf(t, buyer, oldSale.threadId)).toEqual([]);
    expect(await threadDetail(t, seller, oldCancel.threadId)).toMatchObject({
      last_message_preview: 'Available pa po?',
    });
    await runPurgeJob(t);
    expect(await left()).toEqual([0, 1, 0, 1, 1]);
  });

  it('purges the other threads of a post sold over three months ago', async () => {
    const db = t.app.database.db;
    // Sold through one buyer's thread: the other buyer's thread stays open but is finished.
    const { postId, threadId } = await sale(t, seller, buyer, { completed: false });
    const other = await signUpAndConfirm(t);
    const otherThread = await startThread(t, other, postId, 'Ako rin po');
    await completeThread(t, seller, threadId);
    // Sold from My Posts ("mark as sold"): its threads are never completed.
    const markedSold = await sale(t, seller, buyer, { completed: false });
    await post(t.app, `/api/posts/${markedSold.postId}/complete`, {}, seller.token);

    const longAgo = retentionAgo(HOUR_MS);
    await db
      .updateTable('threads')
      .set({ completed_at: longAgo })
      .where('id', '=', threadId)
      .execute();
    for (const id of [postId, markedSold.postId]) {
      await db.updateTable('posts').set({ closed_at: longAgo }).where('id', '=', id).execute();
    }
    await runPurgeJob(t);
    expect(
      await Promise.all(
        [threadId, otherThread, markedSold.threadId].map((id) => countMessages(t, id)),
      ),
    ).toEqual([0, 0, 0]);
  });
});
