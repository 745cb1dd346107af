import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_PAGE_SIZE, REPORT_STATUSES, REPORT_TYPES } from '@core/constants';
import { reportBody, reportStatusBody, reviewReportBody } from '@core/schemas';
import { signedInUser, type AuthGuards } from '../../platform/authenticate';
import type { RateLimits } from '../../platform/rate-limits';
import { reportListItemSchema, reportSchema } from './presenter';
import type { ReportService } from './service';
import { bearer, idParams, okResponse, pageQuery } from '../../platform/route-schemas';

/** One budget for post and review reports: a reporter is a reporter, whatever they report. */
const REPORT_LIMIT = { max: 30, perMinutes: 60 };

export const reportRoutes: FastifyPluginAsyncZod<{
  reports: ReportService;
  guards: AuthGuards;
  limits: RateLimits;
}> = async (app, { reports, guards, limits }) => {
  app.post(
    '/reports/posts',
    {
      onRequest: guards.requireUser,
      preHandler: limits.perUser('report', REPORT_LIMIT),
      schema: {
        tags: ['reports'],
        summary: 'Reports someone else’s post to the moderators',
        security: bearer,
        body: reportBody,
        response: { 201: reportSchema },
      },
    },
    async (request, reply) => {
      const { postId, reason } = request.body;
      const report = await reports.reportPost(signedInUser(request).id, postId, reason);
      return reply.status(201).send(report);
    },
  );

  app.post(
    '/reports/reviews',
    {
      onRequest: guards.requireUser,
      preHandler: limits.perUser('report', REPORT_LIMIT),
      schema: {
        tags: ['reports'],
        summary: 'Reports a review the caller did not write to the moderators',
        security: bearer,
        body: reviewReportBody,
        response: { 201: reportSchema },
      },
    },
    async (request, reply) => {
      const { reviewId, reason } = request.body;
      const report = await reports.reportReview(signedInUser(request).id, reviewId, reason);
      return reply.status(201).send(report);
    },
  );

  app.get(
    '/reports',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['reports'],
        summary:
          'Reports of posts and reviews, newest first, with the post or review and the reporter (admin)',
        security: bearer,
        querystring: z.object({
          ...pageQuery(ADMIN_PAGE_SIZE, 100),
          status: z.enum(REPORT_STATUSES).optional(),
          type: z.enum(REPORT_TYPES).optional(),
        }),
        response: { 200: z.object({ data: z.array(reportListItemSchema), total: z.number() }) },
      },
    },
    async (request) => reports.list(request.query),
  );

  app.get(
    '/reports/count-new',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['reports'],
        summary: 'How many reports are new (admin badge)',
        security: bearer,
        response: { 200: z.object({ count: z.number() }) },
      },
    },
    async () => ({ count: await reports.countNew() }),
  );

  app.patch(
    '/reports/:id/status',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['reports'],
        summary: 'Marks a report reviewed (admin)',
        security: bearer,
        params: idParams,
        body: reportStatusBody,
        response: { 200: reportSchema },
      },
    },
    async (request) => reports.markReviewed(signedInUser(request).id, request.params.id),
  );

  app.delete(
    '/reports/:id',
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['reports'],
        summary: 'Deletes a report (admin)',
        security: bearer,
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await reports.remove(signedInUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );
};
