import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_DELETION_GRACE_DAYS } from '@core/constants';
import { profileBody, type ProfileBody } from '@core/schemas';
import { signedInUser, type AuthGuards } from '../../platform/authenticate';
import type { RateLimits } from '../../platform/rate-limits';
import { profileAcrossBlocks, profilesAcrossBlocks } from '../blocks/profile-view';
import type { BlockChecks } from '../blocks/service';
import { isNewPhoto, photoEditLimit } from '../posts/photo-limit';
import { ownProfileSchema, publicProfileSchema } from './presenter';
import type { ProfileService } from './service';
import { bearer, idParams } from '../../platform/route-schemas';

const MAX_IDS = 100;
const idList = z
  .string()
  .transform((text) => [
    ...new Set(
      text
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(z.string().max(64)).max(MAX_IDS));

/** One person's profile as a viewer sees it (GET /api/profiles/{id}). */
export const viewedProfile = publicProfileSchema.extend({ blocked: z.boolean() });

export const profileRoutes: FastifyPluginAsyncZod<{
  profiles: ProfileService;
  guards: AuthGuards;
  blocks: BlockChecks;
  limits: RateLimits;
}> = async (app, { profiles, guards, blocks, limits }) => {
  // Every read of a profile shows its contacts by one rule (blocks/profile-view.ts): never
  // to visitors, never across a block.
  app.get(
    '/me/profile',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['profiles'],
        summary: 'The caller’s own profile',
        security: bearer,
        response: { 200: ownProfileSchema },
      },
    },
    async (request) => profiles.getOwn(signedInUser(request).id),
  );

  app.patch(
    '/me/profile',
    {
      onRequest: guards.requireUser,
      // A new photo counts against the same hourly limit as a new post.
      preHandler: photoEditLimit<ProfileBody>(limits, (body) => isNewPhoto(body.photo_url)),
      schema: {
        tags: ['profiles'],
        summary: 'Changes the given profile fields; photo_url takes a data URL or null',
        security: bearer,
        body: profileBody,
        response: { 200: ownProfileSchema },
      },
    },
    async (request) => profiles.update(signedInUser(request).id, request.body),
  );

  app.post(
    '/me/archive',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['profiles'],
        summary: `Deletes the account: posts hidden now, account removed after ${ACCOUNT_DELETION_GRACE_DAYS} days`,
        security: bearer,
        response: { 200: z.object({ ok: z.literal(true), removal_at: z.string() }) },
      },
    },
    async (request) => {
      await profiles.archive(signedInUser(request).id);
      const removalAt = new Date(Date.now() + ACCOUNT_DELETION_GRACE_DAYS * 86_400_000);
      return { ok: true as const, removal_at: removalAt.toISOString() };
    },
  );

  app.get(
    '/profiles',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['profiles'],
        summary:
          'Public profiles of the given users; contacts hidden across a block, as on one profile',
        security: bearer,
        querystring: z.object({ ids: idList }),
        response: { 200: z.object({ data: z.array(publicProfileSchema) }) },
      },
    },
    async (request) => ({
      data: await profilesAcrossBlocks(
        blocks,
        signedInUser(request).id,
        await profiles.findManyPublic(request.query.ids),
      ),
    }),
  );

  app.get(
    '/profiles/by-username',
    {
      onRequest: guards.optionalUser,
      schema: {
        tags: ['profiles'],
        summary: 'A public profile by username',
        querystring: z.object({ username: z.string().trim().min(1).max(40) }),
        response: { 200: viewedProfile },
      },
    },
    async (request) =>
      profileAcrossBlocks(
        blocks,
        request.user?.id,
        await profiles.findPublic(request.query.username),
      ),
  );

  app.get(
    '/profiles/:id',
    {
      onRequest: guards.optionalUser,
      schema: {
        tags: ['profiles'],
        summary: 'A public profile by user id (36 characters) or username',
        params: idParams,
        response: { 200: viewedProfile },
      },
    },
    async (request) =>
      profileAcrossBlocks(blocks, request.user?.id, await profiles.findPublic(request.params.id)),
  );
};
