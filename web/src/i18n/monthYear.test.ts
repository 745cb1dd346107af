import { describe, expect, it } from 'vitest';
import { INTL_LOCALES, LANGUAGES } from './languages';
import { formatMonthYear } from './monthYear';
import { PHILIPPINE_TIME } from './pageClock';

describe('formatMonthYear', () => {
  it.each(LANGUAGES)('prints what Intl prints in %s, every month of two years', (language) => {
    const monthYear = new Intl.DateTimeFormat(INTL_LOCALES[language], {
      month: 'long',
      year: 'numeric',
    });
    for (let month = 0; month < 24; month++) {
      const date = new Date(2027, month, 15, 9);
      expect(formatMonthYear(date.toISOString(), language)).toBe(monthYear.format(date));
    }
  });

  it('writes the month as it is in the zone asked for', () => {
    // 20:00 UTC on 31 January is already 1 February in Manila.
    const evening = new Date(Date.UTC(2027, 0, 31, 20)).toISOString();
    expect(formatMonthYear(evening, 'en', PHILIPPINE_TIME)).toBe('February 2027');
    expect(formatMonthYear(evening, 'tl', 0)).toBe('Enero 2027');
  });

  it('leaves what is not a date as it came', () => {
    expect(formatMonthYear('soon', 'en')).toBe('soon');
  });
});
