import { describe, expect, it } from 'vitest';
import { INTL_LOCALES, LANGUAGES } from './languages';
import { PHILIPPINE_TIME } from './pageClock';
import { formatMediumDate, formatShortDate } from './shortDate';

describe('formatShortDate', () => {
  it.each(LANGUAGES)('prints what Intl prints in %s, every day of a year', (language) => {
    const locale = INTL_LOCALES[language];
    const short = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' });
    const medium = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
    for (let day = 0; day < 366; day++) {
      const date = new Date(2028, 0, 1 + day, 13, 30);
      expect(formatShortDate(date, language, false)).toBe(short.format(date));
      expect(formatShortDate(date, language, true)).toBe(medium.format(date));
    }
  });

  it('writes the day as it is in the zone asked for, whatever the machine runs in', () => {
    // 17:30 UTC on 30 November is already 1 December in Manila, still 30 November in UTC.
    const evening = new Date(Date.UTC(2026, 10, 30, 17, 30));
    expect(formatShortDate(evening, 'en', false, PHILIPPINE_TIME)).toBe('Dec 1');
    expect(formatShortDate(evening, 'tl', true, PHILIPPINE_TIME)).toBe('Dis 1, 2026');
    expect(formatShortDate(evening, 'en', false, 0)).toBe('Nov 30');
    expect(formatShortDate(evening, 'en', false, -5 * 60)).toBe('Nov 30');
    // New Year's Eve in UTC is New Year's Day in Manila.
    expect(formatShortDate(new Date(Date.UTC(2026, 11, 31, 20)), 'en', true, PHILIPPINE_TIME)).toBe(
      'Jan 1, 2027',
    );
    const manila = new Intl.DateTimeFormat('en-PH', {
      dateStyle: 'medium',
      timeZone: 'Asia/Manila',
    });
    for (let hour = 0; hour < 24 * 40; hour += 5) {
      const date = new Date(Date.UTC(2026, 10, 20, hour));
      expect(formatShortDate(date, 'en', true, PHILIPPINE_TIME)).toBe(manila.format(date));
    }
  });

  it('reads an unknown language as English', () => {
    expect(formatShortDate(new Date(2026, 11, 5), 'fr', false)).toBe('Dec 5');
  });
});

describe('formatMediumDate', () => {
  it.each(LANGUAGES)('reads an ISO date as Intl would write it in %s, in Manila', (language) => {
    const medium = new Intl.DateTimeFormat(INTL_LOCALES[language], {
      dateStyle: 'medium',
      timeZone: 'Asia/Manila',
    });
    for (let hour = 0; hour < 24 * 400; hour += 7) {
      const iso = new Date(Date.UTC(2026, 0, 1, hour)).toISOString();
      expect(formatMediumDate(iso, language, PHILIPPINE_TIME)).toBe(medium.format(new Date(iso)));
    }
  });

  it('leaves what is not a date as it came', () => {
    expect(formatMediumDate('soon', 'en')).toBe('soon');
    expect(formatMediumDate('', 'tl')).toBe('');
  });
});
