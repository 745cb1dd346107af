import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatMonthYear,
  formatShortDate,
  formatTime,
  PHILIPPINE_TIME,
} from './dates';
import {
  dateParts,
  formatDayDivider,
  formatPickupTime,
  formatWeekdayDate,
  formatWeekdayTime,
} from './weekdays';
import { LANGUAGES } from './languages';

/** Philippine time, written as a Manila clock reads it. */
const manila = (y: number, month: number, d: number, h = 0, min = 0) =>
  new Date(Date.UTC(y, month - 1, d, h - 8, min));
const PH = PHILIPPINE_TIME;

// Node's ICU knows Cebuano (a browser's does not: Chromium prints 'Sun' for `ceb`), so the
// written-out patterns are checked against it in all three languages.
const INTL_LOCALES = { en: 'en-PH', tl: 'fil-PH', ceb: 'ceb-PH' } as const;
const intl = (language: keyof typeof INTL_LOCALES, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(INTL_LOCALES[language], { timeZone: 'Asia/Manila', ...options });
/** Every 7 hours for a year and a bit: every weekday, month and hour of the clock. */
const hours = Array.from({ length: 1300 }, (_, i) => new Date(Date.UTC(2027, 0, 1, i * 7, 5)));

describe('weekday and time', () => {
  it('writes Sunday 6 PM in each language', () => {
    const sunday = manila(2026, 12, 6, 18);
    expect(formatWeekdayTime(sunday, 'ceb', PH)).toBe('Dom 6:00 PM');
    expect(formatWeekdayTime(sunday, 'tl', PH)).toBe('Lin 6:00 PM');
    expect(formatWeekdayTime(sunday, 'en', PH)).toBe('Sun 6:00 PM');
  });

  it('names every weekday in Cebuano and Filipino', () => {
    const week = Array.from({ length: 7 }, (_, i) => manila(2026, 12, 6 + i, 9, 30));
    expect(week.map((day) => formatWeekdayTime(day, 'ceb', PH))).toEqual([
      'Dom 9:30 AM',
      'Lun 9:30 AM',
      'Mar 9:30 AM',
      'Miy 9:30 AM',
      'Huw 9:30 AM',
      'Biy 9:30 AM',
      'Sab 9:30 AM',
    ]);
    expect(week.map((day) => formatWeekdayTime(day, 'tl', PH).slice(0, 3))).toEqual([
      'Lin',
      'Lun',
      'Mar',
      'Miy',
      'Huw',
      'Biy',
      'Sab',
    ]);
    expect(week.map((day) => dateParts(day, 'ceb', PH).weekday)).toEqual([
      'Domingo',
      'Lunes',
      'Martes',
      'Miyerkules',
      'Huwebes',
      'Biyernes',
      'Sabado',
    ]);
    expect(dateParts(week[0]!, 'tl', PH).weekday).toBe('Linggo');
  });

  it('reads midnight and noon as 12', () => {
    expect(formatTime(manila(2026, 12, 6, 0, 5), PH)).toBe('12:05 AM');
    expect(formatTime(manila(2026, 12, 6, 12, 0), PH)).toBe('12:00 PM');
    expect(formatTime(manila(2026, 12, 6, 23, 59), PH)).toBe('11:59 PM');
  });

  it.each(LANGUAGES)('prints what Intl prints in %s', (language) => {
    const weekdayTime = intl(language, { weekday: 'short', hour: 'numeric', minute: '2-digit' });
    const dateTime = intl(language, { dateStyle: 'medium', timeStyle: 'short' });
    const weekdayDate = intl(language, { weekday: 'short', month: 'short', day: 'numeric' });
    const withYear = intl(language, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
    });
    const far = intl(language, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    const long = intl(language, { weekday: 'long', month: 'long', day: 'numeric' });
    const monthYear = intl(language, { month: 'long', year: 'numeric' });
    const before = new Date(Date.UTC(2026, 11, 1));
    for (const date of hours) {
      expect(formatWeekdayTime(date, language, PH)).toBe(weekdayTime.format(date));
      expect(formatDateTime(date, language, PH)).toBe(dateTime.format(date));
      expect(formatWeekdayDate(date, language, false, PH)).toBe(weekdayDate.format(date));
      expect(formatWeekdayDate(date, language, true, PH)).toBe(withYear.format(date));
      expect(formatPickupTime(date, language, before, PH)).toBe(far.format(date));
      expect(formatMonthYear(date, language, PH)).toBe(monthYear.format(date));
      const parts = dateParts(date, language, PH);
      expect(`${parts.weekday}, ${parts.month} ${parts.day}`).toBe(long.format(date));
    }
  });
});

describe('pickup times', () => {
  const now = manila(2026, 12, 4, 10);

  it('gives the weekday alone within the coming six days', () => {
    expect(formatPickupTime(manila(2026, 12, 6, 18), 'ceb', now, PH)).toBe('Dom 6:00 PM');
    expect(formatPickupTime(manila(2026, 12, 10, 9, 59), 'ceb', now, PH)).toBe('Huw 9:59 AM');
  });

  it('adds the date from six days ahead, where a weekday could mean two days', () => {
    expect(formatPickupTime(manila(2026, 12, 10, 10), 'ceb', now, PH)).toBe(
      'Huw, Dis 10, 10:00 AM',
    );
    expect(formatPickupTime(manila(2026, 12, 11, 17), 'tl', now, PH)).toBe('Biy, Dis 11, 5:00 PM');
    expect(formatPickupTime(manila(2026, 12, 11, 17), 'en', now, PH)).toBe('Fri, Dec 11, 5:00 PM');
  });
});

describe('day dividers', () => {
  const now = manila(2026, 12, 6, 0, 30);

  it('says today and yesterday in words', () => {
    expect(formatDayDivider(manila(2026, 12, 6, 0, 0), now, 'ceb', PH)).toBe('Karong adlawa');
    expect(formatDayDivider(manila(2026, 12, 6, 0, 0), now, 'tl', PH)).toBe('Ngayong araw');
    expect(formatDayDivider(manila(2026, 12, 6, 0, 0), now, 'en', PH)).toBe('Today');
    expect(formatDayDivider(manila(2026, 12, 5, 23, 59), now, 'ceb', PH)).toBe('Gahapon');
    expect(formatDayDivider(manila(2026, 12, 5, 0, 0), now, 'tl', PH)).toBe('Kahapon');
    expect(formatDayDivider(manila(2026, 12, 5, 8), now, 'en', PH)).toBe('Yesterday');
  });

  it('counts calendar days, not 24 hours, across a month', () => {
    const first = manila(2027, 3, 1, 8);
    expect(formatDayDivider(manila(2027, 2, 28, 23), first, 'ceb', PH)).toBe('Gahapon');
    expect(formatDayDivider(manila(2027, 2, 27, 23), first, 'ceb', PH)).toBe('Sab, Peb 27');
  });

  it('gives the weekday and date before that, with the year only when it is another', () => {
    expect(formatDayDivider(manila(2026, 12, 4, 15), now, 'ceb', PH)).toBe('Biy, Dis 4');
    expect(formatDayDivider(manila(2026, 11, 29, 15), now, 'tl', PH)).toBe('Lin, Nob 29');
    expect(formatDayDivider(manila(2026, 11, 29, 15), now, 'en', PH)).toBe('Sun, Nov 29');
    expect(formatDayDivider(manila(2025, 12, 7, 15), now, 'ceb', PH)).toBe('Dom, Dis 7, 2025');
  });

  it("reads calendar days on the device's own clock by default", () => {
    // Local-time constructors: true in whatever zone the suite runs in.
    const now = new Date(2025, 2, 10, 0, 30);
    expect(formatDayDivider(new Date(2025, 2, 10, 0, 0), now, 'ceb')).toBe('Karong adlawa');
    expect(formatDayDivider(new Date(2025, 2, 9, 23, 59), now, 'ceb')).toBe('Gahapon');
    expect(formatDayDivider(new Date(2025, 2, 9, 0, 0), now, 'en')).toBe('Yesterday');
    expect(formatDayDivider(new Date(2025, 2, 8, 12), now, 'ceb')).toBe('Sab, Mar 8');
    expect(formatTime(new Date(2025, 2, 8, 18, 7))).toBe('6:07 PM');
  });

  it('reads the days where the reader is', () => {
    // 17:00 UTC on 5 December: already the 6th in Manila, still the 5th in UTC.
    const evening = new Date(Date.UTC(2026, 11, 5, 17));
    const later = new Date(Date.UTC(2026, 11, 5, 18));
    expect(formatDayDivider(evening, later, 'ceb', PH)).toBe('Karong adlawa');
    expect(formatDayDivider(new Date(Date.UTC(2026, 11, 5, 15)), later, 'ceb', PH)).toBe('Gahapon');
    expect(formatDayDivider(new Date(Date.UTC(2026, 11, 5, 15)), later, 'ceb', 0)).toBe(
      'Karong adlawa',
    );
  });
});

describe('dates', () => {
  it('writes short dates and months in each language', () => {
    const date = manila(2026, 9, 6, 18);
    expect(formatShortDate(date, 'ceb', true, PH)).toBe('Sep 6, 2026');
    expect(formatShortDate(date, 'tl', true, PH)).toBe('Set 6, 2026');
    expect(formatShortDate(date, 'en', false, PH)).toBe('Sep 6');
    expect(formatMonthYear(date, 'ceb', PH)).toBe('Septiyembre 2026');
    expect(formatMonthYear(date, 'tl', PH)).toBe('Setyembre 2026');
    expect(formatDateTime(date, 'ceb', PH)).toBe('Sep 6, 2026, 6:00 PM');
  });

  it('reads a regional tag or an unknown language as ours or English', () => {
    const date = manila(2026, 12, 6, 18);
    expect(formatWeekdayTime(date, 'ceb-PH', PH)).toBe('Dom 6:00 PM');
    expect(formatWeekdayTime(date, 'fr', PH)).toBe('Sun 6:00 PM');
    expect(formatWeekdayTime(date, undefined, PH)).toBe('Sun 6:00 PM');
  });
});
