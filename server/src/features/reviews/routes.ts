import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PROFILE_REVIEWS_PAGE_SIZE } from '@core/constants';
import type { ReviewService } from './service';
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
  reviewer: z
    .object({ username: z.string(), display_name: z.string().nullable() })
    .nullable()
    .describe('The author’s names; null for a former member'),
  reviewer_former_member: z
    .boolean()
    .describe(
      'The author deleted their account (from the request on, through the 30 days before removal) or it was removed: no name or id is shown',
    ),
});
export const reviewPageSchema = z.object({ data: z.array(listedReview), total: z.number() });
export const ratingSchema = z.object({ avg: z.number().nullable(), count: z.number() });
export const reviewsQuery = z.object({
  revieweeId: z.string().min(1).max(64),
  ...pageQuery(PROFILE_REVIEWS_PAGE_SIZE, 50),
});

/** Seller ratings and reviews: public reads (SPEC §7 Profiles). */
export const reviewRoutes: FastifyPluginAsyncZod<{ reviews: ReviewService }> = async (
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
        response: { 200: ratingSchema },
      },
    },
    async (request) => reviews.rating(request.params.id),
  );

  app.get(
    '/reviews',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Reviews of a seller, newest first, with the reviewer’s name',
        querystring: reviewsQuery,
        response: { 200: reviewPageSchema },
      },
    },
    async (request) => {
      const { revieweeId, page, pageSize } = request.query;
      return reviews.page(revieweeId, page, pageSize);
    },
  );
};
