// Feedback (SPEC §5): body of POST /api/feedback, also the feedback form's schema.
// Signed-in senders are known by their session; anonymous ones must leave an email.

import { z } from 'zod';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_IMAGES_MAX,
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGE_MIN,
  FEEDBACK_SCREENSHOT_MAX_BYTES,
} from '../constants';
import { emailField } from './fields';
import { imageListSchema } from './image';
import { MESSAGE_KEY } from './messages';

/** Where the sender was and with what browser; context for the admin, never required. */
const contextText = z
  .string({ error: MESSAGE_KEY.invalid })
  .trim()
  .max(500, MESSAGE_KEY.invalid)
  .nullish()
  .transform((value) => value || undefined);

const optionalEmail = z
  .union([z.literal(''), z.null(), emailField], { error: MESSAGE_KEY.emailInvalid })
  .optional()
  .transform((value) => value || undefined);

const feedbackFields = {
  category: z.enum(FEEDBACK_CATEGORIES, { error: MESSAGE_KEY.feedbackCategoryRequired }),
  message: z
    .string({ error: MESSAGE_KEY.feedbackTooShort })
    .trim()
    .min(FEEDBACK_MESSAGE_MIN, MESSAGE_KEY.feedbackTooShort)
    .max(FEEDBACK_MESSAGE_MAX, MESSAGE_KEY.feedbackTooLong),
  path: contextText,
  userAgent: contextText,
  images: imageListSchema(FEEDBACK_IMAGES_MAX, FEEDBACK_SCREENSHOT_MAX_BYTES, {
    type: MESSAGE_KEY.screenshotType,
    tooLarge: MESSAGE_KEY.screenshotTooLarge,
  }).default([]),
};

/** Feedback from a signed-in user: email optional (checked if given). */
export const feedbackBody = z.object(
  { ...feedbackFields, email: optionalEmail },
  { error: MESSAGE_KEY.invalid },
);

/** Feedback from an anonymous visitor: a valid email is required to answer them. */
export const anonymousFeedbackBody = z.object(
  { ...feedbackFields, email: emailField },
  { error: MESSAGE_KEY.invalid },
);

export type FeedbackBody = z.output<typeof feedbackBody>;
export type FeedbackFormInput = z.input<typeof feedbackBody>;

/** The schema that applies to a sender: the server picks by session, the form by sign-in. */
export function feedbackBodyFor({ signedIn }: { signedIn: boolean }) {
  return signedIn ? feedbackBody : anonymousFeedbackBody;
}
