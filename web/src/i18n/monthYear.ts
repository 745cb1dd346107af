import { type Language, toLanguage } from './languages';
import { type ClockZone, wallClock } from './pageClock';
import { dateOf } from './shortDate';

// A module of its own, apart from shortDate.ts: only a profile needs the months in full, and
// shortDate's code rides with the feed and a post.

const FILIPINO_MONTHS = [
  'Enero',
  'Pebrero',
  'Marso',
  'Abril',
  'Mayo',
  'Hunyo',
  'Hulyo',
  'Agosto',
  'Setyembre',
  'Oktubre',
  'Nobyembre',
  'Disyembre',
] as const;

/** The months in full, as Intl prints them in 'January 2025' (fil-PH, ceb-PH: 'Enero 2025'). */
const LONG_MONTHS: Record<Language, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  tl: FILIPINO_MONTHS,
  // Cebuano names the months as Filipino does, but for September.
  ceb: FILIPINO_MONTHS.map((month, index) => (index === 8 ? 'Septiyembre' : month)),
};

/**
 * 'January 2025' ('Enero 2025' in Filipino) from an ISO date: what Intl prints for { month:
 * 'long', year: 'numeric' }, in `zone`; one that is not a date is shown as it came. A
 * profile's "Member since" was its first Intl formatter, the longest part of its hydration
 * on a slow phone.
 */
export function formatMonthYear(
  iso: string,
  language: string | undefined,
  zone: ClockZone = 'device',
): string {
  const date = dateOf(iso);
  if (!date) return iso;
  const wall = wallClock(date, zone);
  return `${LONG_MONTHS[toLanguage(language)][wall.getUTCMonth()]} ${wall.getUTCFullYear()}`;
}
