import { describe, expect, it } from 'vitest';
import { POST_SORTS } from './constants';
import { isPostSortKey, resolvePostSort } from './post-sort';

describe('POST_SORTS', () => {
  it('lists the home sorts in menu order', () => {
    expect(POST_SORTS.map((s) => [s.sortBy, s.sortDir])).toEqual([
      ['newest', 'desc'],
      ['expiry', 'asc'],
      ['price', 'asc'],
      ['price', 'desc'],
      ['title', 'asc'],
      ['title', 'desc'],
      ['distance', 'asc'],
      ['distance', 'desc'],
    ]);
  });
});

describe('resolvePostSort', () => {
  it('keeps a sort that can run', () => {
    expect(resolvePostSort('priceAsc', false)).toMatchObject({ sortBy: 'price', sortDir: 'asc' });
    expect(resolvePostSort('distanceDesc', true)).toMatchObject({ sortBy: 'distance' });
    // Expiring soon needs no location.
    expect(resolvePostSort('expiryAsc', false)).toMatchObject({ sortBy: 'expiry', sortDir: 'asc' });
  });

  it('falls back to newest for distance without a location and for unknown keys', () => {
    expect(resolvePostSort('distanceAsc', false).key).toBe('newest');
    expect(resolvePostSort('cheapest', true).key).toBe('newest');
    expect(resolvePostSort(null, true).key).toBe('newest');
  });

  it('recognises sort keys', () => {
    expect(isPostSortKey('titleDesc')).toBe(true);
    expect(isPostSortKey('title')).toBe(false);
  });
});
