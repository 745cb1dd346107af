import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { THREADS_PAGE_SIZE } from '@core/constants';
import { chatMessageBody, completeSaleBody, reviewBody, startThreadBody } from '@core/schemas';
import { signedInUser, type AuthGuards } from '../../platform/authenticate';
import type { RateLimits } from '../../platform/rate-limits';
import { reviewSchema } from '../reviews/routes';
import { messageSchema, threadDetailSchema, threadListItemSchema } from './presenter';
import type { ThreadService } from './service';
import { bearer, idParams, okResponse, pageQuery } from '../../platform/route-schemas';

/** Reads per person: each is news pushed to both sides' open tabs (and coalesced, live/coalesce.ts). */
export const THREAD_READS_PER_MINUTE = { max: 120, perMinutes: 1 };

export const threadRoutes: FastifyPluginAsyncZod<{
  threads: ThreadService;
  guards: AuthGuards;
  limits: RateLimits;
}> = async (app, { threads, guards, limits }) => {
  // Every call here is for signed-in participants only; checked before the body is read.
  app.addHook('onRequest', guards.requireUser);

  app.get(
    '/threads',
    {
      schema: {
        tags: ['threads'],
        summary: 'The caller’s conversations: unread first, completed last, then newest',
        security: bearer,
        querystring: z.object({
          tab: z.enum(['all', 'unread', 'completed']).default('all'),
          search: z.string().trim().max(100).optional(),
          ...pageQuery(THREADS_PAGE_SIZE, 50),
        }),
        response: { 200: z.object({ data: z.array(threadListItemSchema), total: z.number() }) },
      },
    },
    async (request) => threads.list({ ...request.query, userId: signedInUser(request).id }),
  );

  app.get(
    '/threads/unread-count',
    {
      schema: {
        tags: ['threads'],
        summary: 'How many of the caller’s conversations have unread messages (nav badge)',
        security: bearer,
        response: { 200: z.object({ count: z.number() }) },
      },
    },
    async (request) => ({ count: await threads.unreadCount(signedInUser(request).id) }),
  );

  app.post(
    '/threads',
    {
      preHandler: limits.perUser('start-thread', { max: 30, perMinutes: 60 }),
      schema: {
        tags: ['threads'],
        summary: 'Opens (or returns) the caller’s conversation about a post',
        security: bearer,
        body: startThreadBody,
        response: { 200: z.object({ id: z.string() }), 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => {
      const { postId, initialBody } = request.body;
      const { id, created } = await threads.start(signedInUser(request).id, postId, initialBody);
      return reply.status(created ? 201 : 200).send({ id });
    },
  );

  app.get(
    '/threads/:id',
    {
      schema: {
        tags: ['threads'],
        summary: 'One conversation with what the caller may do in it',
        security: bearer,
        params: idParams,
        response: { 200: threadDetailSchema },
      },
    },
    async (request) => threads.get(signedInUser(request).id, request.params.id),
  );

  app.get(
    '/threads/:id/messages',
    {
      schema: {
        tags: ['threads'],
        summary: 'The conversation’s messages, oldest first',
        security: bearer,
        params: idParams,
        response: { 200: z.object({ data: z.array(messageSchema) }) },
      },
    },
    async (request) => ({
      data: await threads.messages(signedInUser(request).id, request.params.id),
    }),
  );

  app.post(
    '/threads/:id/messages',
    {
      preHandler: limits.perUser('message', { max: 60, perMinutes: 1 }),
      schema: {
        tags: ['threads'],
        summary: 'Sends a message (not to a completed conversation)',
        description:
          'With `client_id` (a UUID the sender makes), sending again answers the message already stored under it by this sender in this thread (200) instead of storing a second one (201).',
        security: bearer,
        params: idParams,
        body: chatMessageBody,
        response: { 200: messageSchema, 201: messageSchema },
      },
    },
    async (request, reply) => {
      const { body, client_id } = request.body;
      const { message, created } = await threads.send(
        signedInUser(request).id,
        request.params.id,
        body,
        client_id,
      );
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  app.post(
    '/threads/:id/typing',
    {
      schema: {
        tags: ['threads'],
        summary: 'Tells the other side the caller is typing (at most once every 3 s per thread)',
        security: bearer,
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await threads.typing(signedInUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/threads/:id/read',
    {
      preHandler: limits.perUser('thread-read', THREAD_READS_PER_MINUTE),
      schema: {
        tags: ['threads'],
        summary: 'Marks the conversation read for the caller',
        security: bearer,
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await threads.markRead(signedInUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );

  app.post(
    '/threads/:id/complete',
    {
      schema: {
        tags: ['threads'],
        summary:
          'The seller sells qty (else the reservation, else all that is left) to this buyer: the thread completes; the post too when sold out. paid_by (cash or qr, optional) notes how it was paid',
        security: bearer,
        params: idParams,
        // No body at all keeps the SPEC call: the whole sale.
        body: completeSaleBody.nullish(),
        response: { 200: threadDetailSchema },
      },
    },
    async (request) =>
      threads.complete(
        signedInUser(request).id,
        request.params.id,
        request.body?.qty,
        request.body?.paid_by,
      ),
  );

  app.get(
    '/threads/:id/my-review',
    {
      schema: {
        tags: ['threads'],
        summary: 'The caller’s review of this sale, or null',
        security: bearer,
        params: idParams,
        response: { 200: z.object({ data: reviewSchema.nullable() }) },
      },
    },
    async (request) => ({
      data: (await threads.myReview(signedInUser(request).id, request.params.id)) ?? null,
    }),
  );

  app.post(
    '/threads/:id/reviews',
    {
      schema: {
        tags: ['threads'],
        summary: 'The buyer reviews the seller once, after completion',
        security: bearer,
        params: idParams,
        body: reviewBody,
        response: { 201: reviewSchema },
      },
    },
    async (request, reply) => {
      const { rating, comment } = request.body;
      const review = await threads.review(
        signedInUser(request).id,
        request.params.id,
        rating,
        comment,
      );
      return reply.status(201).send(review);
    },
  );
};
