import { describe, expect, it } from 'vitest';
import {
  changeFilters,
  clampPage,
  DEFAULT_FEED_FILTERS,
  filtersFromParams,
  hasActiveFilters,
  pageCountOf,
  panelFilterCount,
  paramsFromFilters,
  type FeedFilters,
} from './feedParams';

const read = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('filtersFromParams', () => {
  it('reads every filter, the sort and the page', () => {
    expect(read('q=%20kamatis%20&category=3&family=12&sort=priceAsc&page=4&suki=1')).toEqual({
      search: 'kamatis',
      categoryId: 3,
      familyId: 12,
      sort: 'priceAsc',
      page: 4,
      suki: true,
    });
  });

  it('gives defaults for a bare or broken URL', () => {
    expect(read('')).toEqual(DEFAULT_FEED_FILTERS);
    expect(read('category=abc&family=-1&sort=cheapest&page=0')).toEqual(DEFAULT_FEED_FILTERS);
    expect(read('page=2.5').page).toBe(1);
    expect(read(`q=${'a'.repeat(150)}`).search).toHaveLength(100);
  });

  it('ignores a family without a category', () => {
    expect(read('family=12')).toMatchObject({ categoryId: null, familyId: null });
  });
});

describe('paramsFromFilters', () => {
  it('leaves defaults out, so the plain feed is just /', () => {
    expect(paramsFromFilters(DEFAULT_FEED_FILTERS).toString()).toBe('');
  });

  it('round-trips through the URL', () => {
    const filters: FeedFilters = {
      search: 'itlog na pula',
      categoryId: 2,
      familyId: 7,
      sort: 'distanceAsc',
      page: 3,
      suki: true,
    };
    expect(filtersFromParams(paramsFromFilters(filters))).toEqual(filters);
    expect(paramsFromFilters(filters).get('suki')).toBe('1');
  });

  it('keeps parameters that are not the feed’s', () => {
    const base = new URLSearchParams('utm_source=fb&page=9');
    const params = paramsFromFilters({ ...DEFAULT_FEED_FILTERS, categoryId: 1 }, base);
    expect(params.get('utm_source')).toBe('fb');
    expect(params.get('category')).toBe('1');
    expect(params.has('page')).toBe(false);
    expect(base.get('page')).toBe('9');
  });
});

describe('changeFilters', () => {
  const onPage3: FeedFilters = { ...DEFAULT_FEED_FILTERS, categoryId: 1, familyId: 4, page: 3 };

  it('goes back to page 1 on any change of search, category, family or sort', () => {
    expect(changeFilters(onPage3, { search: 'mangga' }).page).toBe(1);
    expect(changeFilters(onPage3, { familyId: 5 }).page).toBe(1);
    expect(changeFilters(onPage3, { sort: 'titleAsc' }).page).toBe(1);
  });

  it('drops the family when the category changes or is cleared', () => {
    expect(changeFilters(onPage3, { categoryId: 2 })).toMatchObject({
      categoryId: 2,
      familyId: null,
    });
    expect(changeFilters(onPage3, { categoryId: null }).familyId).toBeNull();
    expect(changeFilters(onPage3, { categoryId: 1 }).familyId).toBe(4);
  });

  it('trims the search', () => {
    expect(changeFilters(DEFAULT_FEED_FILTERS, { search: '  saging ' }).search).toBe('saging');
  });
});

describe('hasActiveFilters, pageCountOf and clampPage', () => {
  it('counts search and category as filters, not the sort', () => {
    expect(hasActiveFilters(DEFAULT_FEED_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FEED_FILTERS, sort: 'priceAsc' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FEED_FILTERS, search: 'x' })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FEED_FILTERS, categoryId: 1 })).toBe(true);
  });

  it('has at least one page', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
  });

  it('keeps a typed page within range', () => {
    expect(clampPage('3', 5)).toBe(3);
    expect(clampPage('0', 5)).toBe(1);
    expect(clampPage('99', 5)).toBe(5);
    expect(clampPage('', 5)).toBeNull();
    expect(clampPage('abc', 5)).toBeNull();
  });
});

describe('panelFilterCount: the number on the Filters button', () => {
  it('is 0 for the plain feed, and the search does not count', () => {
    expect(panelFilterCount(DEFAULT_FEED_FILTERS, 'newest', false)).toBe(0);
    expect(panelFilterCount({ ...DEFAULT_FEED_FILTERS, search: 'itlog' }, 'newest', false)).toBe(0);
  });

  it('counts category, family, a sort other than newest and the range', () => {
    const filters: FeedFilters = { ...DEFAULT_FEED_FILTERS, categoryId: 2, familyId: 7 };
    expect(panelFilterCount({ ...filters, familyId: null }, 'newest', false)).toBe(1);
    expect(panelFilterCount(filters, 'newest', false)).toBe(2);
    expect(panelFilterCount(filters, 'priceAsc', false)).toBe(3);
    expect(panelFilterCount(filters, 'priceAsc', true)).toBe(4);
    expect(panelFilterCount(DEFAULT_FEED_FILTERS, 'newest', true)).toBe(1);
  });

  it('counts the sort in force: a distance sort without a location reads as newest', () => {
    const chosen = { ...DEFAULT_FEED_FILTERS, sort: 'distanceAsc' as const };
    expect(panelFilterCount(chosen, 'newest', false)).toBe(0);
    expect(panelFilterCount(chosen, 'distanceAsc', true)).toBe(2);
  });
});
