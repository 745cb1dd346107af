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
export const languageOf = (value: string | undefined): Language => asLanguage(value?.split('-')[0]);

// All the words for three languages weigh well under a KiB gzipped: they ride in the entry
// chunk with the feed's short dates, instead of a formatter's locale data.

const SHORT_MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  tl: ['Ene', 'Peb', 'Mar', 'Abr', 'May', 'Hun', 'Hul', 'Ago', 'Set', 'Okt', 'Nob', 'Dis'],
  ceb: ['Ene', 'Peb', 'Mar', 'Abr', 'May', 'Hun', 'Hul', 'Ago', 'Sep', 'Okt', 'Nob', 'Dis'],
};

// prettier-ignore
export const LONG_MONTHS: Record<Language, readonly string[]> = {
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September',
    'October', 'November', 'December'],
  tl: ['Enero', 'Pebrero', 'Marso', 'Abril', 'Mayo', 'Hunyo', 'Hulyo', 'Agosto', 'Setyembre',
    'Oktubre', 'Nobyembre', 'Disyembre'],
  // Cebuano names the months as Filipino does, but for September.
  ceb: ['Enero', 'Pebrero', 'Marso', 'Abril', 'Mayo', 'Hunyo', 'Hulyo', 'Agosto', 'Septiyembre',
    'Oktubre', 'Nobyembre', 'Disyembre'],
};

export const DAY_MS = 24 * 60 * 60 * 1000;

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
