import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_AUTHOR_STATUSES, ADMIN_PAGE_SIZE } from '@core/constants';
import { banBody } from '@core/schemas';
import { signedInUser, type AuthGuards } from '../../platform/authenticate';
import { adminPostSchema, adminUserSchema, moderationActionSchema } from './presenter';
import type { AdminService } from './service';
import { bearer, idParams, okResponse, pageQuery } from '../../platform/route-schemas';

const adminPage = pageQuery(ADMIN_PAGE_SIZE, 100);
const searchQuery = z.string().max(100).optional();

export const adminRoutes: FastifyPluginAsyncZod<{
  admin: AdminService;
  guards: AuthGuards;
}> = async (app, { admin, guards }) => {
  // Admins only: 401 for visitors, 403 `forbidden` for everyone else, before the body is read.
  app.addHook('onRequest', guards.requireAdmin);

  app.get(
    '/admin/posts',
    {
      schema: {
        tags: ['admin'],
        summary: 'All posts, newest first, by author status and title or author search',
        security: bearer,
        querystring: z.object({
          ...adminPage,
          authorStatus: z.enum(ADMIN_AUTHOR_STATUSES).default('all'),
          search: searchQuery,
        }),
        response: { 200: z.object({ data: z.array(adminPostSchema), total: z.number() }) },
      },
    },
    async (request) => admin.listPosts(request.query),
  );

  app.patch(
    '/admin/posts/:id/archive',
    {
      schema: {
        tags: ['admin'],
        summary: 'Removes a post from the marketplace (hidden)',
        security: bearer,
        params: idParams,
        response: { 200: z.object({ id: z.string(), status: z.literal('hidden') }) },
      },
    },
    async (request) => admin.archivePost(signedInUser(request).id, request.params.id),
  );

  app.delete(
    '/admin/reviews/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Removes a review: off the profile, its list and the average; its open reports marked reviewed',
        security: bearer,
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await admin.removeReview(signedInUser(request).id, request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/admin/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'All users, newest first, by ban status and name or email search',
        security: bearer,
        querystring: z.object({
          ...adminPage,
          status: z.enum(ADMIN_AUTHOR_STATUSES).default('all'),
          search: searchQuery,
        }),
        response: { 200: z.object({ data: z.array(adminUserSchema), total: z.number() }) },
      },
    },
    async (request) => admin.listUsers(request.query),
  );

  app.patch(
    '/admin/users/:id/ban',
    {
      schema: {
        tags: ['admin'],
        summary: 'Bans a user for 1, 7 or 30 days or permanently, or lifts the ban',
        security: bearer,
        params: idParams,
        body: banBody,
        response: {
          200: z.object({ id: z.string(), banned_until: z.string().nullable() }),
        },
      },
    },
    async (request) => admin.ban(signedInUser(request).id, request.params.id, request.body.days),
  );

  app.get(
    '/admin/actions',
    {
      schema: {
        tags: ['admin'],
        summary: 'The moderation log, newest first',
        security: bearer,
        querystring: z.object(adminPage),
        response: { 200: z.object({ data: z.array(moderationActionSchema), total: z.number() }) },
      },
    },
    async (request) => admin.actions(request.query),
  );
};
