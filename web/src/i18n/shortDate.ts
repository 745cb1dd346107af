import { type Language, toLanguage } from './languages';
import { type ClockZone, wallClock } from './pageClock';

// The first Intl.DateTimeFormat a page makes loads the calendar data: 31 ms on this machine's
// Chromium, ~120 ms on a slow phone, all of it in the first render of the feed and the post
// page (issue 13). Their dates are the one short form below, so it is written out; the test
// checks it against Intl in every language. So is a profile's month in full (monthYear.ts);
// other dates (chat, a reservation's hold) still use Intl.
const SHORT_MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  tl: ['Ene', 'Peb', 'Mar', 'Abr', 'May', 'Hun', 'Hul', 'Ago', 'Set', 'Okt', 'Nob', 'Dis'],
  ceb: ['Ene', 'Peb', 'Mar', 'Abr', 'May', 'Hun', 'Hul', 'Ago', 'Sep', 'Okt', 'Nob', 'Dis'],
};

/**
 * 'Dec 5', or 'Dec 5, 2026' with the year ('Dis 5, 2026' in Filipino): what Intl prints for
 * en-PH, fil-PH and ceb-PH with { month: 'short', day: 'numeric' } (and dateStyle 'medium'), in
 * `zone` (the page clock's, pageClock.ts).
 */
export function formatShortDate(
  date: Date,
  language: string | undefined,
  withYear: boolean,
  zone: ClockZone = 'device',
): string {
  const wall = wallClock(date, zone);
  const day = `${SHORT_MONTHS[toLanguage(language)][wall.getUTCMonth()]} ${wall.getUTCDate()}`;
  return withYear ? `${day}, ${wall.getUTCFullYear()}` : day;
}

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
