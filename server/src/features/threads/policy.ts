/** Pure rules of SPEC §4 and §6 for threads, shared by the service and shown to the web app. */

export interface ThreadParties {
  buyer_id: string | null;
  seller_id: string;
  status: 'open' | 'completed';
}

export type Side = 'buyer' | 'seller';

export function sideOf(userId: string, thread: ThreadParties): Side | null {
  if (thread.seller_id === userId) return 'seller';
  if (thread.buyer_id === userId) return 'buyer';
  return null;
}

/** Messages go only to an open thread whose post is still for sale. */
export const canSendMessage = (
  userId: string,
  thread: ThreadParties,
  postStatus: 'active' | 'hidden' | 'completed',
) => sideOf(userId, thread) !== null && thread.status === 'open' && postStatus === 'active';

export const canComplete = (userId: string, thread: ThreadParties) =>
  sideOf(userId, thread) === 'seller' && thread.status === 'open';

/** The buyer may review the seller once the sale is complete, and only once. */
export const canReview = (userId: string, thread: ThreadParties, hasReview: boolean) =>
  sideOf(userId, thread) === 'buyer' && thread.status === 'completed' && !hasReview;
