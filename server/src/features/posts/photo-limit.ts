import type { FastifyRequest } from 'fastify';
import type { RateLimits } from '../../platform/rate-limits';

/**
 * New posts and photo edits share one hourly count per person (issue 21): every upload costs a
 * decode, a re-encode and thumbnails, so swapping a post's or the profile's photo over and
 * over must not be free where posting over and over is not.
 */
export const POSTS_AND_PHOTOS_PER_HOUR = { max: 30, perMinutes: 60 };
const BUCKET = 'posts-and-photos';

/** A new upload: a data URL (anything else is the photo kept, or refused unread). */
export const isNewPhoto = (ref: unknown) => typeof ref === 'string' && ref.startsWith('data:');

/** Counts every request (a new post, with or without a photo). */
export const postsAndPhotosLimit = (limits: RateLimits) =>
  limits.perUser(BUCKET, POSTS_AND_PHOTOS_PER_HOUR);

/**
 * Counts a request only when `carriesPhoto` finds a new photo in its body: a preHandler, so
 * the body is the route's, already validated.
 */
export const photoEditLimit = <Body>(limits: RateLimits, carriesPhoto: (body: Body) => boolean) =>
  limits.perUser(BUCKET, POSTS_AND_PHOTOS_PER_HOUR, {
    when: (request: FastifyRequest) => carriesPhoto(request.body as Body),
  });
