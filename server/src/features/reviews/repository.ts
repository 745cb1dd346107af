import type { Db } from '../../db/database';
import { newId } from '../../platform/tokens';

/** Reviews of sales. One an admin removed (removed_at) is left out of every public read. */
export function createReviewRepository(db: Db) {
  return {
    forThread(threadId: string) {
      return db
        .selectFrom('reviews')
        .select(['id', 'rating', 'comment', 'reviewer_id', 'reviewee_id', 'created_at'])
        .where('thread_id', '=', threadId)
        .executeTakeFirst();
    },

    async create(review: {
      threadId: string;
      reviewerId: string;
      revieweeId: string;
      rating: number;
      comment: string | null;
    }) {
      const id = newId();
      const createdAt = new Date().toISOString();
      await db
        .insertInto('reviews')
        .values({
          id,
          thread_id: review.threadId,
          reviewer_id: review.reviewerId,
          reviewee_id: review.revieweeId,
          rating: review.rating,
          comment: review.comment,
          created_at: createdAt,
        })
        .execute();
      return { id, created_at: createdAt };
    },

    /** A review as a report names it; a removed one too (the caller decides). */
    find(id: string) {
      return db
        .selectFrom('reviews')
        .select(['id', 'reviewer_id', 'reviewee_id', 'removed_at'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** The sum of the ratings and their count: the caller rounds the exact average. */
    async ratingOf(userId: string) {
      const row = await db
        .selectFrom('reviews')
        .select((eb) => [
          eb.fn.sum<number>('rating').as('sum'),
          eb.fn.countAll<number>().as('count'),
        ])
        .where('reviewee_id', '=', userId)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      return { sum: Number(row?.sum ?? 0), count: Number(row?.count ?? 0) };
    },

    async list(revieweeId: string, page: number, pageSize: number) {
      const rows = await db
        .selectFrom('reviews')
        .leftJoin('users as reviewer', 'reviewer.id', 'reviews.reviewer_id')
        .select([
          'reviews.id',
          'reviews.rating',
          'reviews.comment',
          'reviews.reviewer_id',
          'reviews.reviewee_id',
          'reviews.created_at',
          'reviewer.username as reviewer_username',
          'reviewer.display_name as reviewer_display_name',
          'reviewer.deletion_requested_at as reviewer_deletion_requested_at',
        ])
        .where('reviews.reviewee_id', '=', revieweeId)
        .where('reviews.removed_at', 'is', null)
        .orderBy('reviews.created_at', 'desc')
        .orderBy('reviews.id')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const count = await db
        .selectFrom('reviews')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .where('reviewee_id', '=', revieweeId)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      return { rows, total: Number(count?.total ?? 0) };
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
