// Dates and times as Palengke writes them, in English, Filipino and Cebuano: one module for the
// web app's screens and the server's emails and pushes.
//
// Written out rather than with Intl.DateTimeFormat, for two reasons. A browser's Intl has no
// Cebuano: Chromium prints 'Sun' for `ceb`, where a Binisaya reader expects 'Dom' (Node's full
// ICU has it, so the server and the browser disagreed). And the first Intl date formatter a
// page makes loads the calendar data, 31 ms on this machine's Chromium and ~120 ms on a slow
// phone, in the first render of the feed and the post page (issue 13). The patterns are
// CLDR's for en-PH, fil-PH and ceb-PH, which agree but for the words ('Dis 6, 2026, 6:00 PM');
// dates.test.ts checks them against Node's Intl. Words: docs/cebuano-glossary.md and
// docs/filipino-glossary.md.

import { asLanguage, type Language } from './languages';

/**
 * Where a date is read: minutes east of UTC, or the device's own time zone. A server renders
 * pages and writes emails in Philippine time whatever zone its machine runs in.
 */
export type ClockZone = number | 'device';

/** Palengke's neighbours are in the Philippines: UTC+8 all year, no daylight saving. */
export const PHILIPPINE_TIME: ClockZone = 8 * 60;

/**
 * A Date whose UTC fields read as the wall clock in `zone`: its getUTCDate() is the day
 * someone there sees.
 */
export function wallClock(date: Date, zone: ClockZone): Date {
  const offsetMinutes = zone === 'device' ? -date.getTimezoneOffset() : zone;
  return new Date(date.getTime() + offsetMinutes * 60_000);
}

/** 'en-PH', 'ceb' or undefined as one of ours; anything we do not ship reads as English. */
const languageOf = (value: string | undefined): Language => asLanguage(value?.split('-')[0]);

// All the words for three languages weigh well under a KiB gzipped: they ride in the entry
// chunk with the feed's short dates, instead of a formatter's locale data.

const SHORT_MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  tl: ['Ene', 'Peb', 'Mar', 'Abr', 'May', 'Hun', 'Hul', 'Ago', 'Set', 'Okt', 'Nob', 'Dis'],
  ceb: ['Ene', 'Peb', 'Mar', 'Abr', 'May', 'Hun', 'Hul', 'Ago', 'Sep', 'Okt', 'Nob', 'Dis'],
};

// prettier-ignore
const LONG_MONTHS: Record<Language, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
    'October', 'November', 'December'],
  tl: ['Enero', 'Pebrero', 'Marso', 'Abril', 'Mayo', 'Hunyo', 'Hulyo', 'Agosto', 'Setyembre',
    'Oktubre', 'Nobyembre', 'Disyembre'],
  // Cebuano names the months as Filipino does, but for September.
  ceb: ['Enero', 'Pebrero', 'Marso', 'Abril', 'Mayo', 'Hunyo', 'Hulyo', 'Agosto', 'Septiyembre',
    'Oktubre', 'Nobyembre', 'Disyembre'],
};

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

const DAY_MS = 24 * 60 * 60 * 1000;

/** '6:00 PM', '12:05 AM': the three languages write the clock alike (CLDR h:mm a). */
export function formatTime(date: Date, zone: ClockZone = 'device'): string {
  const wall = wallClock(date, zone);
  const hours = wall.getUTCHours();
  const minutes = String(wall.getUTCMinutes()).padStart(2, '0');
  return `${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'Dec 5', or 'Dec 5, 2026' with the year ('Dis 5, 2026' in Filipino and Cebuano). */
export function formatShortDate(
  date: Date,
  language: string | undefined,
  withYear: boolean,
  zone: ClockZone = 'device',
): string {
  const wall = wallClock(date, zone);
  const day = `${SHORT_MONTHS[languageOf(language)][wall.getUTCMonth()]} ${wall.getUTCDate()}`;
  return withYear ? `${day}, ${wall.getUTCFullYear()}` : day;
}

/** 'January 2025' ('Enero 2025'): when someone became a member. */
export function formatMonthYear(
  date: Date,
  language: string | undefined,
  zone: ClockZone = 'device',
): string {
  const wall = wallClock(date, zone);
  return `${LONG_MONTHS[languageOf(language)][wall.getUTCMonth()]} ${wall.getUTCFullYear()}`;
}

/** 'Dec 5, 2026, 6:00 PM': a ban's end, an admin's log. */
export function formatDateTime(
  date: Date,
  language: string | undefined,
  zone: ClockZone = 'device',
): string {
  return `${formatShortDate(date, language, true, zone)}, ${formatTime(date, zone)}`;
}

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
