import { isExpired } from '@core/expiry';
import { type PageClock, wallClock } from '../../i18n/pageClock';
import { formatShortDate } from '../../i18n/shortDate';
import type { PostCardData } from './types';

/**
 * The picture a card shows: the 320 px thumbnail when the server made one (a tenth of the
 * bytes on mobile data), else the first photo. Returns an API path, not yet a URL.
 */
export function cardImagePath(post: PostCardData): string | null {
  return post.thumbnail ?? post.images?.[0] ?? null;
}

/** SPEC §2: a red 'Expired' badge, or a yellow 'Expires {date}' one. */
export type ExpiryBadge = { kind: 'expired' } | { kind: 'expires'; iso: string };

export function expiryBadge(post: PostCardData, now: Date = new Date()): ExpiryBadge {
  // The server's flag was true when the page was served; the clock may have moved since.
  if (post.is_expired || isExpired(post.expires_at, now)) return { kind: 'expired' };
  return { kind: 'expires', iso: post.expires_at };
}

/** List cards name the closed states; 'hidden' is what the interface calls canceled. */
export function statusBadge(post: PostCardData): 'completed' | 'canceled' | null {
  if (post.status === 'completed') return 'completed';
  if (post.status === 'hidden') return 'canceled';
  return null;
}

/**
 * What is left of a live post when some of it is sold or held ('3 of 10 kg left'); null when
 * all of it is still there, when the post is closed, or when the list did not say.
 */
export function amountLeft(post: PostCardData): { left: number; of: number } | null {
  if (post.status !== 'active' || post.qty_available === undefined) return null;
  if (post.qty_available === post.qty) return null;
  return { left: post.qty_available, of: post.qty };
}

/** Nothing can be bought right now, but a reservation may still fall through. */
export function isAllReserved(post: PostCardData): boolean {
  return post.status === 'active' && post.qty_available === 0 && (post.qty_reserved ?? 0) > 0;
}

/**
 * A short expiry date for a narrow card: '5 Dec', with the year only when it is not this
 * year's (posts live at most 30 days, so that is only around New Year).
 */
export function formatExpiryDate(
  iso: string,
  language: string | undefined,
  { now, zone }: PageClock = { now: new Date(), zone: 'device' },
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const otherYear =
    wallClock(date, zone).getUTCFullYear() !== wallClock(now, zone).getUTCFullYear();
  return formatShortDate(date, language, otherYear, zone);
}
