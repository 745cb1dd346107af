import { RATING_AVERAGE_DECIMALS } from '@core/constants';
import { presentListedReview } from './presenter';
import type { ReviewRepository } from './repository';

/**
 * The average to one decimal, halves up, worked out from the integer sum: an average such
 * as 29/20 = 1.45 is 1.4499… in floating point, which toFixed would round down.
 */
function roundAverage(sum: number, count: number) {
  if (count === 0) return null;
  const scale = 10 ** RATING_AVERAGE_DECIMALS;
  return Math.round((sum * scale) / count) / scale;
}

/** Seller ratings and reviews as the API presents them (routes.ts and the rendered pages). */
export function createReviewService(reviews: ReviewRepository) {
  return {
    async rating(userId: string) {
      const { sum, count } = await reviews.ratingOf(userId);
      return { avg: roundAverage(sum, count), count };
    },

    async page(revieweeId: string, page: number, pageSize: number) {
      const { rows, total } = await reviews.list(revieweeId, page, pageSize);
      return {
        data: rows.map(presentListedReview),
        total,
      };
    },
  };
}

export type ReviewService = ReturnType<typeof createReviewService>;
