import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, familyId, inDays } from '../../test/posts';
import { amountsOf, release, reserve, sell, sellOk } from '../../test/sales';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { sendOk, startThread, threadDetail } from '../../test/threads';
import { get, patch, post, signUpAndConfirm, type SignedInUser } from '../../test/users';

// Partial sales (issue 11): POST /api/threads/{id}/complete with an optional { qty }, what is
// left of the post, sold out closing the post and its other threads, editing the quantity,
// GET /api/posts/{id}/sales, and no oversell when sales race.

describe.each(testEngines)('partial sales on %s', (engine) => {
  let t: TestApp;
  let seller: SignedInUser;
  let buyer: SignedInUser;
  let other: SignedInUser;
  let stranger: SignedInUser;
  let vegetables: number;

  beforeAll(async () => {
    t = await createTestApp(engine);
    seller = await signUpAndConfirm(t);
    buyer = await signUpAndConfirm(t, { display_name: 'Mang Jose' });
    other = await signUpAndConfirm(t);
    stranger = await signUpAndConfirm(t);
    vegetables = await familyId(t, 'vegetables');
  });
  afterAll(async () => t?.close());

  /** A post of `qty` kg and threads of the buyer and the other buyer about it. */
  async function offer(qty = 10) {
    const created = await createPost(t, seller, { title: 'Mangga', qty, unit: 'kg' });
    const postId = created.id;
    const [threadId, otherThread] = [
      await startThread(t, buyer, postId, 'Pabili po'),
      await startThread(t, other, postId, 'Ako rin po'),
    ];
    return { postId, threadId, otherThread };
  }

  const salesOf = (postId: string, user?: SignedInUser) =>
    get(t.app, `/api/posts/${postId}/sales`, user?.token);

  it('sells part of a post: the thread completes, the post stays for sale', async () => {
    const { postId, threadId, otherThread } = await offer();
    const done = await sellOk(t, seller, threadId, 3);
    expect(done).toMatchObject({ status: 'completed', can_complete: false });
    expect(done.post.status).toBe('active');
    expect(await amountsOf(t, postId)).toEqual({
      qty: 10,
      qty_reserved: 0,
      qty_sold: 3,
      qty_available: 7,
      status: 'active',
    });
    // The buyer may review, as after any sale; the other conversation goes on.
    expect((await threadDetail(t, buyer, threadId)).can_review).toBe(true);
    const review = await post(
      t.app,
      `/api/threads/${threadId}/reviews`,
      { rating: 5 },
      buyer.token,
    );
    expect(review.statusCode).toBe(201);
    expect((await threadDetail(t, other, otherThread)).can_send).toBe(true);
    await sendOk(t, other, otherThread, 'Meron pa po?');
  });

  it('sells the reservation when no amount is given, and ends it', async () => {
    const { postId, threadId } = await offer();
    await reserve(t, seller, threadId, { qty: 2 });
    await sellOk(t, seller, threadId);
    expect(await amountsOf(t, postId)).toMatchObject({
      qty_reserved: 0,
      qty_sold: 2,
      qty_available: 8,
      status: 'active',
    });
    expect((await threadDetail(t, buyer, threadId)).reservation).toBeNull();
  });

  it('sells from the reservation and what is left, and no more', async () => {
    const { postId, threadId, otherThread } = await offer();
    await reserve(t, seller, threadId, { qty: 2 });
    await reserve(t, seller, otherThread, { qty: 5 });
    const tooMuch = await sell(t, seller, threadId, 5.5);
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({ code: 'not_enough_left' });
    await sellOk(t, seller, threadId, 5);
    expect(await amountsOf(t, postId)).toMatchObject({
      qty_reserved: 5,
      qty_sold: 5,
      qty_available: 0,
      status: 'active', // the other buyer's hold keeps it open
    });
  });

  it('keeps the SPEC call: no body sells everything and completes the post and its threads', async () => {
    const { postId, threadId, otherThread } = await offer();
    const done = await sellOk(t, seller, threadId);
    expect(done.post.status).toBe('completed');
    expect(await amountsOf(t, postId)).toMatchObject({
      qty_sold: 10,
      qty_available: 0,
      status: 'completed',
    });
    const closed = await threadDetail(t, other, otherThread);
    expect(closed).toMatchObject({ status: 'open', can_send: false });
    const late = await post(
      t.app,
      `/api/threads/${otherThread}/messages`,
      { body: 'Meron pa?' },
      other.token,
    );
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'thread_completed' });
    expect((await sell(t, seller, otherThread)).statusCode).toBe(409);
  });

  it('closes the post when the last units are sold, ending the other holds', async () => {
    const { postId, threadId, otherThread } = await offer(4);
    await sellOk(t, seller, threadId, 1.5);
    await reserve(t, seller, otherThread, { qty: 2.5 });
    expect(await amountsOf(t, postId)).toMatchObject({ qty_available: 0, status: 'active' });
    // Released, the hold is back for sale; sold, the post is sold out.
    await release(t, other, otherThread);
    expect(await amountsOf(t, postId)).toMatchObject({ qty_available: 2.5 });
    await sellOk(t, seller, otherThread, 2.5);
    expect(await amountsOf(t, postId)).toEqual({
      qty: 4,
      qty_reserved: 0,
      qty_sold: 4,
      qty_available: 0,
      status: 'completed',
    });
  });

  it('refuses a sale of nothing while every unit is held for someone else', async () => {
    const { postId, threadId, otherThread } = await offer(3);
    await reserve(t, seller, otherThread, { qty: 3 });
    const res = await sell(t, seller, threadId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'not_enough_left' });
    expect(await amountsOf(t, postId)).toMatchObject({ qty_sold: 0, status: 'active' });
    expect((await threadDetail(t, buyer, threadId)).status).toBe('open');
  });

  it('checks the amount: 400 validation_failed with fields', async () => {
    const { threadId } = await offer();
    for (const [qty, key] of [
      [0, 'errors.amountNotPositive'],
      [1.234, 'errors.amountDecimals'],
      [100_001, 'errors.qtyTooLarge'],
    ] as const) {
      const res = await sell(t, seller, threadId, qty);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { qty: key } });
    }
    expect((await sell(t, buyer, threadId, 1)).statusCode).toBe(403);
    expect((await sell(t, stranger, threadId, 1)).statusCode).toBe(404);
  });

  it('lets the owner still close the whole post from My Posts', async () => {
    const { postId, threadId } = await offer();
    await sellOk(t, seller, threadId, 3);
    const res = await post(t.app, `/api/posts/${postId}/complete`, {}, seller.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed', qty_sold: 3, qty_available: 7 });
  });

  it('refuses a quantity below what is reserved and sold: 409 qty_below_committed', async () => {
    const { postId, threadId, otherThread } = await offer();
    await sellOk(t, seller, threadId, 3);
    await reserve(t, seller, otherThread, { qty: 2 });
    const edit = (qty: number) =>
      patch(
        t.app,
        `/api/posts/${postId}`,
        {
          title: 'Mangga',
          description: '',
          price: 25,
          qty,
          unit: 'kg',
          family_id: vegetables,
          expires_at: inDays(2),
        },
        seller.token,
      );
    const below = await edit(4.99);
    expect(below.statusCode).toBe(409);
    expect(below.json()).toEqual({
      error: 'The quantity cannot be less than what is already reserved and sold.',
      code: 'qty_below_committed',
    });
    expect(await amountsOf(t, postId)).toMatchObject({ qty: 10 });
    const exact = await edit(5);
    expect(exact.statusCode).toBe(200);
    expect(exact.json()).toMatchObject({ qty: 5, qty_reserved: 2, qty_sold: 3, qty_available: 0 });
  });

  it('lists the sales to their owner, newest first; 403 for others, 404 unknown', async () => {
    const { postId, threadId, otherThread } = await offer();
    await sellOk(t, seller, threadId, 3);
    await sellOk(t, seller, otherThread, 1.5);
    const res = await salesOf(postId, seller);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        {
          thread_id: otherThread,
          buyer: { id: other.id, username: other.username, display_name: other.display_name },
          qty: 1.5,
          sold_at: expect.any(String),
          paid_by: null,
        },
        {
          thread_id: threadId,
          buyer: { id: buyer.id, username: buyer.username, display_name: 'Mang Jose' },
          qty: 3,
          sold_at: expect.any(String),
          paid_by: null,
        },
      ],
    });
    expect((await salesOf(postId, buyer)).statusCode).toBe(403);
    expect((await salesOf(postId)).statusCode).toBe(401);
    expect((await salesOf('no-such-post', seller)).statusCode).toBe(404);
    const fresh = await createPost(t, seller);
    expect((await salesOf(fresh.id, seller)).json()).toEqual({ data: [] });
  });

  it('shows the amounts in the admin post list too', async () => {
    const { postId, threadId } = await offer();
    await sellOk(t, seller, threadId, 3);
    const boss = await signUpAndConfirm(t);
    await t.app.database.db
      .updateTable('users')
      .set({ is_admin: true })
      .where('id', '=', boss.id)
      .execute();
    const res = await get(t.app, '/api/admin/posts?pageSize=50', boss.token);
    expect(res.statusCode).toBe(200);
    const row = (res.json() as { data: { id: string }[] }).data.find((item) => item.id === postId);
    expect(row).toMatchObject({ qty: 10, qty_reserved: 0, qty_sold: 3, qty_available: 7 });
  });

  it('documents the calls in the OpenAPI document', async () => {
    const doc = (await get(t.app, '/api/docs/json')).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown; summary?: string }>>;
    };
    expect(Object.keys(doc.paths['/api/threads/{id}/reservation'] ?? {}).sort()).toEqual([
      'delete',
      'put',
    ]);
    expect(doc.paths['/api/posts/{id}/sales']?.get?.summary).toBeTruthy();
    expect(JSON.stringify(doc.paths['/api/threads/{id}/complete']?.post?.requestBody)).toContain(
      '"qty"',
    );
    const sortBy = JSON.stringify(doc.paths['/api/posts']?.get);
    expect(sortBy).toContain('"expiry"');
  });

  it('never sells more than there is when sales race for the last units', async () => {
    const created = await createPost(t, seller, { title: 'Itlog', qty: 5, unit: 'kg' });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => signUpAndConfirm(t)));
    const threads = await Promise.all(buyers.map((who) => startThread(t, who, created.id)));
    const answers = await Promise.all(threads.map((threadId) => sell(t, seller, threadId, 2)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([
      200, 200, 409, 409, 409, 409, 409, 409,
    ]);
    expect(await amountsOf(t, created.id)).toMatchObject({ qty_sold: 4, qty_available: 1 });

    // Sales and reservations racing together for the last unit: exactly one gets it.
    const [a, b, c] = threads.filter((_, i) => answers[i]!.statusCode === 409);
    const mixed = await Promise.all([
      sell(t, seller, a!, 1),
      reserve(t, seller, b!, { qty: 1 }),
      sell(t, seller, c!, 1),
    ]);
    expect(mixed.filter((res) => res.statusCode === 200)).toHaveLength(1);
    const after = await amountsOf(t, created.id);
    expect(after.qty_sold + after.qty_reserved).toBe(5);
    expect(after.qty_available).toBe(0);
  });
});
