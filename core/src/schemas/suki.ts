// Suki (issue 39): following a seller. The limits, and the body of PUT /api/me/suki/{userId},
// shared by the server's validation and the web's button.

import { z } from 'zod';
import { MESSAGE_KEY } from './messages';

/** Sellers one person may follow at most. */
export const SUKI_MAX_FOLLOWED = 500;
/** Follows and unfollows one person may make in an hour. */
export const SUKI_CHANGES_PER_HOUR = 60;
/** A follower hears of one seller at most once in this long; later posts are folded. */
export const SUKI_NOTICE_WINDOW_MS = 6 * 3_600_000;
/** Followed sellers per page of GET /api/me/suki (as the home feed). */
export const SUKI_PAGE_SIZE = 10;

/**
 * PUT /api/me/suki/{userId}: optionally where the follower's phone is, so that only posts
 * within their search range notify them (the server knows no one's location otherwise).
 */
export const sukiBody = z
  .object(
    {
      lat: z.number({ error: MESSAGE_KEY.invalid }).min(-90).max(90).optional(),
      lng: z.number({ error: MESSAGE_KEY.invalid }).min(-180).max(180).optional(),
    },
    { error: MESSAGE_KEY.invalid },
  )
  .refine((body) => (body.lat === undefined) === (body.lng === undefined), {
    path: ['lat'],
    message: MESSAGE_KEY.invalid,
  });
export type SukiBody = z.output<typeof sukiBody>;
