// Chat (SPEC §5): a message body must not be empty after trimming. Whether the thread is
// completed is a state rule for the server (thread_completed), not a schema rule.

import { z } from 'zod';
import { MESSAGE_BODY_MAX } from '../constants';
import { idField } from './fields';
import { MESSAGE_KEY } from './messages';

export const messageBodyField = z
  .string({ error: MESSAGE_KEY.messageEmpty })
  .trim()
  .min(1, MESSAGE_KEY.messageEmpty)
  .max(MESSAGE_BODY_MAX, MESSAGE_KEY.messageTooLong);

/**
 * The sender's own id for a message (a UUID made on the phone): a send repeated after a lost
 * answer or from the offline queue is stored once, and the repeat answers the stored message.
 */
export const messageClientIdField = z.uuid({ error: MESSAGE_KEY.invalid }).optional();

/** Body of POST /api/threads/{id}/messages, also the chat input's schema. */
export const chatMessageBody = z.object(
  { body: messageBodyField, client_id: messageClientIdField },
  { error: MESSAGE_KEY.invalid },
);
export type ChatMessageBody = z.output<typeof chatMessageBody>;

/** Body of POST /api/threads: the post, and an optional first message (blank = none). */
export const startThreadBody = z.object(
  {
    postId: idField(MESSAGE_KEY.required),
    initialBody: z
      .string({ error: MESSAGE_KEY.invalid })
      .trim()
      .max(MESSAGE_BODY_MAX, MESSAGE_KEY.messageTooLong)
      .nullish()
      .transform((value) => value || null),
  },
  { error: MESSAGE_KEY.invalid },
);
export type StartThreadBody = z.output<typeof startThreadBody>;
