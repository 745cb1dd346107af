import { describe, expect, it } from 'vitest';
import { localizedName } from './localizedName';

describe('localizedName', () => {
  const vegetable = { name: 'Vegetable', name_tl: 'Gulay' };

  it('uses name_tl in Filipino and name otherwise', () => {
    expect(localizedName(vegetable, 'tl')).toBe('Gulay');
    expect(localizedName(vegetable, 'en')).toBe('Vegetable');
    expect(localizedName(vegetable, undefined)).toBe('Vegetable');
  });

  it('falls back to English when the Filipino name is blank', () => {
    expect(localizedName({ name: 'Eggs', name_tl: ' ' }, 'tl')).toBe('Eggs');
    expect(localizedName({ name: 'Eggs', name_tl: null }, 'tl')).toBe('Eggs');
  });
});
