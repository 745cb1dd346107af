import { type ClockZone, wallClock } from '../../i18n/pageClock';
import { dateFormat } from '../../i18n/intl';

function format(
  iso: string,
  language: string | undefined,
  options: Intl.DateTimeFormatOptions,
  zone: ClockZone,
) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // The wall clock of `zone` read as UTC: one formatter serves every zone (pageClock.ts).
  return dateFormat(language, { ...options, timeZone: 'UTC' }).format(wallClock(date, zone));
}

/**
 * '5 Jan 2025': review dates, expiry badges, the account removal date. In the page clock's
 * zone where the page is rendered on the server (a profile), else the device's.
 */
export function formatDate(iso: string, language: string | undefined, zone: ClockZone = 'device') {
  return format(iso, language, { dateStyle: 'medium' }, zone);
}

/** 'January 2025': 'Member since' needs no day. */
export function formatMonthYear(
  iso: string,
  language: string | undefined,
  zone: ClockZone = 'device',
) {
  return format(iso, language, { month: 'long', year: 'numeric' }, zone);
}
