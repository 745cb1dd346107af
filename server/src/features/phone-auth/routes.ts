import { LANGUAGES } from '@core/languages';
import { SMS_RESEND_AFTER_S } from '@core/phone';
import {
  addEmailBody,
  mePhoneVerifyBody,
  meRemovePhoneBody,
  phoneCodeBody,
  phoneResetPasswordBody,
  phoneSignupBody,
  phoneVerifyBody,
} from '@core/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser, type AuthGuards } from '../../platform/authenticate';
import type { RateLimits } from '../../platform/rate-limits';
import { bearer, okResponse } from '../../platform/route-schemas';
import { sessionResponse } from '../auth/session-user';
import { ownProfileSchema } from '../profiles/presenter';
import type { LinkingService } from './linking-service';
import { PHONE_LIMITS } from './limits';
import type { PhoneAuthService } from './service';

const codeSent = z.object({ ok: z.literal(true), resend_after_s: z.number() });
const sent = () => ({ ok: true as const, resend_after_s: SMS_RESEND_AFTER_S });
/** The page's language, for the SMS to a number without an account. */
const withLocale = { locale: z.enum(LANGUAGES).optional() };

export const phoneAuthRoutes: FastifyPluginAsyncZod<{
  phoneAuth: PhoneAuthService;
  linking: LinkingService;
  guards: AuthGuards;
  limits: RateLimits;
}> = async (app, { phoneAuth, linking, guards, limits }) => {
  // Counted after validation: a mistyped number costs no SMS and no try.
  const codePerAddress = limits.perIp('sms-code', PHONE_LIMITS.codePerAddress);
  const verifyPerAddress = limits.perIp('sms-verify', PHONE_LIMITS.verifyPerAddress);

  app.post(
    '/auth/phone/code',
    {
      preHandler: codePerAddress,
      schema: {
        tags: ['auth'],
        summary:
          'Sends a sign-in code by SMS to a Philippine mobile number; the same answer whether or not it has an account',
        body: phoneCodeBody.extend(withLocale),
        response: { 202: codeSent },
      },
    },
    async (request, reply) => {
      await phoneAuth.requestCode(request.body.phone, request.body.locale);
      return reply.status(202).send(sent());
    },
  );

  app.post(
    '/auth/phone/verify',
    {
      preHandler: verifyPerAddress,
      schema: {
        tags: ['auth'],
        summary:
          'Checks the SMS code: a session for the number’s account, or a sign-up token (15 minutes) for a new number',
        body: phoneVerifyBody,
        response: {
          200: z.union([
            sessionResponse.extend({ deletion_canceled: z.boolean() }),
            z.object({ signup_token: z.string() }),
          ]),
        },
      },
    },
    async (request) => phoneAuth.verify(request.body.phone, request.body.code),
  );

  app.post(
    '/auth/phone/signup',
    {
      preHandler: verifyPerAddress,
      schema: {
        tags: ['auth'],
        summary: 'Creates the account of a verified new number and signs in',
        // The username's rule is checked by the service, which answers `invalid_username`.
        body: phoneSignupBody.extend({
          username: z.string().trim().min(1).max(64),
          ...withLocale,
        }),
        response: { 201: sessionResponse },
      },
    },
    async (request, reply) => {
      const session = await phoneAuth.signup({
        signupToken: request.body.signup_token,
        username: request.body.username,
        displayName: request.body.display_name,
        locale: request.body.locale,
      });
      return reply.status(201).send(session);
    },
  );

  app.post(
    '/auth/phone/reset-password',
    {
      preHandler: verifyPerAddress,
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with an SMS code; signs out every session',
        body: phoneResetPasswordBody,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      const { phone, code, password } = request.body;
      await phoneAuth.resetPassword(phone, code, password);
      return { ok: true as const };
    },
  );

  app.post(
    '/me/phone/code',
    {
      onRequest: guards.requireUser,
      preHandler: codePerAddress,
      schema: {
        tags: ['profiles'],
        summary: 'Sends a code by SMS to a number the account adds or changes to',
        security: bearer,
        body: phoneCodeBody,
        response: { 202: codeSent },
      },
    },
    async (request, reply) => {
      await linking.requestCode(signedInUser(request).id, request.body.phone);
      return reply.status(202).send(sent());
    },
  );

  app.post(
    '/me/phone/verify',
    {
      onRequest: guards.requireUser,
      preHandler: verifyPerAddress,
      schema: {
        tags: ['profiles'],
        summary:
          'Makes the number the account’s sign-in number; changing one needs the password when the account has one',
        security: bearer,
        body: mePhoneVerifyBody,
        response: { 200: ownProfileSchema },
      },
    },
    async (request) => {
      const { phone, code, password } = request.body;
      return linking.verify(signedInUser(request).id, phone, code, password);
    },
  );

  app.delete(
    '/me/phone',
    {
      onRequest: guards.requireUser,
      preHandler: verifyPerAddress,
      schema: {
        tags: ['profiles'],
        summary: 'Removes the sign-in number, unless it is the account’s only way in',
        security: bearer,
        body: meRemovePhoneBody.nullish(),
        response: { 200: ownProfileSchema },
      },
    },
    async (request) => linking.remove(signedInUser(request).id, request.body?.password),
  );

  app.post(
    '/me/email',
    {
      onRequest: guards.requireUser,
      preHandler: verifyPerAddress,
      schema: {
        tags: ['profiles'],
        summary: 'Adds an e-mail (confirmed by the e-mailed link) and a password to the account',
        security: bearer,
        body: addEmailBody,
        response: { 202: okResponse },
      },
    },
    async (request, reply) => {
      await linking.addEmail(signedInUser(request).id, request.body.email, request.body.password);
      return reply.status(202).send({ ok: true as const });
    },
  );
};
