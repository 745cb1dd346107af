import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blockBody } from '@core/schemas';
import { signedInUser, type AuthGuards } from '../../platform/authenticate';
import type { RateLimits } from '../../platform/rate-limits';
import { bearer, okResponse } from '../../platform/route-schemas';
import type { BlockService } from './service';

const blockSchema = z.object({
  user_id: z.string(),
  username: z.string(),
  display_name: z.string().nullable(),
  created_at: z.string(),
});

export const blockRoutes: FastifyPluginAsyncZod<{
  blocks: BlockService;
  guards: AuthGuards;
  limits: RateLimits;
}> = async (app, { blocks, guards, limits }) => {
  app.addHook('onRequest', guards.requireUser);

  app.post(
    '/blocks',
    {
      preHandler: limits.perUser('block', { max: 60, perMinutes: 60 }),
      schema: {
        tags: ['blocks'],
        summary:
          'Blocks a person: neither sees the other’s posts, neither can message the other (again: no change)',
        security: bearer,
        body: blockBody,
        response: { 201: blockSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await blocks.block(signedInUser(request).id, request.body.userId)),
  );

  app.get(
    '/blocks',
    {
      schema: {
        tags: ['blocks'],
        summary: 'The people the caller blocked, newest first',
        security: bearer,
        response: { 200: z.object({ data: z.array(blockSchema) }) },
      },
    },
    async (request) => ({ data: await blocks.list(signedInUser(request).id) }),
  );

  app.delete(
    '/blocks/:userId',
    {
      schema: {
        tags: ['blocks'],
        summary: 'Unblocks a person (not blocked: no change)',
        security: bearer,
        params: z.object({ userId: z.string().min(1).max(64) }),
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await blocks.unblock(signedInUser(request).id, request.params.userId);
      return { ok: true as const };
    },
  );
};
