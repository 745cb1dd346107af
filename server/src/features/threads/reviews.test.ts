import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_REVIEWS_PAGE_SIZE, REVIEW_COMMENT_MAX } from '@core/constants';
import { anyFamilyId, insertPost, insertThread } from '../../test/rows';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { countRows, sale, threadDetail } from '../../test/threads';
import { get, post, signUpAndConfirm, type SignedInUser } from '../../test/users';

// Reviews of a seller after a completed sale (SPEC §3 Review; §4 Thread; §6; §7 Threads,
// Profiles; §9 Rating): GET /api/threads/{id}/my-review, POST /api/threads/{id}/reviews,
// GET /api/users/{id}/rating and GET /api/reviews?revieweeId=.

const SUMMARY = 'Please fix the highlighted fields.';
const ALREADY_REVIEWED = {
  error: 'You have already reviewed this sale.',
  code: 'already_reviewed',
};

interface Review {
  id: string;
  rating: number;
  comment: string | null;
  reviewer_id: string | null;
  reviewee_id: string;
  created_at: string;
}
interface ListedReview extends Review {
  reviewer: { username: string; display_name: string | null } | null;
  reviewer_former_member: boolean;
}

describe.each(testEngines)('reviews on %s', (engine) => {
  let t: TestApp;
  let seller: SignedInUser;
  let buyer: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    seller = await signUpAndConfirm(t);
    buyer = await signUpAndConfirm(t, { display_name: 'Mang Jose' });
  });
  afterAll(async () => t?.close());

  const review = (threadId: string, body: object, user?: SignedInUser) =>
    post(t.app, `/api/threads/${threadId}/reviews`, body, user?.token);
  const myReview = (threadId: string, user: SignedInUser) =>
    get(t.app, `/api/threads/${threadId}/my-review`, user.token);
  const rating = async (userId: string) =>
    (await get(t.app, `/api/users/${userId}/rating`)).json() as {
      avg: number | null;
      count: number;
    };
  async function reviewsOf(userId: string, query = '') {
    const res = await get(t.app, `/api/reviews?revieweeId=${userId}${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { data: ListedReview[]; total: number };
  }

  it('lets the buyer review the seller once, only after completion', async () => {
    const { threadId } = await sale(t, seller, buyer, { completed: false });
    expect((await myReview(threadId, buyer)).json()).toEqual({ data: null });
    const early = await review(threadId, { rating: 5 }, buyer);
    expect([early.statusCode, early.json()]).toEqual([
      409,
      {
        error: 'You can review the seller once the sale is complete.',
        code: 'thread_not_completed',
      },
    ]);

    await post(t.app, `/api/threads/${threadId}/complete`, {}, seller.token);
    expect((await myReview(threadId, buyer)).json()).toEqual({ data: null });
    const bySeller = await review(threadId, { rating: 1 }, seller);
    expect([bySeller.statusCode, bySeller.json()]).toEqual([
      403,
      { error: 'Only the buyer can review the seller.', code: 'forbidden' },
    ]);
    expect(await countRows(t, 'reviews')).toBe(0);

    const res = await review(
      threadId,
      { rating: 4, comment: '  Sariwa, mabait ang tindera.  ' },
      buyer,
    );
    expect(res.statusCode).toBe(201);
    const created = res.json() as Review;
    expect(created).toEqual({
      id: expect.any(String),
      rating: 4,
      comment: 'Sariwa, mabait ang tindera.',
      reviewer_id: buyer.id,
      reviewee_id: seller.id,
      created_at: expect.any(String),
    });
    expect((await myReview(threadId, buyer)).json()).toEqual({ data: created });
    // The seller wrote no review of this sale.
    expect((await myReview(threadId, seller)).json()).toEqual({ data: null });
    expect(await threadDetail(t, buyer, threadId)).toMatchObject({ can_review: false });

    const again = await review(threadId, { rating: 1, comment: 'Changed my mind' }, buyer);
    expect([again.statusCode, again.json()]).toEqual([409, ALREADY_REVIEWED]);
    expect((await myReview(threadId, buyer)).json()).toEqual({ data: created });
    expect(await countRows(t, 'reviews')).toBe(1);
  });

  it('refuses ratings other than a whole 1 to 5, and over-long comments', async () => {
    const { threadId } = await sale(t, seller, buyer);
    for (const value of [0, 6, 2.5, -1, '5', null, undefined]) {
      const res = await review(threadId, { rating: value, comment: 'Ok' }, buyer);
      expect([value, res.statusCode, res.json()]).toEqual([
        value,
        400,
        { error: SUMMARY, code: 'validation_failed', fields: { rating: 'errors.ratingInvalid' } },
      ]);
    }
    const long = await review(
      threadId,
      { rating: 5, comment: 'x'.repeat(REVIEW_COMMENT_MAX + 1) },
      buyer,
    );
    expect([long.statusCode, long.json().fields]).toEqual([
      400,
      { comment: 'errors.commentTooLong' },
    ]);
    expect((await myReview(threadId, buyer)).json()).toEqual({ data: null });

    // The comment is optional; a blank one is none.
    const ok = await review(threadId, { rating: 1, comment: '   ' }, buyer);
    expect([ok.statusCode, ok.json()]).toMatchObject([201, { rating: 1, comment: null }]);
    const { threadId: other } = await sale(t, seller, buyer);
    expect((await review(other, { rating: 5 }, buyer)).json()).toMatchObject({ comment: null });
  });

  it('keeps one review when the buyer submits twice at once', async () => {
    const { threadId } = await sale(t, seller, buyer);
    const answers = await Promise.all([
      review(threadId, { rating: 5 }, buyer),
      review(threadId, { rating: 4 }, buyer),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json()).toEqual(ALREADY_REVIEWED);
    const rows = await t.app.database.db
      .selectFrom('reviews')
      .select('rating')
      .where('thread_id', '=', threadId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('sums up a seller’s rating: average to one decimal and count, public', async () => {
    const rated = await signUpAndConfirm(t);
    expect(await rating(rated.id)).toEqual({ avg: null, count: 0 });
    expect(await rating(crypto.randomUUID())).toEqual({ avg: null, count: 0 });
    const expected = [
      [5, { avg: 5, count: 1 }],
      [4, { avg: 4.5, count: 2 }],
      [4, { avg: 4.3, count: 3 }],
      [1, { avg: 3.5, count: 4 }],
    ] as const;
    // Two regular customers, each reviewing every sale.
    const regulars = [buyer, await signUpAndConfirm(t)];
    for (const [i, [stars, summary]] of expected.entries()) {
      const reviewer = regulars[i % 2]!;
      const { threadId } = await sale(t, rated, reviewer);
      expect((await review(threadId, { rating: stars }, reviewer)).statusCode).toBe(201);
      expect(await rating(rated.id)).toEqual(summary);
    }
    // Another seller's reviews do not count.
    expect((await rating(seller.id)).count).toBe(4);
  });

  it('rounds the average half up, on either engine', async () => {
    // Twenty reviews stored directly: 11 × 1 and 9 × 2 stars average exactly 1.45, which
    // floating point holds as 1.4499…; 11 × 2 and 9 × 3 average 2.45 (2.4500…0002).
    const family = await anyFamilyId(t);
    async function rate(stars: number[]) {
      const rated = await signUpAndConfirm(t);
      for (const value of stars) {
        const postId = await insertPost(t, rated.id, family, 'completed');
        const threadId = await insertThread(t, postId, buyer.id, rated.id);
        await t.app.database.db
          .insertInto('reviews')
          .values({
            id: crypto.randomUUID(),
            thread_id: threadId,
            reviewer_id: buyer.id,
            reviewee_id: rated.id,
            rating: value,
            comment: null,
            created_at: new Date().toISOString(),
          })
          .execute();
      }
      return rating(rated.id);
    }
    const twenty = (low: number) => [...Array(11).fill(low), ...Array(9).fill(low + 1)];
    expect(await rate(twenty(1))).toEqual({ avg: 1.5, count: 20 });
    expect(await rate(twenty(2))).toEqual({ avg: 2.5, count: 20 });
  });

  it('lists a seller’s reviews newest first, five a page, with the reviewer’s name, public', async () => {
    const rated = await signUpAndConfirm(t);
    const second = await signUpAndConfirm(t, { display_name: 'Aling Rosa' });
    const created: Review[] = [];
    for (let i = 0; i < PROFILE_REVIEWS_PAGE_SIZE + 1; i++) {
      const reviewer = i % 2 === 0 ? buyer : second;
      const { threadId } = await sale(t, rated, reviewer);
      const res = await review(threadId, { rating: (i % 5) + 1, comment: `Review ${i}` }, reviewer);
      created.push(res.json() as Review);
    }
    // Dates out of creation order: the list must sort them, newest first.
    const minutesAgo = [30, 10, 50, 20, 60, 40];
    for (const [i, item] of created.entries()) {
      const at = new Date(Date.now() - minutesAgo[i]! * 60_000).toISOString();
      await t.app.database.db
        .updateTable('reviews')
        .set({ created_at: at })
        .where('id', '=', item.id)
        .execute();
    }
    const newestFirst = [1, 3, 0, 5, 2, 4].map((i) => `Review ${i}`);

    const first = await reviewsOf(rated.id);
    expect(first.total).toBe(6);
    expect(first.data.map((item) => item.comment)).toEqual(newestFirst.slice(0, 5));
    expect(first.data[0]).toEqual({
      ...created[1],
      created_at: expect.any(String),
      reviewer: { username: second.username, display_name: 'Aling Rosa' },
      reviewer_former_member: false,
    });
    expect(first.data[1]).toMatchObject({
      rating: 4,
      reviewer_id: second.id,
      reviewee_id: rated.id,
    });
    expect(first.data[2]).toMatchObject({
      reviewer_id: buyer.id,
      reviewer: { username: buyer.username, display_name: 'Mang Jose' },
    });
    const last = await reviewsOf(rated.id, '&page=2');
    expect([last.data.map((item) => item.comment), last.total]).toEqual([[newestFirst[5]], 6]);
    const small = await reviewsOf(rated.id, '&page=2&pageSize=2');
    expect(small.data.map((item) => item.comment)).toEqual(newestFirst.slice(2, 4));
    expect(await reviewsOf(crypto.randomUUID())).toEqual({ data: [], total: 0 });
    expect((await get(t.app, '/api/reviews')).statusCode).toBe(400);
  });
});
