import { describe, expect, it } from 'vitest';
import { withQuery } from './query';

describe('withQuery', () => {
  it('leaves out empty values and joins lists with commas', () => {
    expect(
      withQuery('/posts', {
        page: 2,
        search: '',
        familyIds: [3, 4],
        ids: [],
        lat: undefined,
        rangeKm: null,
        mine: true,
      }),
    ).toBe('/posts?page=2&familyIds=3%2C4&mine=true');
  });

  it('returns the path alone when nothing is set, and appends to an existing query', () => {
    expect(withQuery('/posts', { search: undefined })).toBe('/posts');
    expect(withQuery('/posts?mine=1', { page: 1 })).toBe('/posts?mine=1&page=1');
  });
});
