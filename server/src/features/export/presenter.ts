import { z } from 'zod';
import { parseScamFlags, SCAM_FLAGS } from '@core/scam-flags';
import { PAID_BY } from '@core/schemas';
import { alertSchema, presentAlert } from '../alerts/presenter';
import { ownPaymentQrSchema, presentOwnPaymentQr } from '../payment-qr/presenter';
import type { ExportRows } from './repository';

/** Another person as the app shows them: a username and a display name, nothing more. */
const person = z.object({ username: z.string(), display_name: z.string().nullable() }).nullable();

const photo = z.object({ url: z.string(), thumbnail_url: z.string() });

/** The downloaded file (GET /api/me/export). Versioned: people keep these files for years. */
export const dataExportSchema = z.object({
  format: z.literal('palengke-data-export'),
  version: z.literal(1),
  exported_at: z.string(),
  profile: z.object({
    id: z.string(),
    username: z.string(),
    email: z.string().nullable(),
    display_name: z.string().nullable(),
    phone: z.string().nullable(),
    /** The verified number that signs in (issue 37). */
    login_phone: z.string().nullable(),
    photo_url: z.string().nullable(),
    search_range_km: z.number().nullable(),
    reputation: z.number(),
    is_admin: z.boolean(),
    banned_until: z.string().nullable(),
    whatsapp_number: z.string().nullable(),
    facebook_username: z.string().nullable(),
    show_contact_on_posts: z.boolean(),
    language: z.string(),
    email_confirmed_at: z.string().nullable(),
    deletion_requested_at: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  notification_settings: z.record(z.string(), z.boolean()),
  posts: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      category: z.string(),
      family: z.string(),
      price: z.number(),
      qty: z.number(),
      unit: z.string(),
      lat: z.number(),
      lng: z.number(),
      status: z.string(),
      expires_at: z.string(),
      closed_at: z.string().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
      photos: z.array(photo),
    }),
  ),
  threads: z.array(
    z.object({
      id: z.string(),
      post_id: z.string(),
      post_title: z.string(),
      my_role: z.enum(['buyer', 'seller']),
      with: person,
      status: z.string(),
      created_at: z.string(),
      completed_at: z.string().nullable(),
      reservation: z.object({ qty: z.number(), until: z.string() }).nullable(),
      sale: z
        .object({ qty: z.number(), sold_at: z.string(), paid_by: z.enum(PAID_BY).nullable() })
        .nullable(),
      messages: z.array(
        z.object({
          from: z.enum(['me', 'them']),
          body: z.string(),
          flags: z.array(z.enum(SCAM_FLAGS)),
          created_at: z.string(),
        }),
      ),
    }),
  ),
  reviews_given: z.array(
    z.object({
      thread_id: z.string(),
      about: person,
      rating: z.number(),
      comment: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  reviews_received: z.array(
    z.object({
      thread_id: z.string(),
      by: person,
      rating: z.number(),
      comment: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  reports: z.array(
    z.object({
      /** A post or a review (issue 21); the other id is null. */
      type: z.enum(['post', 'review']),
      post_id: z.string().nullable(),
      review_id: z.string().nullable(),
      post_title: z.string().nullable(),
      reason: z.string(),
      status: z.string(),
      created_at: z.string(),
      reviewed_at: z.string().nullable(),
    }),
  ),
  feedback: z.array(
    z.object({
      category: z.string(),
      status: z.string(),
      message: z.string(),
      page: z.string().nullable(),
      user_agent: z.string().nullable(),
      screenshot_url: z.string().nullable(),
      email: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  devices: z.array(
    z.object({
      device_id: z.string(),
      user_agent: z.string().nullable(),
      created_at: z.string(),
      last_seen_at: z.string(),
    }),
  ),
  blocks: z.array(z.object({ user: person, created_at: z.string() })),
  /** The sellers followed (their suki), not who follows the person. */
  suki: z.array(z.object({ user: person, created_at: z.string() })),
  /** The seller's payment QR (issue 40), as GET /api/me/payment-qr says it; null: none. */
  payment_qr: ownPaymentQrSchema.nullable(),
  /** Each save and removal of the payment QR. */
  payment_qr_changes: z.array(z.object({ action: z.enum(['saved', 'removed']), at: z.string() })),
  alerts: z.array(alertSchema),
  push_subscriptions: z.array(
    z.object({
      push_service: z.string(),
      device_id: z.string().nullable(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  sessions: z.array(
    z.object({
      created_at: z.string(),
      last_used_at: z.string(),
      expires_at: z.string(),
      current: z.boolean(),
    }),
  ),
});

export type DataExport = z.infer<typeof dataExportSchema>;

const personOf = (row: { other_username: string | null; other_display_name: string | null }) =>
  row.other_username
    ? { username: row.other_username, display_name: row.other_display_name }
    : null;

/**
 * Only where the push service lives: the full endpoint and its keys let anyone holding the file
 * push to that phone, and a download is easily shared.
 */
function pushService(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'unknown';
  }
}

/** Map.groupBy, which Node 20 lacks. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

const NOTIFICATION_SETTINGS = [
  'messages_push',
  'messages_email',
  'sales_push',
  'sales_email',
  'alerts_push',
  'alerts_email',
  'sms',
] as const;

export function presentExport(
  rows: ExportRows,
  userId: string,
  /** Makes a stored media path ('/media/…') a full URL; bucket URLs are already full. */
  absolute: (path: string) => string,
  now: Date,
): DataExport {
  const { profile } = rows;
  const messagesByThread = groupBy(rows.messagesOf, (message) => message.thread_id);
  const photosByPost = groupBy(rows.photosOf, (image) => image.post_id);
  return {
    format: 'palengke-data-export',
    version: 1,
    exported_at: now.toISOString(),
    profile: {
      id: profile.id,
      username: profile.username,
      email: profile.email,
      display_name: profile.display_name,
      phone: profile.phone,
      login_phone: profile.login_phone,
      photo_url: profile.photo_path ? absolute(profile.photo_path) : null,
      search_range_km: profile.search_range_km,
      reputation: profile.reputation,
      is_admin: Boolean(profile.is_admin),
      banned_until: profile.banned_until,
      whatsapp_number: profile.whatsapp_number,
      facebook_username: profile.facebook_username,
      show_contact_on_posts: Boolean(profile.show_contact_on_posts),
      language: profile.locale,
      email_confirmed_at: profile.email_confirmed_at,
      deletion_requested_at: profile.deletion_requested_at,
      created_at: profile.created_at,
      updated_at: profile.updated_at,
    },
    notification_settings: Object.fromEntries(
      NOTIFICATION_SETTINGS.map((key) => [key, Boolean(profile[key])]),
    ),
    posts: rows.posts.map((post) => ({
      id: post.id,
      title: post.title,
      description: post.description,
      category: post.category,
      family: post.family,
      price: post.price_centavos / 100,
      qty: post.qty,
      unit: post.unit,
      lat: post.lat,
      lng: post.lng,
      status: post.status,
      expires_at: post.expires_at,
      closed_at: post.closed_at,
      created_at: post.created_at,
      updated_at: post.updated_at,
      photos: (photosByPost.get(post.id) ?? []).map((image) => ({
        url: absolute(image.path),
        thumbnail_url: absolute(image.thumb_path),
      })),
    })),
    threads: rows.threads.map((thread) => ({
      id: thread.id,
      post_id: thread.post_id,
      post_title: thread.post_title,
      my_role: thread.seller_id === userId ? 'seller' : 'buyer',
      with: personOf(thread),
      status: thread.status,
      created_at: thread.created_at,
      completed_at: thread.completed_at,
      reservation:
        thread.reserved_qty !== null && thread.reserved_until !== null
          ? { qty: thread.reserved_qty, until: thread.reserved_until }
          : null,
      sale:
        thread.sold_qty !== null && thread.sold_at !== null
          ? { qty: thread.sold_qty, sold_at: thread.sold_at, paid_by: thread.paid_by }
          : null,
      messages: (messagesByThread.get(thread.id) ?? []).map((message) => ({
        from: message.sender_id === userId ? 'me' : 'them',
        body: message.body,
        flags: parseScamFlags(message.flags),
        created_at: message.created_at,
      })),
    })),
    reviews_given: rows.reviewsGiven.map((review) => ({
      thread_id: review.thread_id,
      about: personOf(review),
      rating: review.rating,
      comment: review.comment,
      created_at: review.created_at,
    })),
    reviews_received: rows.reviewsReceived.map((review) => ({
      thread_id: review.thread_id,
      // A reviewer who deleted their account is a former member from then on, as on the profile.
      by: review.other_deletion_requested_at === null ? personOf(review) : null,
      rating: review.rating,
      comment: review.comment,
      created_at: review.created_at,
    })),
    reports: rows.reports,
    feedback: rows.feedback.map((item) => ({
      category: item.category,
      status: item.status,
      message: item.message,
      page: item.path,
      user_agent: item.user_agent,
      screenshot_url: item.image_path ? absolute(item.image_path) : null,
      email: item.email,
      created_at: item.created_at,
    })),
    devices: rows.devices,
    blocks: rows.blocks.map((block) => ({ user: personOf(block), created_at: block.created_at })),
    suki: rows.suki.map((follow) => ({ user: personOf(follow), created_at: follow.created_at })),
    payment_qr: rows.paymentQr ? presentOwnPaymentQr(rows.paymentQr) : null,
    payment_qr_changes: rows.paymentQrChanges.map((change) => ({
      action: change.action,
      at: change.created_at,
    })),
    alerts: rows.alerts.map(presentAlert),
    push_subscriptions: rows.pushSubscriptions.map((subscription) => ({
      push_service: pushService(subscription.endpoint),
      device_id: subscription.device_id,
      created_at: subscription.created_at,
      updated_at: subscription.updated_at,
    })),
    sessions: rows.sessions.map((session) => ({ ...session, current: Boolean(session.current) })),
  };
}
