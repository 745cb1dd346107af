import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PAYMENT_QR_CHANGES_PER_DAY,
  paymentQrBody,
  paymentQrCheckBody,
  paymentQrRemoveBody,
} from '@core/schemas';
import { signedInUser, type AuthGuards } from '../../platform/authenticate';
import type { RateLimits } from '../../platform/rate-limits';
import { bearer, idParams, okResponse } from '../../platform/route-schemas';
import { ownPaymentQrSchema, paymentQrReadingSchema, threadPaymentQrSchema } from './presenter';
import type { PaymentQrService } from './service';

/**
 * Tries at saving or removing, right or wrong, per person: each checks the password (argon2)
 * and may decode a picture, so a stolen session cannot guess passwords or burn CPU here. The
 * daily limit of changes that succeed is counted in the database (the service).
 */
export const PAYMENT_QR_TRIES_PER_HOUR = { max: 30, perMinutes: 60 };

const REFUSALS = `400 qr_not_found, qr_not_qrph, qr_has_amount; 403 invalid_credentials (wrong password), password_not_set (an account made by SMS without one); 429 rate_limited past ${PAYMENT_QR_CHANGES_PER_DAY} changes a day`;

/** Pay at pickup by QR Ph (issue 40): the seller's own QR, and a thread's for its buyer. */
export const paymentQrRoutes: FastifyPluginAsyncZod<{
  paymentQr: PaymentQrService;
  guards: AuthGuards;
  limits: RateLimits;
}> = async (app, { paymentQr, guards, limits }) => {
  app.addHook('onRequest', guards.requireUser);
  const tries = limits.perUser('payment-qr-try', PAYMENT_QR_TRIES_PER_HOUR);

  app.get(
    '/me/payment-qr',
    {
      schema: {
        tags: ['payment-qr'],
        summary: 'The caller’s payment QR, or null when they have none',
        security: bearer,
        response: { 200: ownPaymentQrSchema.nullable() },
      },
    },
    async (request) => paymentQr.mine(signedInUser(request).id),
  );

  app.put(
    '/me/payment-qr',
    {
      preHandler: tries,
      schema: {
        tags: ['payment-qr'],
        summary:
          'Saves the caller’s QR Ph code from a picture (data URL, JPEG/PNG/WebP, at most 2 MB: 413 beyond) or its text, with the account’s password; only the text is kept',
        description: REFUSALS,
        security: bearer,
        body: paymentQrBody,
        response: { 200: ownPaymentQrSchema },
      },
    },
    async (request) => paymentQr.save(signedInUser(request).id, request.body),
  );

  app.post(
    '/me/payment-qr/check',
    {
      preHandler: tries,
      schema: {
        tags: ['payment-qr'],
        summary:
          'Reads a picture of a QR Ph code without saving it: what buyers would see (reveals), before the seller gives the password; the save may then send the code’s text',
        description: '400 qr_not_found, qr_not_qrph, qr_has_amount; 413 beyond 2 MB',
        security: bearer,
        body: paymentQrCheckBody,
        response: { 200: paymentQrReadingSchema },
      },
    },
    async (request) => paymentQr.check(signedInUser(request).id, request.body.image),
  );

  app.delete(
    '/me/payment-qr',
    {
      preHandler: tries,
      schema: {
        tags: ['payment-qr'],
        summary: 'Removes the caller’s payment QR, with the account’s password (none: no change)',
        description: REFUSALS,
        security: bearer,
        body: paymentQrRemoveBody,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await paymentQr.remove(signedInUser(request).id, request.body.password);
      return { ok: true as const };
    },
  );

  app.get(
    '/threads/:id/payment-qr',
    {
      schema: {
        tags: ['payment-qr'],
        summary:
          'The seller’s payment QR: to the seller always; to the buyer while food is reserved for them or within 24 hours of a sale in the thread',
        description:
          '403 payment_qr_unavailable to anyone else (or when the seller is banned or leaving), 403 blocked across a block; 404 not_found when the seller has no QR',
        security: bearer,
        params: idParams,
        response: { 200: threadPaymentQrSchema },
      },
    },
    async (request) => paymentQr.forThread(signedInUser(request).id, request.params.id),
  );
};
