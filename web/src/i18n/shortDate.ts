import { type ClockZone, formatShortDate } from '@core/dates';

// The feed's and the post page's dates, written out without Intl (core/dates.ts says why), as
// is every date the app writes: chat times, a reservation's hold, a profile's month.

export { formatShortDate } from '@core/dates';

/** The date an ISO string says, or undefined for one that is not a date. */
export function dateOf(iso: string): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * 'Dec 5, 2026' from an ISO date (Intl's dateStyle 'medium'): when a review was written, a
 * post went up or expires, an account goes. In `zone` (the page clock's where the server
 * renders the page). One that is not a date is shown as it came.
 */
export function formatMediumDate(
  iso: string,
  language: string | undefined,
  zone: ClockZone = 'device',
): string {
  const date = dateOf(iso);
  return date ? formatShortDate(date, language, true, zone) : iso;
}
