import { describe, expect, it } from 'vitest';
import { INTL_LOCALES, LANGUAGES } from './languages';
import { formatShortDate } from './shortDate';

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

  it('reads an unknown language as English', () => {
    expect(formatShortDate(new Date(2026, 11, 5), 'fr', false)).toBe('Dec 5');
  });
});
