import { describe, expect, it } from 'vitest';
import { INTL_LOCALES, LANGUAGES } from '../../i18n/languages';
import { PHILIPPINE_TIME } from '../../i18n/pageClock';
import { formatDate } from './dates';

describe("a profile's dates (a review's, a post's expiry)", () => {
  it.each(LANGUAGES)('read as Intl would write them in %s, in Philippine time', (language) => {
    const inManila = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(INTL_LOCALES[language], { ...options, timeZone: 'Asia/Manila' });
    const medium = inManila({ dateStyle: 'medium' });
    for (let hour = 0; hour < 24 * 400; hour += 7) {
      const iso = new Date(Date.UTC(2026, 0, 1, hour)).toISOString();
      expect(formatDate(iso, language, PHILIPPINE_TIME)).toBe(medium.format(new Date(iso)));
    }
  });

  it('leave what is not a date as it came', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
    expect(formatDate('', 'tl')).toBe('');
  });
});
