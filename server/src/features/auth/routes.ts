import { LANGUAGES } from '@core/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmSignupBody,
  forgotPasswordBody,
  loginBody,
  resetPasswordBody,
  signupBody,
} from '@core/schemas';
import { signedInUser, type AuthGuards } from '../../platform/authenticate';
import type { RateLimits } from '../../platform/rate-limits';
import { AUTH_LIMITS } from './limits';
import type { AuthService } from './service';
import { sessionResponse } from './session-user';
import { bearer, okResponse } from '../../platform/route-schemas';

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  guards: AuthGuards;
  limits: RateLimits;
}> = async (app, { auth, guards, limits }) => {
  app.post(
    '/auth/signup',
    {
      onRequest: limits.perIp('signup', AUTH_LIMITS.signupPerAddress),
      preHandler: limits.perAccount('signup', AUTH_LIMITS.signupPerAccount),
      schema: {
        tags: ['auth'],
        summary: 'Creates an unconfirmed account and emails the confirmation link',
        // The username's rule is checked by the service, which answers `invalid_username`.
        body: signupBody.extend({
          username: z.string().trim().min(1).max(64),
          locale: z.enum(LANGUAGES).optional(),
        }),
        response: {
          201: z.object({
            code: z.literal('email_not_confirmed'),
            message: z.string(),
            user: z.object({ id: z.string(), email: z.string() }),
          }),
        },
      },
    },
    async (request, reply) => {
      const user = await auth.signup(request.body);
      return reply.status(201).send({
        code: 'email_not_confirmed' as const,
        message: 'Check your email for the link to confirm your account.',
        user,
      });
    },
  );

  app.post(
    '/auth/signup/confirm',
    {
      onRequest: limits.perIp('confirm', AUTH_LIMITS.confirmPerAddress),
      schema: {
        tags: ['auth'],
        summary: 'Confirms the email with the emailed token and signs in',
        body: confirmSignupBody,
        response: { 200: sessionResponse },
      },
    },
    async (request) => auth.confirm(request.body.token),
  );

  app.post(
    '/auth/login',
    {
      onRequest: limits.perIp('login', AUTH_LIMITS.loginPerAddress),
      preHandler: limits.perAccount('login', AUTH_LIMITS.loginPerAccount),
      schema: {
        tags: ['auth'],
        summary: 'Signs in with email and password',
        body: loginBody,
        response: { 200: sessionResponse.extend({ deletion_canceled: z.boolean() }) },
      },
    },
    async (request) => auth.login(request.body.email, request.body.password),
  );

  app.post(
    '/auth/logout',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['auth'],
        summary: 'Revokes the presented token',
        security: bearer,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await auth.logout(signedInUser(request));
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/password/forgot',
    {
      onRequest: limits.perIp('forgot', AUTH_LIMITS.forgotPerAddress),
      preHandler: limits.perAccount('forgot', AUTH_LIMITS.forgotPerAccount),
      schema: {
        tags: ['auth'],
        summary: 'Emails a reset link if the account exists; always answers 200',
        body: forgotPasswordBody,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      auth.forgotPassword(request.body.email);
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/password/reset',
    {
      onRequest: limits.perIp('reset', AUTH_LIMITS.resetPerAddress),
      schema: {
        tags: ['auth'],
        summary: 'Sets a new password with the emailed token; signs out every session',
        body: resetPasswordBody,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body.token, request.body.password);
      return { ok: true as const };
    },
  );
};
