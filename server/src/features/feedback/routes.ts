import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_PAGE_SIZE, FEEDBACK_STATUSES } from '@core/constants';
import { feedbackBody, feedbackStatusBody } from '@core/schemas';
import { signedInUser, type AuthGuards } from '../../platform/authenticate';
import type { RateLimits } from '../../platform/rate-limits';
import { feedbackSchema } from './presenter';
import type { FeedbackService } from './service';
import { bearer, idParams, okResponse, pageQuery } from '../../platform/route-schemas';

export const feedbackRoutes: FastifyPluginAsyncZod<{
  feedback: FeedbackService;
  guards: AuthGuards;
  limits: RateLimits;
}> = async (app, { feedback, guards, limits }) => {
  app.post(
    '/feedback',
    {
      onRequest: [limits.perIp('feedback', { max: 10, perMinutes: 60 }), guards.optionalUser],
      schema: {
        tags: ['feedback'],
        summary: 'Sends feedback: signed-in users are linked, visitors leave an email',
        body: feedbackBody,
        response: { 201: feedbackSchema },
      },
    },
    async (request, reply) => {
      const sent = await feedback.submit(request.user?.id ?? null, request.body);
      return reply.status(201).send(sent);
    },
  );

  app.get(
    '/feedback',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['feedback'],
        summary: 'Feedback, newest first (admin)',
        security: bearer,
        querystring: z.object({
          ...pageQuery(ADMIN_PAGE_SIZE, 100),
          status: z.enum(FEEDBACK_STATUSES).optional(),
        }),
        response: { 200: z.object({ data: z.array(feedbackSchema), total: z.number() }) },
      },
    },
    async (request) => feedback.list(request.query),
  );

  app.get(
    '/feedback/count-new',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['feedback'],
        summary: 'How many feedback items are new (admin badge)',
        security: bearer,
        response: { 200: z.object({ count: z.number() }) },
      },
    },
    async () => ({ count: await feedback.countNew() }),
  );

  app.patch(
    '/feedback/:id/status',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['feedback'],
        summary: 'Marks feedback reviewed, or new again (admin)',
        security: bearer,
        params: idParams,
        body: feedbackStatusBody,
        response: { 200: feedbackSchema },
      },
    },
    async (request) =>
      feedback.setStatus(signedInUser(request).id, request.params.id, request.body.status),
  );

  app.delete(
    '/feedback/:id',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['feedback'],
        summary: 'Deletes feedback and its screenshot (admin)',
        security: bearer,
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await feedback.remove(signedInUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );
};
