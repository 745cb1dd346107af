import type { Db } from '../../db/database';
import { enqueue } from '../../platform/outbox';

/** Outbox events of food alerts (see notify.ts). */
export interface AlertEvents {
  /** Match the new post against every alert, off the request path. */
  post_created: { postId: string };
  /** Tell one person of one post that matched their alerts. */
  alert_match: { userId: string; postId: string; alertId: string; distanceKm: number };
  /** Email one person every post matched since their last digest. */
  alert_digest: { userId: string };
}

/** In the new post's transaction: it will be matched against the alerts. */
export const postCreated = (trx: Db, postId: string) =>
  enqueue(trx, 'post_created', { postId } satisfies AlertEvents['post_created']);
