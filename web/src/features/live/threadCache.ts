import type { ChatMessage, ThreadDetail } from '../threads/types';

/** What threadKeys.messages(id) holds: GET /api/threads/{id}/messages as it came. */
export interface MessagesData {
  data: ChatMessage[];
}

type Side = 'buyer' | 'seller';
type UnreadFlags = Pick<ThreadDetail, 'buyer_id' | 'seller_id' | 'my_role'> &
  Pick<ThreadDetail, 'unread_for_buyer' | 'unread_for_seller'>;

const UNREAD_FLAG = { buyer: 'unread_for_buyer', seller: 'unread_for_seller' } as const;
const OTHER_SIDE = { buyer: 'seller', seller: 'buyer' } as const;

function sideOf(thread: UnreadFlags, userId: string): Side | null {
  if (thread.seller_id === userId) return 'seller';
  if (thread.buyer_id === userId) return 'buyer';
  return null;
}

function withUnread<T extends UnreadFlags>(thread: T, side: Side, unread: boolean): T {
  const flag = UNREAD_FLAG[side];
  return thread[flag] === unread ? thread : { ...thread, [flag]: unread };
}

/**
 * The conversation with `message` in its place by time, or as it was when the message is
 * already there (the sender's own answer, a poll, an event seen twice). Nothing is cached
 * for a chat never opened: undefined stays undefined, and opening it fetches everything.
 */
export function withMessage(
  current: MessagesData | undefined,
  message: ChatMessage,
): MessagesData | undefined {
  if (!current || current.data.some((known) => known.id === message.id)) return current;
  // Usually last; two processes of the server may deliver two messages in either order.
  let at = current.data.length;
  while (at > 0 && current.data[at - 1]!.created_at > message.created_at) at -= 1;
  return { data: [...current.data.slice(0, at), message, ...current.data.slice(at)] };
}

/** The reader has read everything in the thread so far: their side is no longer unread. */
export function readBy<T extends UnreadFlags>(thread: T | undefined, readerId: string) {
  const side = thread && sideOf(thread, readerId);
  return side ? withUnread(thread, side, false) : thread;
}

/** A new message: the side that did not send it has something unread. */
export function sentBy<T extends UnreadFlags>(thread: T | undefined, senderId: string | null) {
  const side = thread && senderId !== null ? sideOf(thread, senderId) : null;
  return thread && side ? withUnread(thread, OTHER_SIDE[side], true) : thread;
}

/**
 * "Seen" under the viewer's last message: the conversation ends with it, and the other side
 * has read since (their unread flag is false; any message of mine sets it again).
 */
export function isSeenByOther(
  thread: UnreadFlags,
  messages: readonly ChatMessage[],
  myId: string,
): boolean {
  const last = messages[messages.length - 1];
  if (!last || last.sender_id !== myId) return false;
  return thread[UNREAD_FLAG[OTHER_SIDE[thread.my_role]]] === false;
}
