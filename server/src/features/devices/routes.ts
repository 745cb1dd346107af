import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGE_KEY } from '@core/schemas';
import { signedInUser, type AuthGuards } from '../../platform/authenticate';
import type { DeviceRepository } from './repository';
import { bearer, okResponse } from '../../platform/route-schemas';

const registerBody = z.object(
  {
    deviceId: z
      .string({
        error: (issue) => (issue.input === undefined ? MESSAGE_KEY.required : MESSAGE_KEY.invalid),
      })
      .trim()
      .min(8, MESSAGE_KEY.invalid)
      .max(100, MESSAGE_KEY.invalid),
    userAgent: z.string({ error: MESSAGE_KEY.invalid }).max(500, MESSAGE_KEY.invalid).nullish(),
  },
  { error: MESSAGE_KEY.invalid },
);

export const deviceRoutes: FastifyPluginAsyncZod<{
  guards: AuthGuards;
  devices: DeviceRepository;
}> = async (app, { guards, devices }) => {
  app.post(
    '/devices/register',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['devices'],
        summary: 'Registers the caller’s device (after sign-in)',
        security: bearer,
        body: registerBody,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await devices.upsert(
        signedInUser(request).id,
        request.body.deviceId,
        request.body.userAgent ?? null,
      );
      return { ok: true as const };
    },
  );
};
