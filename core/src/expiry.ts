// Post expiry. The form speaks in days (1 = end of today, local time); the API stores an
// ISO timestamp. Local time matters: "today" is the seller's today, not UTC's.

import { EXPIRY_DAYS_MAX, EXPIRY_DAYS_MIN } from './constants';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Largest allowed distance between now and an expiry on the server. The end of day 30 in
 * the seller's time zone can be up to 30 days plus almost a whole day ahead of the server's
 * now (UTC+14 just after midnight), so one extra day is allowed.
 */
export const EXPIRY_SERVER_LIMIT_MS = (EXPIRY_DAYS_MAX + 1) * DAY_MS;

function endOfLocalDay(date: Date, addDays: number): Date {
  // The Date constructor rolls over months and years and respects daylight saving time.
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + addDays, 23, 59, 59, 999);
}

/** Whether a value is a whole number of days the form accepts (1..30). */
export function isValidExpiryDays(days: unknown): days is number {
  return (
    typeof days === 'number' &&
    Number.isInteger(days) &&
    days >= EXPIRY_DAYS_MIN &&
    days <= EXPIRY_DAYS_MAX
  );
}

/**
 * The expiry for "expires in N days": day 1 is today 23:59:59.999 local time, day 2 the
 * end of tomorrow, and so on. Returns an ISO timestamp.
 */
export function expiryFromDays(days: number, now: Date = new Date()): string {
  if (!isValidExpiryDays(days)) {
    throw new RangeError(
      `Expiry days must be a whole number from ${EXPIRY_DAYS_MIN} to ${EXPIRY_DAYS_MAX}, got ${days}`,
    );
  }
  return endOfLocalDay(now, days - 1).toISOString();
}

function localDayNumber(date: Date): number {
  // Calendar day count independent of time of day and of daylight saving jumps.
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS;
}

/**
 * The inverse of expiryFromDays, to prefill the edit form: the day (1 = today) on which
 * the post expires. Returns 0 for an expiry already past, and null for a missing or
 * unreadable timestamp, so the form asks for a new value.
 */
export function daysFromExpiry(
  iso: string | null | undefined,
  now: Date = new Date(),
): number | null {
  if (!iso) return null;
  const expiry = new Date(iso);
  if (Number.isNaN(expiry.getTime())) return null;
  if (expiry.getTime() < now.getTime()) return 0;
  return Math.max(1, localDayNumber(expiry) - localDayNumber(now) + 1);
}

/**
 * Whether the expiry has passed. A post is still live during its last millisecond; an
 * unreadable timestamp counts as expired so a broken row never shows as live.
 */
export function isExpired(iso: string, now: Date = new Date()): boolean {
  const time = Date.parse(iso);
  return Number.isNaN(time) || time < now.getTime();
}

/**
 * The server's check of a submitted expiry: a readable timestamp, in the future, and at
 * most 30 days ahead in any time zone (see EXPIRY_SERVER_LIMIT_MS).
 */
export function expiryIsWithinLimit(iso: string, now: Date = new Date()): boolean {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return false;
  const ahead = time - now.getTime();
  return ahead > 0 && ahead <= EXPIRY_SERVER_LIMIT_MS;
}
