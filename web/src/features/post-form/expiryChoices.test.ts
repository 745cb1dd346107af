import { describe, expect, it } from 'vitest';
import {
  daysTextForChip,
  EXPIRY_CHIPS,
  expiryPreview,
  isChipSelected,
  parseDaysInput,
} from './expiryChoices';

// Intl may separate '11:59' and 'PM' with a narrow no-break space.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('expiry chips', () => {
  it('are today, tomorrow, 3 days, 7 days and clear, in that order', () => {
    expect(EXPIRY_CHIPS).toEqual([1, 2, 3, 7, 'clear']);
    expect(EXPIRY_CHIPS.map(daysTextForChip)).toEqual(['1', '2', '3', '7', '']);
  });

  it('show as selected when the field holds their number of days', () => {
    expect(isChipSelected(3, '3')).toBe(true);
    expect(isChipSelected(3, ' 3 ')).toBe(true);
    expect(isChipSelected(7, '3')).toBe(false);
    expect(isChipSelected('clear', '')).toBe(false);
  });
});

describe('parseDaysInput', () => {
  it('reads whole days from 1 to 30 only', () => {
    expect(parseDaysInput('1')).toBe(1);
    expect(parseDaysInput(' 30 ')).toBe(30);
    for (const text of ['', '0', '31', '2.5', '-1', 'abc', null, undefined]) {
      expect(parseDaysInput(text)).toBeNull();
    }
  });
});

describe('expiryPreview', () => {
  // Wednesday 26 November 2025, 10:00 local time.
  const now = new Date(2025, 10, 26, 10, 0);

  it('names the end of the chosen day in English', () => {
    const preview = expiryPreview(3, now, 'en');
    expect({ ...preview, time: plain(preview.time) }).toEqual({
      weekday: 'Friday',
      day: '28',
      month: 'November',
      time: '11:59 PM',
    });
  });

  it('treats day 1 as the end of today and day 2 as the end of tomorrow', () => {
    expect(expiryPreview(1, now, 'en').weekday).toBe('Wednesday');
    expect(expiryPreview(2, now, 'en').weekday).toBe('Thursday');
  });

  it('uses Filipino names for Filipino readers', () => {
    const preview = expiryPreview(3, now, 'tl');
    expect(preview.weekday).toBe('Biyernes');
    expect(preview.month).toBe('Nobyembre');
  });

  it('rolls over months and years', () => {
    const preview = expiryPreview(7, new Date(2025, 11, 28, 9, 0), 'en');
    expect([preview.weekday, preview.day, preview.month]).toEqual(['Saturday', '3', 'January']);
  });
});
