import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost, del } from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { sale, threadDetail } from '../../test/threads';
import { get, post, signUpAndConfirm, type SignedInUser } from '../../test/users';

// Reports of reviews (issue 21): a block is no way to dodge a rating, so a buyer still
// reviews a completed sale across one; the seller reports an unfair review instead, and an
// admin who agrees removes it from the profile, its list and its average.

const UNAUTHORIZED = { error: 'You must be logged in to continue.', code: 'unauthorized' };
const FORBIDDEN = { error: 'Forbidden', code: 'forbidden' };

interface ListedReport {
  id: string;
  type: 'post' | 'review';
  status: 'new' | 'reviewed';
  subject_id: string;
  post: { id: string } | null;
  review: { id: string; comment: string | null; removed: boolean } | null;
}

describe.each(testEngines)('review reports on %s', (engine) => {
  let t: TestApp;
  let boss: SignedInUser;
  let seller: SignedInUser;
  let buyer: SignedInUser;
  let regular: SignedInUser;
  let threadId: string;
  let reviewId: string;
  let postId: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { adminEmails: ['boss@example.com'], rateLimitFactor: 100 });
    [boss, seller, buyer, regular] = await Promise.all([
      signUpAndConfirm(t, { email: 'boss@example.com' }),
      signUpAndConfirm(t, { display_name: 'Aling Nena' }),
      signUpAndConfirm(t, { display_name: 'Mang Kanor' }),
      signUpAndConfirm(t),
    ]);
    const fair = await sale(t, seller, regular);
    const review = post(
      t.app,
      `/api/threads/${fair.threadId}/reviews`,
      { rating: 5 },
      regular.token,
    );
    expect((await review).statusCode).toBe(201);
    threadId = (await sale(t, seller, buyer, { title: 'Puto' })).threadId;
    postId = (await createPost(t, seller, { title: 'Bibingka' })).id;
  });
  afterAll(async () => t?.close());

  const reportReview = (user: SignedInUser | undefined, body: object) =>
    post(t.app, '/api/reports/reviews', body, user?.token);
  const reportsOf = async (query = '') =>
    (await get(t.app, `/api/reports${query}`, boss.token)).json() as {
      data: ListedReport[];
      total: number;
    };
  const rating = async () => (await get(t.app, `/api/users/${seller.id}/rating`)).json();
  const removeReview = (id: string, user?: SignedInUser) =>
    del(t, `/api/admin/reviews/${id}`, user?.token);

  it('still takes the buyer’s review of a completed sale after a block', async () => {
    expect((await post(t.app, '/api/blocks', { userId: buyer.id }, seller.token)).statusCode).toBe(
      201,
    );
    const res = await post(
      t.app,
      `/api/threads/${threadId}/reviews`,
      { rating: 1, comment: 'Panis! Scammer ito.' },
      buyer.token,
    );
    expect(res.statusCode).toBe(201);
    reviewId = res.json().id;
    expect(await rating()).toEqual({ avg: 3, count: 2 });
  });

  it('takes a report of a review from a signed-in person who did not write it, once', async () => {
    const visitor = await reportReview(undefined, { reviewId, reason: 'Unfair' });
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual(UNAUTHORIZED);

    const short = await reportReview(seller, { reviewId, reason: '  ab ' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'validation_failed',
      fields: { reason: 'errors.reasonTooShort' },
    });
    const unknown = await reportReview(seller, { reviewId: 'no-such-review', reason: 'Unfair' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Review not found.', code: 'not_found' });
    const own = await reportReview(buyer, { reviewId, reason: 'Oops' });
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('own_review');

    // The seller blocked the buyer: reporting the buyer's review still works.
    const first = await reportReview(seller, {
      reviewId,
      reason: '  Never sold him spoiled food ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      type: 'review',
      status: 'new',
      reason: 'Never sold him spoiled food',
      reporter_id: seller.id,
      subject_id: reviewId,
    });
    const again = await reportReview(seller, { reviewId, reason: 'Still unfair' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'already_reported',
      error: 'You have already reported this review.',
    });
    // Someone else may report it too.
    expect((await reportReview(regular, { reviewId, reason: 'Rude words' })).statusCode).toBe(201);
  });

  it('lists review reports beside post reports for admins, each saying its type', async () => {
    const postReport = await post(
      t.app,
      '/api/reports/posts',
      { postId, reason: 'Looks spoiled' },
      regular.token,
    );
    expect(postReport.json()).toMatchObject({ type: 'post', subject_id: postId });

    const all = await reportsOf();
    expect(all.total).toBe(3);
    expect(all.data.map((report) => report.type).sort()).toEqual(['post', 'review', 'review']);
    const reviews = await reportsOf('?type=review');
    expect(reviews.total).toBe(2);
    expect(reviews.data[1]).toMatchObject({
      type: 'review',
      subject_id: reviewId,
      post: null,
      review: {
        id: reviewId,
        rating: 1,
        comment: 'Panis! Scammer ito.',
        removed: false,
        reviewer: { id: buyer.id, display_name: 'Mang Kanor' },
        reviewee: { id: seller.id, display_name: 'Aling Nena' },
      },
      reporter: { id: seller.id },
    });
    const posts = await reportsOf('?type=post');
    expect(posts.data).toEqual([
      expect.objectContaining({ type: 'post', post: expect.objectContaining({ id: postId }) }),
    ]);
    expect(posts.data[0]!.review).toBeNull();
    expect((await get(t.app, '/api/reports?type=thread', boss.token)).statusCode).toBe(400);
  });

  it('lets only admins remove a review', async () => {
    const visitor = await removeReview(reviewId);
    expect(visitor.statusCode).toBe(401);
    for (const user of [seller, buyer]) {
      const res = await removeReview(reviewId, user);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(FORBIDDEN);
    }
    const unknown = await removeReview('no-such-review', boss);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Review not found.', code: 'not_found' });
    expect(await rating()).toEqual({ avg: 3, count: 2 });
  });

  it('removes it from the profile, the list and the average, and answers its reports', async () => {
    const newBefore = (await get(t.app, '/api/reports/count-new', boss.token)).json().count;
    const res = await removeReview(reviewId, boss);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    const listed = (await get(t.app, `/api/reviews?revieweeId=${seller.id}`)).json();
    expect(listed.total).toBe(1);
    expect(listed.data.map((review: { id: string }) => review.id)).not.toContain(reviewId);
    expect(await rating()).toEqual({ avg: 5, count: 1 });

    // Both reports of it are answered; the post report is left as it was.
    const reviews = await reportsOf('?type=review');
    for (const report of reviews.data) {
      expect(report).toMatchObject({ status: 'reviewed', review: { removed: true } });
    }
    expect((await get(t.app, '/api/reports/count-new', boss.token)).json().count).toBe(
      newBefore - 2,
    );
    const log = (await get(t.app, '/api/admin/actions', boss.token)).json();
    expect(log.data[0]).toMatchObject({
      action: 'review_removed',
      subject_type: 'review',
      subject_id: reviewId,
      admin_id: boss.id,
      details: { rating: 1, comment: 'Panis! Scammer ito.', reviewer_id: buyer.id },
    });

    // Again: no change. Gone for reports, and the buyer cannot post it again.
    expect((await removeReview(reviewId, boss)).statusCode).toBe(200);
    expect((await get(t.app, '/api/admin/actions', boss.token)).json().total).toBe(log.total);
    expect((await reportReview(regular, { reviewId, reason: 'Rude words' })).statusCode).toBe(404);
    expect(await threadDetail(t, buyer, threadId)).toMatchObject({ can_review: false });
    const rewrite = await post(
      t.app,
      `/api/threads/${threadId}/reviews`,
      { rating: 1 },
      buyer.token,
    );
    expect(rewrite.statusCode).toBe(409);
  });
});
