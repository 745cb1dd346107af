import type { ClockZone } from '../../i18n/pageClock';
import { formatShortDate } from '../../i18n/shortDate';

// Written out rather than formatted with Intl: the first Intl formatter a page makes loads
// the calendar's data, and a profile's first render made two (shortDate.ts).

/** The date an ISO string says, or undefined for one that is not a date. */
export function parsed(iso: string): Date | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * 'Jan 5, 2025': review dates, expiry badges, the account removal date. In the page clock's
 * zone where the page is rendered on the server (a profile), else the device's.
 */
export function formatDate(iso: string, language: string | undefined, zone: ClockZone = 'device') {
  const date = parsed(iso);
  return date ? formatShortDate(date, language, true, zone) : iso;
}
