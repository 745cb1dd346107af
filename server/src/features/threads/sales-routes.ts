import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAID_BY, reservationBody } from '@core/schemas';
import { signedInUser, type AuthGuards } from '../../platform/authenticate';
import type { RateLimits } from '../../platform/rate-limits';
import { bearer, idParams, okResponse } from '../../platform/route-schemas';
import type { SalesService } from './sales-service';

/**
 * Holds made, changed or released by one person (issue 21): each is news pushed to a buyer, so
 * a script flipping holds would buzz a phone; a real seller never needs this many.
 */
export const RESERVATION_CHANGES_PER_HOUR = { max: 30, perMinutes: 60 };

const reservationSchema = z.object({ qty: z.number(), until: z.string(), created_at: z.string() });

const saleSchema = z.object({
  thread_id: z.string(),
  buyer: z
    .object({ id: z.string(), username: z.string(), display_name: z.string().nullable() })
    .nullable()
    .describe('null once the buyer’s account has been removed'),
  qty: z.number(),
  sold_at: z.string(),
  paid_by: z.enum(PAID_BY).nullable().describe('how the seller noted it was paid; null: not said'),
});

/** Reservations of a thread and the sales of a post (issue 11). */
export const salesRoutes: FastifyPluginAsyncZod<{
  sales: SalesService;
  guards: AuthGuards;
  limits: RateLimits;
}> = async (app, { sales, guards, limits }) => {
  app.addHook('onRequest', guards.requireUser);
  const reservationChanges = limits.perUser('reservation-change', RESERVATION_CHANGES_PER_HOUR);

  app.put(
    '/threads/:id/reservation',
    {
      preHandler: reservationChanges,
      schema: {
        tags: ['threads'],
        summary:
          'The seller holds part of the post for this buyer until a time (creates or replaces); 409 not_enough_left; 429 rate_limited past 30 changes an hour',
        security: bearer,
        params: idParams,
        body: reservationBody,
        response: { 200: reservationSchema },
      },
    },
    async (request) => sales.reserve(signedInUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/threads/:id/reservation',
    {
      preHandler: reservationChanges,
      schema: {
        tags: ['threads'],
        summary: 'The seller or the buyer releases the thread’s reservation',
        security: bearer,
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await sales.release(signedInUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/posts/:id/sales',
    {
      schema: {
        tags: ['posts'],
        summary: 'What was sold of the caller’s post, to whom, newest first',
        security: bearer,
        params: idParams,
        response: { 200: z.object({ data: z.array(saleSchema) }) },
      },
    },
    async (request) => ({
      data: await sales.salesOf(signedInUser(request).id, request.params.id),
    }),
  );
};
