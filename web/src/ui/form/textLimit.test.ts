import { TITLE_MAX } from '@core/constants';
import { titleField } from '@core/schemas/post-fields';
import { describe, expect, it } from 'vitest';
import { textLimit } from './textLimit';

describe('textLimit', () => {
  it.each([
    ['', { length: 0, near: false, over: false }],
    ['x'.repeat(107), { length: 107, near: false, over: false }],
    ['x'.repeat(108), { length: 108, near: true, over: false }],
    ['x'.repeat(120), { length: 120, near: true, over: false }],
    ['x'.repeat(121), { length: 121, near: true, over: true }],
    [`  ${'x'.repeat(120)}  `, { length: 120, near: true, over: false }],
  ])('%j against the title limit', (text, expected) => {
    expect(textLimit(text, TITLE_MAX)).toEqual({ ...expected, max: TITLE_MAX });
  });

  it('is over exactly when the shared schema refuses the length', () => {
    const texts = [
      'x'.repeat(120),
      'x'.repeat(121),
      ` ${'é'.repeat(120)} `,
      '🍌'.repeat(120),
      '🍌'.repeat(121),
      'e\u0301'.repeat(61),
    ];
    for (const text of texts) {
      expect(textLimit(text, TITLE_MAX).over).toBe(!titleField.safeParse(text).success);
    }
  });
});
