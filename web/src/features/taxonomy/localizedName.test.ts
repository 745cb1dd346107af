import { describe, expect, it } from 'vitest';
import { localizedName } from './localizedName';

describe('localizedName', () => {
  const vegetable = { name: 'Vegetable', name_tl: 'Gulay', name_ceb: 'Utanon' };

  it('uses name_tl in Filipino, name_ceb in Cebuano and name otherwise', () => {
    expect(localizedName(vegetable, 'tl')).toBe('Gulay');
    expect(localizedName(vegetable, 'ceb')).toBe('Utanon');
    expect(localizedName(vegetable, 'en')).toBe('Vegetable');
    expect(localizedName(vegetable, undefined)).toBe('Vegetable');
  });

  it('falls back to English when the reader’s language has no name', () => {
    expect(localizedName({ name: 'Eggs', name_tl: ' ' }, 'tl')).toBe('Eggs');
    expect(localizedName({ name: 'Eggs', name_tl: null }, 'tl')).toBe('Eggs');
    expect(localizedName({ name: 'Eggs', name_tl: 'Itlog' }, 'ceb')).toBe('Eggs');
  });
});
