import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, createPost, listPosts, postRow, setBan } from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import {
  countRows,
  messagesOf,
  sale,
  startThread,
  threadDetail,
  threadRow,
} from '../../test/threads';
import { get, post, signUpAndConfirm, type SignedInUser } from '../../test/users';

// Opening conversations, who may see them, and the seller completing the sale
// (SPEC §4 Thread states; §6; §7 Threads): POST /api/threads, GET /api/threads/{id},
// POST /api/threads/{id}/complete, and the 404 / 401 of every thread call.

const UNAUTHORIZED = { error: 'You must be logged in to continue.', code: 'unauthorized' };
const POST_NOT_FOUND = { error: 'Post not found.', code: 'not_found' };
const THREAD_NOT_FOUND = { error: 'Conversation not found.', code: 'not_found' };
const CANNOT_COMPLETE = {
  error: 'This conversation can no longer be completed.',
  code: 'thread_completed',
};
const POST_UNAVAILABLE = { error: 'This post is no longer available.', code: 'post_unavailable' };

describe.each(testEngines)('threads on %s', (engine) => {
  let t: TestApp;
  let seller: SignedInUser;
  let buyer: SignedInUser;
  let stranger: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    seller = await signUpAndConfirm(t, { display_name: 'Aling Nena' });
    buyer = await signUpAndConfirm(t, { display_name: 'Mang Jose' });
    stranger = await signUpAndConfirm(t);
  });
  afterAll(async () => t?.close());

  const start = (postId: string, initialBody: string | null, user?: SignedInUser) =>
    post(t.app, '/api/threads', { postId, initialBody }, user?.token);
  const complete = (threadId: string, user?: SignedInUser) =>
    post(t.app, `/api/threads/${threadId}/complete`, {}, user?.token);
  const closePost = (postId: string, action: 'cancel' | 'complete') =>
    post(t.app, `/api/posts/${postId}/${action}`, {}, seller.token);

  it('opens one thread per post and buyer, with the first message, and returns it after', async () => {
    const { id: postId } = await createPost(t, seller, { title: 'Sitaw' });
    const first = await start(postId, '  Available pa po?  ', buyer);
    expect(first.statusCode).toBe(201);
    const { id } = first.json() as { id: string };
    expect(first.json()).toEqual({ id });

    const messages = await messagesOf(t, buyer, id);
    expect(messages).toEqual([
      {
        id: expect.any(String),
        sender_id: buyer.id,
        body: 'Available pa po?',
        created_at: expect.any(String),
        flags: [],
      },
    ]);
    expect(await threadDetail(t, buyer, id)).toMatchObject({
      id,
      post_id: postId,
      buyer_id: buyer.id,
      seller_id: seller.id,
      status: 'open',
      unread_for_buyer: false,
      unread_for_seller: true,
      last_message_at: messages[0]!.created_at,
      last_message_preview: 'Available pa po?',
      completed_at: null,
      post: { id: postId, title: 'Sitaw', status: 'active', images: [], thumbnail: null },
      my_role: 'buyer',
      can_send: true,
      can_complete: false,
      can_review: false,
      other: { id: seller.id, username: seller.username, display_name: 'Aling Nena' },
    });
    expect(await threadDetail(t, seller, id)).toMatchObject({
      my_role: 'seller',
      can_send: true,
      can_complete: true,
      can_review: false,
      other: { id: buyer.id, username: buyer.username, display_name: 'Mang Jose' },
    });

    // Asking again returns the same thread; a body is sent as a new message, none is not.
    const again = await start(postId, null, buyer);
    expect([again.statusCode, again.json()]).toEqual([200, { id }]);
    const withBody = await start(postId, 'Pwede po 20?', buyer);
    expect([withBody.statusCode, withBody.json()]).toEqual([200, { id }]);
    expect((await messagesOf(t, seller, id)).map((m) => m.body)).toEqual([
      'Available pa po?',
      'Pwede po 20?',
    ]);
    const threads = await t.app.database.db
      .selectFrom('threads')
      .select('id')
      .where('post_id', '=', postId)
      .execute();
    expect(threads).toEqual([{ id }]);

    // Another buyer gets a thread of their own.
    const other = await start(postId, null, stranger);
    expect(other.statusCode).toBe(201);
    expect(other.json().id).not.toBe(id);
  });

  it('opens a thread without a message when the first body is null or blank', async () => {
    for (const initialBody of [null, '   \n ']) {
      const { id: postId } = await createPost(t, seller);
      const res = await start(postId, initialBody, buyer);
      expect(res.statusCode).toBe(201);
      expect(await messagesOf(t, buyer, res.json().id)).toEqual([]);
      expect(await threadRow(t, res.json().id)).toMatchObject({
        last_message_at: null,
        last_message_preview: null,
      });
    }
  });

  it('refuses own, canceled, sold and missing posts, banned users and visitors, creating nothing', async () => {
    const active = (await createPost(t, seller)).id;
    const canceled = (await createPost(t, seller)).id;
    const sold = (await createPost(t, seller)).id;
    await closePost(canceled, 'cancel');
    await closePost(sold, 'complete');
    const banned = await signUpAndConfirm(t);
    const until = new Date(Date.now() + 7 * DAY_MS);
    await setBan(t, banned.id, until);
    const before = [await countRows(t, 'threads'), await countRows(t, 'messages')];

    const cases: Array<[string, SignedInUser | undefined, number, object]> = [
      [
        active,
        seller,
        409,
        {
          error: 'You cannot message yourself about your own post.',
          code: 'own_post',
        },
      ],
      [canceled, buyer, 404, POST_NOT_FOUND],
      [crypto.randomUUID(), buyer, 404, POST_NOT_FOUND],
      [sold, buyer, 409, POST_UNAVAILABLE],
      [
        active,
        banned,
        403,
        {
          error: `Your account is banned until ${until.toISOString()}.`,
          code: 'banned',
          banned_until: until.toISOString(),
        },
      ],
      [active, undefined, 401, UNAUTHORIZED],
    ];
    for (const [postId, user, status, body] of cases) {
      const res = await start(postId, 'Available pa po?', user);
      expect([postId, res.statusCode, res.json()]).toEqual([postId, status, body]);
    }
    const tooLong = await start(active, 'x'.repeat(2001), buyer);
    expect([tooLong.statusCode, tooLong.json()]).toEqual([
      400,
      {
        error: 'Please fix the highlighted fields.',
        code: 'validation_failed',
        fields: { initialBody: 'errors.messageTooLong' },
      },
    ]);
    const noPost = await post(t.app, '/api/threads', { initialBody: 'Hi' }, buyer.token);
    expect([noPost.statusCode, noPost.json().fields]).toEqual([400, { postId: 'errors.required' }]);
    expect([await countRows(t, 'threads'), await countRows(t, 'messages')]).toEqual(before);
  });

  it('keeps one thread when the buyer taps Message several times at once', async () => {
    const { id: postId } = await createPost(t, seller);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => start(postId, 'Available pa po?', buyer)),
    );
    const ids = new Set(answers.map((res) => res.json().id as string));
    expect(ids.size).toBe(1);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    const rows = await t.app.database.db
      .selectFrom('threads')
      .select('id')
      .where('post_id', '=', postId)
      .execute();
    expect(rows).toEqual([{ id: [...ids][0] }]);
    expect((await messagesOf(t, buyer, rows[0]!.id)).length).toBeGreaterThanOrEqual(1);
  });

  it('limits thread starts to 30 an hour per user (429 rate_limited)', async () => {
    const eager = await signUpAndConfirm(t);
    const { id: postId } = await createPost(t, seller);
    for (let i = 0; i < 30; i++) {
      expect((await start(postId, null, eager)).statusCode).toBe(i === 0 ? 201 : 200);
    }
    const limited = await start(postId, null, eager);
    expect([limited.statusCode, limited.json()]).toEqual([
      429,
      { error: 'Too many requests. Please wait and try again.', code: 'rate_limited' },
    ]);
    // Per user: someone else is not held back.
    expect((await start(postId, null, stranger)).statusCode).toBe(201);
  });

  it('shows a thread and its calls only to its two participants (404 for others, 401 for visitors)', async () => {
    const { threadId } = await sale(t, seller, buyer, { completed: false });
    const calls: Array<[method: 'GET' | 'POST', url: string, payload?: object]> = [
      ['GET', `/api/threads/${threadId}`],
      ['GET', `/api/threads/${threadId}/messages`],
      ['POST', `/api/threads/${threadId}/read`, {}],
      ['POST', `/api/threads/${threadId}/messages`, { body: 'Akin na lang' }],
      ['POST', `/api/threads/${threadId}/complete`, {}],
      ['GET', `/api/threads/${threadId}/my-review`],
      ['POST', `/api/threads/${threadId}/reviews`, { rating: 1 }],
    ];
    const call = (method: 'GET' | 'POST', url: string, payload?: object, token?: string) =>
      method === 'GET' ? get(t.app, url, token) : post(t.app, url, payload ?? {}, token);
    const rowBefore = await threadRow(t, threadId);
    for (const [method, url, payload] of calls) {
      const asStranger = await call(method, url, payload, stranger.token);
      expect([url, asStranger.statusCode, asStranger.json()]).toEqual([url, 404, THREAD_NOT_FOUND]);
      const asVisitor = await call(method, url, payload);
      expect([url, asVisitor.statusCode, asVisitor.json()]).toEqual([url, 401, UNAUTHORIZED]);
    }
    for (const url of ['/api/threads', '/api/threads/unread-count']) {
      expect((await get(t.app, url)).statusCode).toBe(401);
    }
    const missing = await get(t.app, `/api/threads/${crypto.randomUUID()}`, buyer.token);
    expect([missing.statusCode, missing.json()]).toEqual([404, THREAD_NOT_FOUND]);
    // Nothing moved: no message, no read mark, not completed.
    expect(await threadRow(t, threadId)).toEqual(rowBefore);
    expect(await messagesOf(t, buyer, threadId)).toHaveLength(1);
  });

  it('lets only the seller complete: thread and post completed, sold out of the feed, final', async () => {
    const title = `Talong ${crypto.randomUUID().slice(0, 6)}`;
    const { postId, threadId } = await sale(t, seller, buyer, { completed: false, title });
    const otherThread = await startThread(t, stranger, postId, 'Ako rin po');
    expect((await listPosts(t, { search: title })).total).toBe(1);

    const byBuyer = await complete(threadId, buyer);
    expect([byBuyer.statusCode, byBuyer.json()]).toEqual([
      403,
      { error: 'Only the seller can mark the sale complete.', code: 'forbidden' },
    ]);
    expect((await threadRow(t, threadId))?.status).toBe('open');

    const res = await complete(threadId, seller);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: threadId,
      status: 'completed',
      completed_at: expect.any(String),
      post: { id: postId, status: 'completed' },
      my_role: 'seller',
      can_send: false,
      can_complete: false,
      can_review: false,
    });
    // The buyer is told: unread, and may now review.
    expect(await threadDetail(t, buyer, threadId)).toMatchObject({
      status: 'completed',
      unread_for_buyer: true,
      can_send: false,
      can_review: true,
    });
    expect(await postRow(t, postId)).toMatchObject({
      status: 'completed',
      closed_at: expect.any(String),
    });
    expect((await listPosts(t, { search: title })).total).toBe(0);
    expect((await get(t.app, `/api/posts/${postId}`)).json().status).toBe('completed');

    // Final: not again, not through the other buyer's thread, no new thread on the post.
    for (const again of [await complete(threadId, seller), await complete(otherThread, seller)]) {
      expect([again.statusCode, again.json()]).toEqual([409, CANNOT_COMPLETE]);
    }
    expect((await threadRow(t, otherThread))?.status).toBe('open');
    const late = await signUpAndConfirm(t);
    const refused = await start(postId, 'Meron pa?', late);
    expect([refused.statusCode, refused.json()]).toEqual([409, POST_UNAVAILABLE]);
    // The buyer can still find the thread; a body would be a message to a completed thread.
    expect((await start(postId, null, buyer)).json()).toEqual({ id: threadId });
    const withBody = await start(postId, 'Salamat po!', buyer);
    expect([withBody.statusCode, withBody.json().code]).toEqual([409, 'thread_completed']);
  });

  it('cannot complete a thread whose post was canceled', async () => {
    const { postId, threadId } = await sale(t, seller, buyer, { completed: false });
    await closePost(postId, 'cancel');
    const res = await complete(threadId, seller);
    expect([res.statusCode, res.json()]).toEqual([409, CANNOT_COMPLETE]);
    expect(await threadRow(t, threadId)).toMatchObject({ status: 'open', completed_at: null });
    expect((await postRow(t, postId))?.status).toBe('hidden');
    expect(await threadDetail(t, seller, threadId)).toMatchObject({
      post: { status: 'hidden' },
      can_send: false,
    });
  });
});
