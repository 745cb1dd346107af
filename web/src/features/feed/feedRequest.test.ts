import { DEFAULT_SEARCH_RANGE_KM, HOME_PAGE_SIZE } from '@core/constants';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FEED_FILTERS, type FeedFilters } from './feedParams';
import { familyFilterFor, feedRequestFor, searchRangeKm, type FeedContext } from './feedRequest';

const families = [{ id: 4 }, { id: 5 }, { id: 6 }];

describe('familyFilterFor', () => {
  it('filters nothing without a category', () => {
    expect(familyFilterFor({ categoryId: null, familyId: null }, undefined)).toEqual({
      kind: 'any',
    });
  });

  it('asks for every family of a category chosen alone', () => {
    expect(familyFilterFor({ categoryId: 1, familyId: null }, families)).toEqual({
      kind: 'ids',
      ids: [4, 5, 6],
    });
  });

  it('waits for the family list only when it needs it', () => {
    expect(familyFilterFor({ categoryId: 1, familyId: null }, undefined)).toEqual({
      kind: 'waiting',
    });
    expect(familyFilterFor({ categoryId: 1, familyId: 5 }, undefined)).toEqual({
      kind: 'ids',
      ids: [5],
    });
  });

  it('uses the chosen family, or the whole category when the family is not in it', () => {
    expect(familyFilterFor({ categoryId: 1, familyId: 5 }, families)).toEqual({
      kind: 'ids',
      ids: [5],
    });
    expect(familyFilterFor({ categoryId: 1, familyId: 99 }, families)).toEqual({
      kind: 'ids',
      ids: [4, 5, 6],
    });
  });

  it('matches nothing for a category without families', () => {
    expect(familyFilterFor({ categoryId: 1, familyId: null }, [])).toEqual({
      kind: 'ids',
      ids: [],
    });
  });
});

describe('searchRangeKm', () => {
  it('uses the profile’s range, else the default', () => {
    expect(searchRangeKm({ search_range_km: 12 })).toBe(12);
    expect(searchRangeKm({ search_range_km: null })).toBe(DEFAULT_SEARCH_RANGE_KM);
    expect(searchRangeKm(null)).toBe(DEFAULT_SEARCH_RANGE_KM);
  });
});

describe('feedRequestFor', () => {
  const noLocation: FeedContext = { families: { kind: 'any' }, location: null, rangeKm: 5 };
  const here: FeedContext = { ...noLocation, location: { lat: 14.6, lng: 120.99 } };
  const filters: FeedFilters = { ...DEFAULT_FEED_FILTERS, search: 'bangus', page: 2 };

  it('sends the page, page size, search and sort', () => {
    expect(feedRequestFor({ ...filters, sort: 'priceDesc' }, noLocation)).toEqual({
      page: 2,
      pageSize: HOME_PAGE_SIZE,
      search: 'bangus',
      sortBy: 'price',
      sortDir: 'desc',
    });
  });

  it('falls back from a distance sort to newest without a location', () => {
    expect(feedRequestFor({ ...filters, sort: 'distanceAsc' }, noLocation)).toMatchObject({
      sortBy: 'newest',
      sortDir: 'desc',
    });
    expect(feedRequestFor({ ...filters, sort: 'distanceDesc' }, here)).toMatchObject({
      sortBy: 'distance',
      sortDir: 'desc',
    });
  });

  it('sorts by expiry, soonest first, with or without a location', () => {
    expect(feedRequestFor({ ...filters, sort: 'expiryAsc' }, noLocation)).toMatchObject({
      sortBy: 'expiry',
      sortDir: 'asc',
    });
    expect(feedRequestFor({ ...filters, sort: 'expiryAsc' }, here)).toMatchObject({
      sortBy: 'expiry',
    });
  });

  it('sends the range with the location, and neither without one', () => {
    expect(feedRequestFor(filters, { ...here, rangeKm: 12 })).toMatchObject({
      lat: 14.6,
      lng: 120.99,
      rangeKm: 12,
    });
    const request = feedRequestFor(filters, noLocation);
    expect(request).not.toHaveProperty('rangeKm');
    expect(request).not.toHaveProperty('lat');
  });

  it('sends the family ids, and waits while they are unknown', () => {
    expect(
      feedRequestFor(filters, { ...noLocation, families: { kind: 'ids', ids: [4, 5] } }),
    ).toMatchObject({ familyIds: [4, 5] });
    expect(feedRequestFor(filters, { ...noLocation, families: { kind: 'waiting' } })).toBeNull();
  });
});

describe('From my suki', () => {
  const context = { families: { kind: 'any' as const }, location: null, rangeKm: 5 };
  const suki = { ...DEFAULT_FEED_FILTERS, suki: true };

  it('asks for the suki filter with a session', () => {
    expect(feedRequestFor(suki, { ...context, signedIn: true })).toMatchObject({ suki: 1 });
  });

  it('leaves it out for a visitor and the server’s read-ahead (the API answers them 401)', () => {
    expect(feedRequestFor(suki, { ...context, signedIn: false })).not.toHaveProperty('suki');
    expect(feedRequestFor(suki, context)).not.toHaveProperty('suki');
  });
});
