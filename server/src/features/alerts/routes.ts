import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { alertBody, alertPatchBody } from '@core/schemas';
import { signedInUser, type AuthGuards } from '../../platform/authenticate';
import type { RateLimits } from '../../platform/rate-limits';
import { bearer, idParams, okResponse } from '../../platform/route-schemas';
import { alertSchema } from './presenter';
import type { AlertService } from './service';

export const alertRoutes: FastifyPluginAsyncZod<{
  alerts: AlertService;
  guards: AuthGuards;
  limits: RateLimits;
}> = async (app, { alerts, guards, limits }) => {
  app.addHook('onRequest', guards.requireUser);

  app.post(
    '/alerts',
    {
      preHandler: limits.perUser('create-alert', { max: 30, perMinutes: 60 }),
      schema: {
        tags: ['alerts'],
        summary: 'Saves a food alert: new posts that match it are pushed and emailed',
        security: bearer,
        body: alertBody,
        response: { 201: alertSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await alerts.create(signedInUser(request).id, request.body)),
  );

  app.get(
    '/alerts',
    {
      schema: {
        tags: ['alerts'],
        summary: 'The caller’s alerts, newest first',
        security: bearer,
        response: { 200: z.object({ data: z.array(alertSchema) }) },
      },
    },
    async (request) => ({ data: await alerts.list(signedInUser(request).id) }),
  );

  app.patch(
    '/alerts/:id',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Pauses or resumes one of the caller’s alerts',
        security: bearer,
        params: idParams,
        body: alertPatchBody,
        response: { 200: alertSchema },
      },
    },
    async (request) =>
      alerts.setPaused(signedInUser(request).id, request.params.id, request.body.paused),
  );

  app.delete(
    '/alerts/:id',
    {
      schema: {
        tags: ['alerts'],
        summary: 'Deletes one of the caller’s alerts',
        security: bearer,
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await alerts.remove(signedInUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );
};
