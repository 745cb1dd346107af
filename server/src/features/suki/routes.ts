import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SUKI_CHANGES_PER_HOUR, SUKI_PAGE_SIZE, sukiBody } from '@core/schemas';
import { signedInUser, type AuthGuards } from '../../platform/authenticate';
import type { RateLimits } from '../../platform/rate-limits';
import { bearer, pageQuery } from '../../platform/route-schemas';
import { followedSellerSchema, sukiStateSchema } from './presenter';
import type { SukiService } from './service';

const MAX_PAGE_SIZE = 50;
const sellerParams = z.object({ userId: z.string().min(1).max(64) });

/** Following sellers (issue 39): the caller's suki, one at a time and as a list. */
export const sukiRoutes: FastifyPluginAsyncZod<{
  suki: SukiService;
  guards: AuthGuards;
  limits: RateLimits;
}> = async (app, { suki, guards, limits }) => {
  app.addHook('onRequest', guards.requireUser);
  // Following and unfollowing share one count.
  const changes = limits.perUser('suki', { max: SUKI_CHANGES_PER_HOUR, perMinutes: 60 });

  app.get(
    '/me/suki',
    {
      schema: {
        tags: ['suki'],
        summary:
          'The sellers the caller follows, newest follow first, each with their latest live post',
        security: bearer,
        querystring: z.object(pageQuery(SUKI_PAGE_SIZE, MAX_PAGE_SIZE)),
        response: { 200: z.object({ data: z.array(followedSellerSchema), total: z.number() }) },
      },
    },
    async (request) =>
      suki.list(signedInUser(request).id, request.query.page, request.query.pageSize),
  );

  app.get(
    '/me/suki/:userId',
    {
      schema: {
        tags: ['suki'],
        summary: 'Whether the caller follows this seller, and how many do',
        security: bearer,
        params: sellerParams,
        response: { 200: sukiStateSchema },
      },
    },
    async (request) => suki.state(signedInUser(request).id, request.params.userId),
  );

  app.put(
    '/me/suki/:userId',
    {
      preHandler: changes,
      schema: {
        tags: ['suki'],
        summary:
          'Follows a seller (again: no change); lat and lng, optional, are where the phone is, so only posts within the search range notify',
        security: bearer,
        params: sellerParams,
        body: sukiBody.optional(),
        response: { 200: sukiStateSchema },
      },
    },
    async (request) =>
      suki.follow(signedInUser(request).id, request.params.userId, request.body ?? undefined),
  );

  app.delete(
    '/me/suki/:userId',
    {
      preHandler: changes,
      schema: {
        tags: ['suki'],
        summary: 'Stops following a seller (not following: no change)',
        security: bearer,
        params: sellerParams,
        response: { 200: sukiStateSchema },
      },
    },
    async (request) => suki.unfollow(signedInUser(request).id, request.params.userId),
  );
};
