import { sql } from 'kysely';
import type { Db, Engine } from '../../db/database';

// The reads behind "Your data" (issue 12): everything Palengke holds about one person. Each
// read names its columns, so a column added later (a secret, a token) never slips into the
// file unseen; other people appear by username and display name only, as in the app.

export function createExportRepository(db: Db) {
  return {
    profile(userId: string) {
      return db
        .selectFrom('users')
        .select([
          'id',
          'username',
          'email',
          'display_name',
          'phone',
          'login_phone',
          'photo_path',
          'search_range_km',
          'reputation',
          'is_admin',
          'banned_until',
          'whatsapp_number',
          'facebook_username',
          'show_contact_on_posts',
          'locale',
          'email_confirmed_at',
          'deletion_requested_at',
          'sms',
          'messages_push',
          'messages_email',
          'sales_push',
          'sales_email',
          'alerts_push',
          'alerts_email',
          'created_at',
          'updated_at',
        ])
        .where('id', '=', userId)
        .executeTakeFirst();
    },

    posts(userId: string) {
      return db
        .selectFrom('posts')
        .innerJoin('families', 'families.id', 'posts.family_id')
        .innerJoin('categories', 'categories.id', 'families.category_id')
        .select([
          'posts.id',
          'posts.title',
          'posts.description',
          'posts.price_centavos',
          'posts.qty',
          'posts.unit',
          'posts.lat',
          'posts.lng',
          'posts.status',
          'posts.expires_at',
          'posts.closed_at',
          'posts.created_at',
          'posts.updated_at',
          'families.name as family',
          'categories.name as category',
        ])
        .where('posts.user_id', '=', userId)
        .orderBy('posts.created_at')
        .orderBy('posts.id')
        .execute();
    },

    photosOf(userId: string) {
      return db
        .selectFrom('post_images')
        .innerJoin('posts', 'posts.id', 'post_images.post_id')
        .select(['post_images.post_id', 'post_images.path', 'post_images.thumb_path'])
        .where('posts.user_id', '=', userId)
        .orderBy('post_images.post_id')
        .orderBy('post_images.position')
        .execute();
    },

    threads(userId: string) {
      return (
        db
          .selectFrom('threads')
          .innerJoin('posts', 'posts.id', 'threads.post_id')
          // One of each per thread at most (issue 11): what was held and what was bought.
          .leftJoin('reservations', 'reservations.thread_id', 'threads.id')
          .leftJoin('sales', 'sales.thread_id', 'threads.id')
          .leftJoin('users as other', (join) =>
            join.on(
              sql`other.id`,
              '=',
              sql`(case when threads.seller_id = ${userId} then threads.buyer_id else threads.seller_id end)`,
            ),
          )
          .select([
            'threads.id',
            'threads.post_id',
            'threads.seller_id',
            'threads.status',
            'threads.created_at',
            'threads.completed_at',
            'posts.title as post_title',
            'reservations.qty as reserved_qty',
            'reservations.until as reserved_until',
            'sales.qty as sold_qty',
            'sales.sold_at',
            'sales.paid_by',
            'other.username as other_username',
            'other.display_name as other_display_name',
          ])
          .where((eb) =>
            eb.or([eb('threads.buyer_id', '=', userId), eb('threads.seller_id', '=', userId)]),
          )
          .orderBy('threads.created_at')
          .orderBy('threads.id')
          .execute()
      );
    },

    /** Every message still kept in the person's threads, theirs and the other side's. */
    messagesOf(userId: string) {
      return db
        .selectFrom('messages')
        .innerJoin('threads', 'threads.id', 'messages.thread_id')
        .select([
          'messages.thread_id',
          'messages.sender_id',
          'messages.body',
          'messages.flags',
          'messages.created_at',
        ])
        .where((eb) =>
          eb.or([eb('threads.buyer_id', '=', userId), eb('threads.seller_id', '=', userId)]),
        )
        .orderBy('messages.created_at')
        .orderBy('messages.id')
        .execute();
    },

    /** Reviews the caller wrote ('given') or was written about ('received'), with the other side. */
    reviews(userId: string, side: 'given' | 'received') {
      const [mine, theirs] =
        side === 'given'
          ? (['reviews.reviewer_id', 'reviews.reviewee_id'] as const)
          : (['reviews.reviewee_id', 'reviews.reviewer_id'] as const);
      return db
        .selectFrom('reviews')
        .leftJoin('users as other', 'other.id', theirs)
        .select([
          'reviews.thread_id',
          'reviews.rating',
          'reviews.comment',
          'reviews.created_at',
          'other.username as other_username',
          'other.display_name as other_display_name',
          'other.deletion_requested_at as other_deletion_requested_at',
        ])
        .where(mine, '=', userId)
        .orderBy('reviews.created_at')
        .execute();
    },

    reports(userId: string) {
      return db
        .selectFrom('reports')
        .leftJoin('posts', 'posts.id', 'reports.post_id')
        .select([
          'reports.subject_type as type',
          'reports.post_id',
          'reports.review_id',
          'posts.title as post_title',
          'reports.reason',
          'reports.status',
          'reports.created_at',
          'reports.reviewed_at',
        ])
        .where('reports.reporter_id', '=', userId)
        .orderBy('reports.created_at')
        .execute();
    },

    feedback(userId: string) {
      return db
        .selectFrom('feedback')
        .select([
          'category',
          'status',
          'message',
          'path',
          'user_agent',
          'image_path',
          'email',
          'created_at',
        ])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
    },

    devices(userId: string) {
      return db
        .selectFrom('devices')
        .select(['device_id', 'user_agent', 'created_at', 'last_seen_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
    },

    /** The people this person blocked; who blocked them is never told (issue 12). */
    blocks(userId: string) {
      return db
        .selectFrom('blocks')
        .innerJoin('users as other', 'other.id', 'blocks.blocked_id')
        .select([
          'other.username as other_username',
          'other.display_name as other_display_name',
          'blocks.created_at',
        ])
        .where('blocks.blocker_id', '=', userId)
        .orderBy('blocks.created_at')
        .execute();
    },

    /** The sellers this person follows (issue 39); who follows them is theirs to keep. */
    suki(userId: string) {
      return db
        .selectFrom('suki')
        .innerJoin('users as other', 'other.id', 'suki.seller_id')
        .select([
          'other.username as other_username',
          'other.display_name as other_display_name',
          'suki.created_at',
        ])
        .where('suki.follower_id', '=', userId)
        .orderBy('suki.created_at')
        .execute();
    },

    /** The seller's payment QR (issue 40): their own, so the code's text is theirs to have. */
    paymentQr(userId: string) {
      return db
        .selectFrom('payment_qrs')
        .select(['payload', 'changed_at'])
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    /** Each save and removal of the payment QR, kept for the daily limit. */
    paymentQrChanges(userId: string) {
      return db
        .selectFrom('payment_qr_changes')
        .select(['action', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    alerts(userId: string) {
      return db
        .selectFrom('alerts')
        .select([
          'id',
          'search',
          'family_ids',
          'max_price_centavos',
          'lat',
          'lng',
          'range_km',
          'paused',
          'created_at',
          'last_matched_at',
        ])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
    },

    pushSubscriptions(userId: string) {
      return db
        .selectFrom('push_subscriptions')
        .select(['endpoint', 'device_id', 'created_at', 'updated_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
    },

    /** Compared here, so the token's hash never leaves the database layer. */
    sessions(userId: string, currentTokenHash: string) {
      return db
        .selectFrom('sessions')
        .select([
          'created_at',
          'last_used_at',
          'expires_at',
          sql<boolean>`token_hash = ${currentTokenHash}`.as('current'),
        ])
        .where('user_id', '=', userId)
        .orderBy('created_at')
        .execute();
    },
  };
}

export type ExportRepository = ReturnType<typeof createExportRepository>;

/**
 * The reads of one export in one transaction: on PostgreSQL a repeatable-read snapshot (the
 * default, read committed, would let each query see a different moment); SQLite's transaction
 * is a snapshot already.
 */
export const exportSnapshot =
  (db: Db, engine: Engine) =>
  <T>(read: (exports: ExportRepository) => Promise<T>) =>
    (engine === 'postgres'
      ? db.transaction().setIsolationLevel('repeatable read')
      : db.transaction().setAccessMode('read only')
    ).execute((trx) => read(createExportRepository(trx)));
type Rows<K extends keyof ExportRepository> = Awaited<ReturnType<ExportRepository[K]>>;
export type ExportRows = {
  [K in Exclude<keyof ExportRepository, 'profile' | 'reviews'>]: Rows<K>;
} & {
  profile: NonNullable<Rows<'profile'>>;
  reviewsGiven: Rows<'reviews'>;
  reviewsReceived: Rows<'reviews'>;
};
