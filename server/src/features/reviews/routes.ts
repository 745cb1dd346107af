import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROFILE_REVIEWS_PAGE_SIZE, RATING_AVERAGE_DECIMALS } from '@core/constants';
import type { ReviewRepository } from './repository';
import { idParams, pageQuery } from '../../platform/route-schemas';

export const reviewSchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  reviewer_id: z.string().nullable(),
  reviewee_id: z.string(),
  created_at: z.string(),
});

const listedReview = reviewSchema.extend({
  reviewer: z.object({ username: z.string(), display_name: z.string().nullable() }).nullable(),
});

/**
 * The average to one decimal, halves up, worked out from the integer sum: an average such
 * as 29/20 = 1.45 is 1.4499… in floating point, which toFixed would round down.
 */
function roundAverage(sum: number, count: number) {
  if (count === 0) return null;
  const scale = 10 ** RATING_AVERAGE_DECIMALS;
  return Math.round((sum * scale) / count) / scale;
}

/** Seller ratings and reviews: public reads (SPEC §7 Profiles). */
export const reviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewRepository }> = async (
  app,
  { reviews },
) => {
  app.get(
    '/users/:id/rating',
    {
      schema: {
        tags: ['reviews'],
        summary: 'A seller’s rating: average (one decimal, null without reviews) and count',
        params: idParams,
        response: { 200: z.object({ avg: z.number().nullable(), count: z.number() }) },
      },
    },
    async (request) => {
      const { sum, count } = await reviews.ratingOf(request.params.id);
      return { avg: roundAverage(sum, count), count };
    },
  );

  app.get(
    '/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Reviews of a seller, newest first, with the reviewer’s name',
        querystring: z.object({
          revieweeId: z.string().min(1).max(64),
          ...pageQuery(PROFILE_REVIEWS_PAGE_SIZE, 50),
        }),
        response: { 200: z.object({ data: z.array(listedReview), total: z.number() }) },
      },
    },
    async (request) => {
      const { revieweeId, page, pageSize } = request.query;
      const { rows, total } = await reviews.list(revieweeId, page, pageSize);
      return {
        data: rows.map(({ reviewer_username, reviewer_display_name, ...review }) => ({
          ...review,
          reviewer: reviewer_username
            ? { username: reviewer_username, display_name: reviewer_display_name }
            : null,
        })),
        total,
      };
    },
  );
};
