import type { Generated } from 'kysely';

/**
 * The data model of SPEC §3, as both engines store it.
 * Timestamps are ISO-8601 UTC strings on the way in and out (SQLite text, PostgreSQL timestamptz
 * parsed back to ISO), flags are booleans (stored 0/1 on SQLite), money is whole centavos.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  one_time_tokens: OneTimeTokensTable;
  categories: CategoriesTable;
  families: FamiliesTable;
  posts: PostsTable;
  post_images: PostImagesTable;
  threads: ThreadsTable;
  messages: MessagesTable;
  reviews: ReviewsTable;
  reports: ReportsTable;
  feedback: FeedbackTable;
  devices: DevicesTable;
  moderation_actions: ModerationActionsTable;
  push_subscriptions: PushSubscriptionsTable;
  server_settings: ServerSettingsTable;
  outbox: OutboxTable;
  alerts: AlertsTable;
  alert_matches: AlertMatchesTable;
  reservations: ReservationsTable;
  reservation_notices: ReservationNoticesTable;
  sales: SalesTable;
  blocks: BlocksTable;
  sms_codes: SmsCodesTable;
  phone_signup_tokens: PhoneSignupTokensTable;
  sms_daily_counts: SmsDailyCountsTable;
  sms_notices_sent: SmsNoticesSentTable;
  suki: SukiTable;
  payment_qrs: PaymentQrsTable;
  payment_qr_changes: PaymentQrChangesTable;
}

/** A code sent by SMS, kept only as a hash. */
export interface SmsCodesTable {
  id: string;
  phone: string;
  purpose: 'auth' | 'link';
  user_id: string | null;
  code_hash: string;
  tries: Generated<number>;
  created_at: string;
  expires_at: string;
  /** Used, replaced by a newer code, or tried too often. */
  ended_at: string | null;
}

export interface PhoneSignupTokensTable {
  token_hash: string;
  phone: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SmsDailyCountsTable {
  day: string;
  count: number;
}

export interface SmsNoticesSentTable {
  id: string;
  user_id: string;
  thread_id: string | null;
  kind: string;
  created_at: string;
}

export interface UsersTable {
  id: string;
  /** Null for an account made with a mobile number until it adds an e-mail. */
  email: string | null;
  username: string;
  /** Lower-cased username: usernames are unique case-insensitively. */
  username_key: string;
  /** Null for an account made with a mobile number until it sets a password. */
  password_hash: string | null;
  display_name: string | null;
  phone: string | null;
  /** The verified number that signs in (E.164), apart from the editable `phone`; never public. */
  login_phone: Generated<string | null>;
  /** SMS for what a phone must not miss (issue 37); on for accounts made with a number. */
  sms: Generated<boolean>;
  photo_path: string | null;
  search_range_km: number | null;
  reputation: Generated<number>;
  is_admin: Generated<boolean>;
  banned_until: string | null;
  whatsapp_number: string | null;
  facebook_username: string | null;
  show_contact_on_posts: Generated<boolean>;
  locale: Generated<string>;
  email_confirmed_at: string | null;
  /** Set by POST /api/me/archive; the account is removed 30 days later unless the user returns. */
  deletion_requested_at: string | null;
  /** Notification settings (GET /api/me/notifications), each on by default. */
  messages_push: Generated<boolean>;
  messages_email: Generated<boolean>;
  sales_push: Generated<boolean>;
  sales_email: Generated<boolean>;
  alerts_push: Generated<boolean>;
  alerts_email: Generated<boolean>;
  /** New posts of followed sellers (issue 39). */
  suki_posts: Generated<boolean>;
  /** When the next alert digest email is due; null while none is waiting. */
  alert_digest_due_at: Generated<string | null>;
  alert_digest_sent_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  /** SHA-256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
}

export interface OneTimeTokensTable {
  id: string;
  user_id: string;
  purpose: 'confirm_signup' | 'reset_password';
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface CategoriesTable {
  id: Generated<number>;
  slug: string;
  name: string;
  name_tl: string;
  /** Cebuano (Binisaya) name; '' for a row the seed does not name. */
  name_ceb: Generated<string>;
  sort_order: number;
}

export interface FamiliesTable {
  id: Generated<number>;
  category_id: number;
  slug: string;
  name: string;
  name_tl: string;
  /** Cebuano (Binisaya) name; '' for a row the seed does not name. */
  name_ceb: Generated<string>;
  sort_order: number;
}

export interface PostsTable {
  /** Integer row key for the feed's indexes; the API knows posts by `id`. */
  seq: Generated<number>;
  id: string;
  user_id: string;
  family_id: number;
  title: string;
  description: string;
  price_centavos: number;
  qty: number;
  unit: string;
  lat: number;
  lng: number;
  /**
   * Where everyone but the owner and admins sees, searches and is alerted about the post: the
   * exact point moved 150 to 350 m in a random direction and rounded to 3 decimals as it is
   * shown, kept until the owner moves the post; the very point of the account's oldest post
   * within 400 m, if any (sharedPublicPoint).
   */
  public_lat: number;
  public_lng: number;
  status: 'active' | 'hidden' | 'completed';
  /** Sums of its reservations and sales, rewritten with each of them (migration 0006). */
  qty_reserved: Generated<number>;
  qty_sold: Generated<number>;
  expires_at: string;
  /** When the post last left 'active': starts the 3-month clock on its threads' messages. */
  closed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface PostImagesTable {
  id: string;
  post_id: string;
  position: number;
  path: string;
  thumb_path: string;
  width: number;
  height: number;
  /** JSON of the WebP copies (features/posts/images.ts); '' for photos stored before them. */
  variants: Generated<string>;
  created_at: string;
}

export interface ThreadsTable {
  id: string;
  post_id: string;
  /** Null once the buyer's account has been removed. */
  buyer_id: string | null;
  seller_id: string;
  status: 'open' | 'completed';
  unread_for_buyer: Generated<boolean>;
  unread_for_seller: Generated<boolean>;
  last_message_at: string | null;
  last_message_preview: string | null;
  completed_at: string | null;
  created_at: string;
  /** When each side last opened the thread: a message after it is still unread. */
  buyer_read_at: Generated<string | null>;
  seller_read_at: Generated<string | null>;
  /** Set when an unread-message email went out; cleared when that side reads the thread. */
  buyer_emailed_at: Generated<string | null>;
  seller_emailed_at: Generated<string | null>;
}

export interface MessagesTable {
  id: string;
  thread_id: string;
  /** Null once the sender's account has been removed (the message stays for the other party). */
  sender_id: string | null;
  body: string;
  created_at: string;
  /** The scam guard's findings, 'contact,link,payment' or '' (core/src/scam-flags.ts). */
  flags: Generated<string>;
  /** The sender's own id for it (a UUID), so a send repeated after a lost answer is one message. */
  client_id: string | null;
}

export interface ReviewsTable {
  id: string;
  thread_id: string;
  reviewer_id: string | null;
  reviewee_id: string;
  rating: number;
  comment: string | null;
  created_at: string;
  /** Set when an admin removed the review: it no longer counts anywhere (issue 21). */
  removed_at: string | null;
}

export interface ReportsTable {
  id: string;
  /** What is reported; exactly one of post_id and review_id is set, to match (issue 21). */
  subject_type: Generated<'post' | 'review'>;
  post_id: string | null;
  review_id: string | null;
  reporter_id: string | null;
  reason: string;
  status: 'new' | 'reviewed';
  created_at: string;
  reviewed_at: string | null;
}

export interface FeedbackTable {
  id: string;
  category: 'bug' | 'idea' | 'other';
  status: 'new' | 'reviewed';
  message: string;
  path: string | null;
  user_agent: string | null;
  image_path: string | null;
  user_id: string | null;
  email: string | null;
  created_at: string;
}

export interface DevicesTable {
  id: string;
  user_id: string;
  device_id: string;
  user_agent: string | null;
  created_at: string;
  last_seen_at: string;
}

export interface ModerationActionsTable {
  id: string;
  admin_id: string | null;
  action: string;
  subject_type: 'post' | 'user' | 'report' | 'feedback' | 'review';
  subject_id: string;
  details: string | null;
  created_at: string;
}

export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  /** The push service's URL for this browser; only allowed push services are ever stored. */
  endpoint: string;
  p256dh: string;
  auth: string;
  device_id: string | null;
  created_at: string;
  updated_at: string;
  /** Last saved by its browser or taken by its push service: the oldest goes beyond 20. */
  last_used_at: Generated<string>;
}

/** Values generated once per deployment and shared by every instance (VAPID keys, secrets). */
export interface ServerSettingsTable {
  name: string;
  value: string;
  created_at: string;
}

/** Notifications waiting to be sent, written in the same transaction as their cause. */
export interface OutboxTable {
  id: string;
  kind: string;
  /** JSON of the event. */
  payload: string;
  /** Not before: a delay (the unread-message email) or the next retry. */
  available_at: string;
  attempts: Generated<number>;
  /** A worker holds the event until then; after it, another may take it over. */
  locked_until: string | null;
  last_error: string | null;
  /** Set when the event gave up after its last retry; kept for the operator. */
  failed_at: string | null;
  created_at: string;
}

/** A saved search: new posts that match it are pushed and emailed to its owner. */
export interface AlertsTable {
  /** Integer row key for the R*Tree (SQLite); the API knows alerts by `id`. */
  seq: Generated<number>;
  id: string;
  user_id: string;
  search: string | null;
  /** `search` in lower case, for matching. */
  search_key: string | null;
  /** Family ids as ',3,7,' (so SQL can look one up), or null for every family. */
  family_ids: string | null;
  max_price_centavos: number | null;
  lat: number;
  lng: number;
  range_km: number;
  /** The box around the alert's circle (geo boxAround), what the index prefilters on. */
  min_lat: number;
  max_lat: number;
  min_lng: number;
  max_lng: number;
  paused: Generated<boolean>;
  created_at: string;
  last_matched_at: string | null;
}

/** A post that matched one of a person's alerts: once per person and post. */
export interface AlertMatchesTable {
  id: string;
  user_id: string;
  post_id: string;
  alert_id: string;
  distance_km: number;
  created_at: string;
  pushed_at: string | null;
  emailed_at: string | null;
}

/** One person blocking another: neither sees the other's posts, nor can message them. */
export interface BlocksTable {
  id: string;
  blocker_id: string;
  blocked_id: string;
  created_at: string;
}

/** A person following a seller, their suki (issue 39; migration 0025). */
export interface SukiTable {
  id: string;
  follower_id: string;
  seller_id: string;
  created_at: string;
  /** Where the follower was when they followed (rounded); the search range counts from it. */
  near_lat: number | null;
  near_lng: number | null;
  /** The last notification about the seller; posts within the window after it are folded. */
  told_at: string | null;
  folded: Generated<number>;
  /** When the folded posts' one notification goes (null: none waiting). */
  fold_due_at: string | null;
}

/** Units a seller holds for the buyer of a thread until a pickup time (one per thread). */
export interface ReservationsTable {
  thread_id: string;
  post_id: string;
  qty: number;
  until: string;
  created_at: string;
}

/** What a thread's buyer was told of its reservation (issue 21; migration 0015). */
export interface ReservationNoticesTable {
  thread_id: string;
  /** Changes so far: a push about an older one is dropped. */
  seq: Generated<number>;
  /** The last hold that ended with news for the buyer; null once a new hold is made. */
  released_qty: number | null;
  released_reason: 'seller' | 'expired' | null;
  /** A reservation email waits for this time (at most one at a time). */
  email_due_at: string | null;
  emailed_at: string | null;
  /** What the last email said, so that the next one is sent only if there is news. */
  emailed_state: string | null;
}

/** What a thread's buyer bought of a post (one per thread: the sale completes it). */
export interface SalesTable {
  id: string;
  thread_id: string;
  post_id: string;
  qty: number;
  sold_at: string;
  /** How the seller noted it was paid (issue 40; migration 0026); null when not said. */
  paid_by: Generated<'cash' | 'qr' | null>;
}

/** A seller's QR Ph code, as its text only (issue 40; migration 0026). */
export interface PaymentQrsTable {
  user_id: string;
  payload: string;
  changed_at: string;
}

/** Each save or removal of a payment QR: the daily limit and the data export read them. */
export interface PaymentQrChangesTable {
  id: string;
  user_id: string;
  action: 'saved' | 'removed';
  created_at: string;
}
