// Review of a seller after a completed thread: body of POST /api/threads/{id}/reviews.

import { z } from 'zod';
import { RATING_MAX, RATING_MIN, REVIEW_COMMENT_MAX } from '../constants';
import { MESSAGE_KEY } from './messages';

export const reviewBody = z.object(
  {
    rating: z
      .number({ error: MESSAGE_KEY.ratingInvalid })
      .int(MESSAGE_KEY.ratingInvalid)
      .min(RATING_MIN, MESSAGE_KEY.ratingInvalid)
      .max(RATING_MAX, MESSAGE_KEY.ratingInvalid),
    comment: z
      .string({ error: MESSAGE_KEY.invalid })
      .trim()
      .max(REVIEW_COMMENT_MAX, MESSAGE_KEY.commentTooLong)
      .nullish()
      .transform((value) => value || null),
  },
  { error: MESSAGE_KEY.invalid },
);
export type ReviewBody = z.output<typeof reviewBody>;
