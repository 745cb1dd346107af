import { describe, expect, it } from 'vitest';
import {
  changeParams,
  DEFAULT_PARAMS,
  myPostsRequest,
  myPostsSearchParams,
  pageCountOf,
  parseMyPostsParams,
} from './myPostsParams';

const parse = (query: string) => parseMyPostsParams(new URLSearchParams(query));

describe('parseMyPostsParams', () => {
  it('reads tab, search, sort and page', () => {
    expect(parse('tab=canceled&q=%20eggs%20&sort=priceAsc&page=3')).toEqual({
      tab: 'canceled',
      search: 'eggs',
      sort: 'priceAsc',
      page: 3,
    });
  });

  it('falls back to the defaults for anything unreadable', () => {
    expect(parse('')).toEqual(DEFAULT_PARAMS);
    expect(parse('tab=hidden&sort=distance&page=-1')).toEqual(DEFAULT_PARAMS);
    expect(parse('page=1.5').page).toBe(1);
    expect(parse(`q=${'a'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('myPostsSearchParams', () => {
  it('leaves defaults out and round-trips the rest', () => {
    expect(myPostsSearchParams(DEFAULT_PARAMS).toString()).toBe('');
    const params = { tab: 'completed', search: 'rice', sort: 'titleDesc', page: 2 } as const;
    expect(parseMyPostsParams(myPostsSearchParams(params))).toEqual(params);
  });
});

describe('changeParams', () => {
  const current = { tab: 'active', search: 'eggs', sort: 'newest', page: 4 } as const;

  it('starts again at page 1 on a new tab, search or sort', () => {
    expect(changeParams(current, { tab: 'completed' })).toEqual({
      ...current,
      tab: 'completed',
      page: 1,
    });
    expect(changeParams(current, { search: 'rice' }).page).toBe(1);
    expect(changeParams(current, { sort: 'priceDesc' }).page).toBe(1);
  });

  it('keeps the rest when paging', () => {
    expect(changeParams(current, { page: 5 })).toEqual({ ...current, page: 5 });
  });
});

describe('myPostsRequest', () => {
  it('asks for the owner’s posts of the tab’s status, ten a page', () => {
    expect(myPostsRequest({ tab: 'canceled', search: '', sort: 'priceDesc', page: 2 })).toEqual({
      mine: 1,
      status: 'hidden',
      search: undefined,
      sortBy: 'price',
      sortDir: 'desc',
      page: 2,
      pageSize: 10,
    });
    expect(myPostsRequest({ ...DEFAULT_PARAMS, search: 'eggs' })).toMatchObject({
      status: 'active',
      search: 'eggs',
      sortBy: 'newest',
      sortDir: 'desc',
    });
  });
});

describe('pageCountOf', () => {
  it('counts pages of ten, at least one', () => {
    expect(pageCountOf(0)).toBe(1);
    expect(pageCountOf(10)).toBe(1);
    expect(pageCountOf(11)).toBe(2);
  });
});
