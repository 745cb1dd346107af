// Weekdays, a chat's day dividers and pickup times: the chat's and the post form's words, in a
// module of their own so they load with those pages, not in every page's entry (dates.ts).
import type { Language } from './languages';
import {
  type ClockZone,
  languageOf,
  LONG_MONTHS,
  DAY_MS,
  wallClock,
  formatTime,
  formatShortDate,
} from './dates';

/** Sunday first, as Date.getUTCDay() counts. Filipino's Sunday is Linggo, Cebuano's Domingo. */
const SHORT_WEEKDAYS: Record<Language, readonly string[]> = {
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  tl: ['Lin', 'Lun', 'Mar', 'Miy', 'Huw', 'Biy', 'Sab'],
  ceb: ['Dom', 'Lun', 'Mar', 'Miy', 'Huw', 'Biy', 'Sab'],
};

// prettier-ignore
const LONG_WEEKDAYS: Record<Language, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  tl: ['Linggo', 'Lunes', 'Martes', 'Miyerkules', 'Huwebes', 'Biyernes', 'Sabado'],
  ceb: ['Domingo', 'Lunes', 'Martes', 'Miyerkules', 'Huwebes', 'Biyernes', 'Sabado'],
};

/**
 * A chat's day dividers. Not 'Ngayon' / 'Karon' alone: those read as 'now' (glossaries);
 * 'Ngayong araw' and 'Karong adlawa' are 'this day'.
 */
const NEAR_DAYS: Record<Language, { today: string; yesterday: string }> = {
  en: { today: 'Today', yesterday: 'Yesterday' },
  tl: { today: 'Ngayong araw', yesterday: 'Kahapon' },
  ceb: { today: 'Karong adlawa', yesterday: 'Gahapon' },
};

/** 'Dom' ('Sun', 'Lin'). */
const shortWeekday = (date: Date, language: string | undefined, zone: ClockZone) =>
  SHORT_WEEKDAYS[languageOf(language)][wallClock(date, zone).getUTCDay()];

/** 'Dom 6:00 PM' ('Sun 6:00 PM', 'Lin 6:00 PM'): a time within the coming week. */
export function formatWeekdayTime(
  date: Date,
  language: string | undefined,
  zone: ClockZone = 'device',
): string {
  return `${shortWeekday(date, language, zone)} ${formatTime(date, zone)}`;
}

/** 'Dom, Dis 6' ('Sun, Dec 6'), with ', 2026' when asked. */
export function formatWeekdayDate(
  date: Date,
  language: string | undefined,
  withYear: boolean,
  zone: ClockZone = 'device',
): string {
  return `${shortWeekday(date, language, zone)}, ${formatShortDate(date, language, withYear, zone)}`;
}

/**
 * A pickup time (a reservation's end) as short as it can be and still clear: 'Dom 6:00 PM';
 * 'Dom, Dis 13, 6:00 PM' from six days ahead, where a weekday alone could mean this week or
 * the next.
 */
export function formatPickupTime(
  date: Date,
  language: string | undefined,
  now: Date,
  zone: ClockZone = 'device',
): string {
  if (date.getTime() - now.getTime() < 6 * DAY_MS) return formatWeekdayTime(date, language, zone);
  return `${formatWeekdayDate(date, language, false, zone)}, ${formatTime(date, zone)}`;
}

/** Whole calendar days from `earlier` to `later` in `zone` (0: the same day). */
function calendarDaysBetween(earlier: Date, later: Date, zone: ClockZone): number {
  const dayNumber = (date: Date) => {
    const wall = wallClock(date, zone);
    return Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()) / DAY_MS;
  };
  return dayNumber(later) - dayNumber(earlier);
}

/**
 * A chat's day divider: 'Today' ('Ngayong araw', 'Karong adlawa'), 'Yesterday' ('Kahapon',
 * 'Gahapon'), else 'Sun, Mar 3' ('Dom, Mar 3'), with the year when it is not this one.
 * Calendar days in `zone`, not 24 hours.
 */
export function formatDayDivider(
  day: Date,
  now: Date,
  language: string | undefined,
  zone: ClockZone = 'device',
): string {
  const words = NEAR_DAYS[languageOf(language)];
  const daysAgo = calendarDaysBetween(day, now, zone);
  if (daysAgo === 0) return words.today;
  if (daysAgo === 1) return words.yesterday;
  const otherYear = wallClock(day, zone).getUTCFullYear() !== wallClock(now, zone).getUTCFullYear();
  return formatWeekdayDate(day, language, otherYear, zone);
}

// A type alias, not an interface, so it passes as i18next interpolation values.
export type DateParts = { weekday: string; day: string; month: string; time: string };

/**
 * The parts of a date for a sentence that orders them its own way ('Ma-expire sa
 * {{weekday}}, {{month}} {{day}}, {{time}}'): 'Biyernes', '28', 'Nobyembre', '11:59 PM'.
 */
export function dateParts(
  date: Date,
  language: string | undefined,
  zone: ClockZone = 'device',
): DateParts {
  const lang = languageOf(language);
  const wall = wallClock(date, zone);
  return {
    weekday: LONG_WEEKDAYS[lang][wall.getUTCDay()]!,
    day: String(wall.getUTCDate()),
    month: LONG_MONTHS[lang][wall.getUTCMonth()]!,
    time: formatTime(date, zone),
  };
}
