import type { Db } from '../../db/database';
import { enqueue } from '../../platform/outbox';

/** Outbox events of suki notifications (see notify.ts). */
export interface SukiEvents {
  /** Find the seller's followers whom the new post reaches, off the request path. */
  suki_post: { postId: string };
  /** Tell one follower of one new post, or fold it into the next notification. */
  suki_notice: { followerId: string; sellerId: string; postId: string };
  /** The posts folded since the last notification, in one. */
  suki_fold: { followerId: string; sellerId: string };
}

/** In the new post's transaction: the seller's suki will hear of it. */
export const sukiPostCreated = (trx: Db, postId: string) =>
  enqueue(trx, 'suki_post', { postId } satisfies SukiEvents['suki_post']);
