import { z } from 'zod';
import { SCAM_FLAGS } from '@core/scam-flags';
import type { ThreadListRow, ThreadRow } from './repository';

export const threadSchema = z.object({
  id: z.string(),
  post_id: z.string(),
  buyer_id: z.string().nullable(),
  seller_id: z.string(),
  status: z.enum(['open', 'completed']),
  unread_for_buyer: z.boolean(),
  unread_for_seller: z.boolean(),
  last_message_at: z.string().nullable(),
  last_message_preview: z.string().nullable(),
  completed_at: z.string().nullable(),
  created_at: z.string(),
  /** Units the seller holds for this buyer (issue 11), or null. */
  reservation: z.object({ qty: z.number(), until: z.string() }).nullable(),
  post: z.object({
    id: z.string(),
    title: z.string(),
    status: z.enum(['active', 'hidden', 'completed']),
    images: z.array(z.string()),
    thumbnail: z.string().nullable(),
  }),
});

export const threadListItemSchema = threadSchema.extend({
  unread: z.boolean(),
  other: z
    .object({ id: z.string(), username: z.string(), display_name: z.string().nullable() })
    .nullable(),
});

export const threadDetailSchema = threadSchema.extend({
  my_role: z.enum(['buyer', 'seller']),
  can_send: z.boolean(),
  /** The two blocked one another (either way): readable, but no new messages. */
  blocked: z.boolean(),
  can_complete: z.boolean(),
  can_review: z.boolean(),
  other: z
    .object({ id: z.string(), username: z.string(), display_name: z.string().nullable() })
    .nullable(),
});

export const messageSchema = z.object({
  id: z.string(),
  sender_id: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
  /** What the scam guard found (issue 12); the recipient's chat warns under the message. */
  flags: z.array(z.enum(SCAM_FLAGS)),
});

export interface PostImages {
  images: string[];
  thumbnail: string | null;
}

type ThreadBase = Pick<
  ThreadRow,
  | 'id'
  | 'post_id'
  | 'buyer_id'
  | 'seller_id'
  | 'status'
  | 'unread_for_buyer'
  | 'unread_for_seller'
  | 'last_message_at'
  | 'last_message_preview'
  | 'completed_at'
  | 'created_at'
  | 'post_title'
  | 'post_status'
  | 'reservation_qty'
  | 'reservation_until'
>;

export function presentThread(row: ThreadBase, images: PostImages): z.infer<typeof threadSchema> {
  return {
    id: row.id,
    post_id: row.post_id,
    buyer_id: row.buyer_id,
    seller_id: row.seller_id,
    status: row.status,
    unread_for_buyer: Boolean(row.unread_for_buyer),
    unread_for_seller: Boolean(row.unread_for_seller),
    last_message_at: row.last_message_at,
    last_message_preview: row.last_message_preview,
    completed_at: row.completed_at,
    created_at: row.created_at,
    // Held only while the thread is open and its post for sale (a closed post's holds are over).
    reservation:
      row.reservation_qty !== null &&
      row.reservation_until !== null &&
      row.status === 'open' &&
      row.post_status === 'active'
        ? { qty: row.reservation_qty, until: row.reservation_until }
        : null,
    post: { id: row.post_id, title: row.post_title, status: row.post_status, ...images },
  };
}

export function presentListItem(row: ThreadListRow, images: PostImages) {
  return {
    ...presentThread(row, images),
    unread: Boolean(row.unread),
    other: row.other_id
      ? { id: row.other_id, username: row.other_username!, display_name: row.other_display_name }
      : null,
  };
}
