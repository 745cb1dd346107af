import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HOME_PAGE_SIZE, POST_SORT_BY, POST_STATUSES, SORT_DIRS } from '@core/constants';
import { bothOrNeither, feedFilterFields, locationFields, splitList } from '@core/feed-filters';
import { defaultSortDir } from '@core/post-sort';
import { createPostBody, editPostBody, type EditPostBody } from '@core/schemas';
import { signedInUser, type AuthGuards } from '../../platform/authenticate';
import type { RateLimits } from '../../platform/rate-limits';
import { isNewPhoto, photoEditLimit, postsAndPhotosLimit } from './photo-limit';
import { postDetailSchema, postListItemSchema } from './presenter';
import type { PostService } from './service';
import { bearer, idParams, okResponse, pageQuery } from '../../platform/route-schemas';

const MAX_PAGE_SIZE = 50;
/**
 * Edits per person, photo or not: each one is news pushed to every open page of the post
 * (the page's events are also coalesced, features/live/coalesce.ts).
 */
export const POST_EDITS_PER_HOUR = { max: 60, perMinutes: 60 };

export const listQuery = z
  .object({
    ...pageQuery(HOME_PAGE_SIZE, MAX_PAGE_SIZE),
    ...feedFilterFields,
    sortBy: z.enum(POST_SORT_BY).default('newest'),
    sortDir: z
      .enum(SORT_DIRS)
      .optional()
      .describe('default: asc for sortBy=expiry (soonest first), desc for the others'),
    mine: z.enum(['1', 'true']).optional(),
    suki: z
      .enum(['1', 'true'])
      .optional()
      .describe('only the sellers the caller follows ("From my suki"; sign-in needed)'),
    status: z.enum(POST_STATUSES).optional(),
    userId: z.string().max(64).optional(),
    ids: splitList.pipe(z.array(z.string().max(64)).max(100)).optional(),
  })
  .refine(...bothOrNeither);

export const listResponse = z.object({ data: z.array(postListItemSchema), total: z.number() });
const summaryResponse = z.object({
  data: z.array(z.object({ id: z.string(), title: z.string(), user_id: z.string() })),
});

export const postRoutes: FastifyPluginAsyncZod<{
  posts: PostService;
  guards: AuthGuards;
  limits: RateLimits;
}> = async (app, { posts, guards, limits }) => {
  app.get(
    '/posts',
    {
      onRequest: guards.optionalUser,
      schema: {
        tags: ['posts'],
        summary:
          'The feed (active, unexpired posts of authors not banned); mine=1 for the caller’s own posts (every status), userId for one author, ids for titles',
        querystring: listQuery,
        response: { 200: z.union([listResponse, summaryResponse]) },
      },
    },
    async (request) => {
      const { lat, lng, ids, mine, suki, sortDir, ...rest } = request.query;
      const query = { ...rest, sortDir: sortDir ?? defaultSortDir(rest.sortBy) };
      if (ids) return { data: await posts.summaries(ids) };
      const center = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
      if (mine) {
        // The optional guard treats a banned token as a visitor; the own list answers 403
        // `banned` with banned_until, as every signed-in call does.
        await guards.requireUser(request);
        const user = signedInUser(request);
        return posts.ofOwner({ ...query, center, userId: user.id }, user);
      }
      if (suki) {
        // "From my suki" is the caller's own list: visitors are asked to sign in (401).
        await guards.requireUser(request);
        const user = signedInUser(request);
        return posts.feed({ ...query, center, sukiOf: user.id }, user);
      }
      return posts.feed({ ...query, center }, request.user);
    },
  );

  app.get(
    '/posts/:id',
    {
      onRequest: guards.optionalUser,
      schema: {
        tags: ['posts'],
        summary: 'One post; lat and lng give its distance from the viewer',
        params: idParams,
        querystring: z.object(locationFields),
        response: { 200: postDetailSchema },
      },
    },
    async (request) => {
      const { lat, lng } = request.query;
      const center = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
      return posts.get(request.params.id, request.user, center);
    },
  );

  app.post(
    '/posts',
    {
      onRequest: guards.requireUser,
      preHandler: postsAndPhotosLimit(limits),
      schema: {
        tags: ['posts'],
        summary: 'Creates a post; images are data URLs (one photo)',
        security: bearer,
        body: createPostBody,
        response: { 201: postDetailSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await posts.create(signedInUser(request), request.body)),
  );

  app.patch(
    '/posts/:id',
    {
      onRequest: guards.requireUser,
      // Every edit counts; a new photo counts as a new post does, too.
      preHandler: [
        limits.perUser('post-edit', POST_EDITS_PER_HOUR),
        photoEditLimit<EditPostBody>(limits, (body) => body.images?.some(isNewPhoto) ?? false),
      ],
      schema: {
        tags: ['posts'],
        summary: 'Edits an active post of the caller; images replace the photo when given',
        security: bearer,
        params: idParams,
        body: editPostBody,
        response: { 200: postDetailSchema },
      },
    },
    async (request) => posts.update(signedInUser(request), request.params.id, request.body),
  );

  app.delete(
    '/posts/:id',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['posts'],
        summary: 'Deletes a post of the caller with its photos',
        security: bearer,
        params: idParams,
        response: { 200: okResponse },
      },
    },
    async (request) => {
      await posts.delete(signedInUser(request), request.params.id);
      return { ok: true as const };
    },
  );

  for (const [action, status, summary] of [
    ['cancel', 'hidden', 'Cancels an active post of the caller (status hidden)'],
    ['complete', 'completed', 'Marks an active post of the caller as sold (status completed)'],
  ] as const) {
    app.post(
      `/posts/:id/${action}`,
      {
        onRequest: guards.requireUser,
        schema: {
          tags: ['posts'],
          summary,
          security: bearer,
          params: idParams,
          response: { 200: postDetailSchema },
        },
      },
      async (request) => posts.close(signedInUser(request), request.params.id, status),
    );
  }
};
