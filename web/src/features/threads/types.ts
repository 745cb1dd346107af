import type { Reservation } from '@core/schemas';
import type { ScamFlag } from '@core/scam-flags';

/** GET /api/threads?tab= (SPEC §2 Threads list). */
export type ThreadTab = 'all' | 'unread' | 'completed';

export const THREAD_TABS: readonly ThreadTab[] = ['all', 'unread', 'completed'];

export type ThreadStatus = 'open' | 'completed';
export type PostStatus = 'active' | 'hidden' | 'completed';

/** The other participant; null once their account is gone. */
export interface ThreadParty {
  id: string;
  username: string;
  display_name: string | null;
}

/** The post a thread is about, as the thread presenter embeds it. */
export interface ThreadPost {
  id: string;
  title: string;
  status: PostStatus;
  images: string[];
  /** A small version of the first image, when the server made one. */
  thumbnail: string | null;
}

/** What the seller holds for this thread's buyer, in the post's unit, until a pickup time. */
export type ThreadReservation = Reservation;

interface ThreadBase {
  id: string;
  post_id: string;
  buyer_id: string | null;
  seller_id: string;
  status: ThreadStatus;
  last_message_at: string | null;
  last_message_preview: string | null;
  completed_at: string | null;
  created_at: string;
  post: ThreadPost;
  other: ThreadParty | null;
  /** Null when nothing is held (or on an older server that does not send it). */
  reservation?: ThreadReservation | null;
  /** Each side has messages it has not read; the chat's "Seen" reads the other side's. */
  unread_for_buyer?: boolean;
  unread_for_seller?: boolean;
}

/** One row of GET /api/threads. */
export interface ThreadListItem extends ThreadBase {
  /** Unread for the caller (the server picks buyer or seller side). */
  unread: boolean;
}

export interface ThreadPage {
  data: ThreadListItem[];
  total: number;
}

/** GET /api/threads/{id}: the thread and what the caller may do in it. */
export interface ThreadDetail extends ThreadBase {
  my_role: 'buyer' | 'seller';
  can_send: boolean;
  can_complete: boolean;
  can_review: boolean;
  /** The two blocked one another (either way): readable, but nothing more can be sent. */
  blocked?: boolean;
}

/** A chat message; sender_id is null once the sender's account is gone. */
export interface ChatMessage {
  id: string;
  sender_id: string | null;
  body: string;
  created_at: string;
  /** What the server's scam guard found; the recipient sees a warning under the message. */
  flags?: ScamFlag[];
}

export interface Review {
  id: string;
  rating: number;
  comment: string | null;
  reviewer_id: string | null;
  reviewee_id: string;
  created_at: string;
}
