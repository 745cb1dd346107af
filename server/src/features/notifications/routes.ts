import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EMAIL_SETTING_KEYS,
  NOTIFICATION_SETTING_KEYS,
  notificationSettingsBody,
  pushSubscriptionBody,
  pushUnsubscribeBody,
} from '@core/schemas';
import { signedInUser, type AuthGuards } from '../../platform/authenticate';
import type { RateLimits } from '../../platform/rate-limits';
import { bearer, okResponse } from '../../platform/route-schemas';
import type { NotificationService } from './service';

const settingsSchema = z.object(
  Object.fromEntries(NOTIFICATION_SETTING_KEYS.map((key) => [key, z.boolean()])) as Record<
    (typeof NOTIFICATION_SETTING_KEYS)[number],
    z.ZodBoolean
  >,
);

export const notificationRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationService;
  guards: AuthGuards;
  limits: RateLimits;
}> = async (app, { notifications, guards, limits }) => {
  // Mail apps send RFC 8058's one-click POST as a form: `List-Unsubscribe=One-Click`.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/push/public-key',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The VAPID application server key browsers subscribe with',
        response: { 200: z.object({ publicKey: z.string() }) },
      },
    },
    async () => ({ publicKey: notifications.publicKey() }),
  );

  app.post(
    '/push/subscriptions',
    {
      onRequest: guards.requireUser,
      preHandler: limits.perUser('push-subscribe', { max: 30, perMinutes: 60 }),
      schema: {
        tags: ['notifications'],
        summary:
          'Saves this browser’s push subscription: the same endpoint again updates it, another account’s only with the same keys (else 409 push_endpoint_taken); 20 per account at most, the least recently used replaced',
        security: bearer,
        body: pushSubscriptionBody,
        response: { 200: z.object({ id: z.string() }), 201: z.object({ id: z.string() }) },
      },
    },
    async (request, reply) => {
      const { id, created } = await notifications.subscribe(signedInUser(request).id, request.body);
      return reply.status(created ? 201 : 200).send({ id });
    },
  );

  app.delete(
    '/push/subscriptions',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Removes the caller’s push subscription for this endpoint',
        security: bearer,
        body: pushUnsubscribeBody,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await notifications.unsubscribe(signedInUser(request).id, request.body.endpoint);
      return { ok: true as const };
    },
  );

  app.get(
    '/me/notifications',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'What the caller is notified of, and how',
        security: bearer,
        response: { 200: settingsSchema },
      },
    },
    async (request) => notifications.settings(signedInUser(request).id),
  );

  app.patch(
    '/me/notifications',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['notifications'],
        summary: 'Changes the given notification settings; answers all of them',
        security: bearer,
        body: notificationSettingsBody,
        response: { 200: settingsSchema },
      },
    },
    async (request) => notifications.updateSettings(signedInUser(request).id, request.body),
  );

  app.post(
    '/notifications/unsubscribe',
    {
      preHandler: limits.perIp('unsubscribe', { max: 30, perMinutes: 10 }),
      schema: {
        tags: ['notifications'],
        summary:
          'One-click unsubscribe from one kind of email, no session: the token from the email link (JSON body or ?token=, RFC 8058)',
        querystring: z.object({ token: z.string().max(300).optional() }),
        body: z
          .object({
            token: z.string().max(300).optional(),
            'List-Unsubscribe': z.string().max(50).optional(),
          })
          .optional(),
        response: {
          200: z.object({ ok: z.literal(true), setting: z.enum(EMAIL_SETTING_KEYS) }),
        },
      },
    },
    async (request) => notifications.unsubscribeByToken(request.body?.token ?? request.query.token),
  );
};
