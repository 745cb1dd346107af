import { ApiError } from '../../api/errors';
import { describe, expect, it } from 'vitest';
import { familyFilterFor } from '../feed/feedRequest';
import {
  alertInputFor,
  alertProblems,
  priceCapFrom,
  termsOf,
  type FeedSelection,
} from './alertDraft';
import { saveFailure } from './saveFailure';

const here = { lat: 14.5995, lng: 120.9842 };
const vegetables = [{ id: 10 }, { id: 11 }];
const selection = (change: Partial<FeedSelection> = {}): FeedSelection => ({
  search: '',
  families: { kind: 'any' },
  position: here,
  rangeKm: 5,
  ...change,
});

describe('alertInputFor: the feed filters as an alert', () => {
  it('saves the search, location and range; no family means any', () => {
    expect(alertInputFor(selection({ search: 'eggs' }), '')).toEqual({
      search: 'eggs',
      familyIds: null,
      maxPrice: null,
      ...here,
      rangeKm: 5,
    });
  });

  it('saves the chosen family, or every family of a category chosen alone', () => {
    const family = familyFilterFor({ categoryId: 1, familyId: 11 }, vegetables);
    expect(alertInputFor(selection({ families: family }), '')).toMatchObject({ familyIds: [11] });
    const category = familyFilterFor({ categoryId: 1, familyId: null }, vegetables);
    expect(alertInputFor(selection({ families: category }), '')).toMatchObject({
      familyIds: [10, 11],
    });
  });

  it('waits for a location and for the family list', () => {
    expect(alertInputFor(selection({ position: null }), '')).toBe('location');
    const waiting = familyFilterFor({ categoryId: 1, familyId: null }, undefined);
    expect(alertInputFor(selection({ families: waiting }), '')).toBe('families');
    expect(alertInputFor(selection({ families: { kind: 'ids', ids: [] } }), '')).toBe('families');
  });

  it('reads the price cap as typed: blank, free, with a comma', () => {
    expect(priceCapFrom('  ')).toBeNull();
    expect(priceCapFrom('0')).toBe(0);
    expect(priceCapFrom('12,5')).toBe(12.5);
    expect(priceCapFrom('₱1,500.50')).toBe(1500.5);
    expect(priceCapFrom('a lot')).toBeNaN();
    expect(termsOf(selection(), 'a lot').maxPrice).toBeNull();
  });

  it('is checked by the shared schema before it is sent', () => {
    const ok = alertInputFor(selection({ search: 'eggs' }), '10');
    expect(typeof ok === 'object' && alertProblems(ok)).toBeNull();
    const unreadable = alertInputFor(selection(), 'a lot');
    expect(typeof unreadable === 'object' && alertProblems(unreadable)).toEqual({
      maxPrice: 'errors.priceInvalid',
    });
    const tooHigh = alertInputFor(selection(), '200000');
    expect(typeof tooHigh === 'object' && alertProblems(tooHigh)).toEqual({
      maxPrice: 'errors.priceTooHigh',
    });
  });
});

describe('saveFailure', () => {
  const api = (status: number, code?: string, fields?: Record<string, string>) =>
    new ApiError({ message: 'x', status, code, fields });

  it('tells the limit, field problems, a lost connection and an ended session apart', () => {
    expect(saveFailure(api(409, 'alert_limit'))).toEqual({ kind: 'limit' });
    expect(
      saveFailure(api(400, 'validation_failed', { rangeKm: 'errors.searchRangeInvalid' })),
    ).toEqual({ kind: 'fields', fields: { rangeKm: 'errors.searchRangeInvalid' } });
    expect(saveFailure(api(0, 'network_error'))).toEqual({ kind: 'network' });
    expect(saveFailure(api(401))).toEqual({ kind: 'signIn' });
    expect(saveFailure(api(500))).toEqual({ kind: 'generic' });
    expect(saveFailure(new Error('boom'))).toEqual({ kind: 'generic' });
  });
});
