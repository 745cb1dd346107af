import { ApiError } from '../../api/errors';
import { describe, expect, it } from 'vitest';
import { familyFilterFor } from '../feed/feedRequest';
import { alertInputFor, checkAlert, readPriceCap, termsOf, type FeedSelection } from './alertDraft';
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
    const input = alertInputFor(selection({ search: 'eggs' }), '');
    expect(typeof input === 'object' && checkAlert(input)).toEqual({
      ok: true,
      body: { search: 'eggs', familyIds: null, maxPrice: null, ...here, rangeKm: 5 },
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

  it('reads the price cap as every price is read: blank, free, grouped, or a question', () => {
    expect(readPriceCap('  ')).toBeNull();
    expect(readPriceCap('0')).toEqual({ kind: 'amount', value: 0 });
    expect(readPriceCap('₱1,500.50')).toEqual({ kind: 'amount', value: 1500.5 });
    expect(readPriceCap('1,200')).toEqual({ kind: 'amount', value: 1200 });
    expect(readPriceCap('1.200')).toEqual({ kind: 'ambiguous', options: [1200, 1.2] });
    expect(readPriceCap('a lot')).toEqual({ kind: 'invalid' });
    expect(termsOf(selection(), 'a lot').maxPrice).toBeNull();
    expect(termsOf(selection(), '1.200').maxPrice).toBeNull();
    expect(termsOf(selection(), 'P1,200').maxPrice).toBe(1200);
  });

  it('is checked by the shared schema before it is sent', () => {
    const problems = (price: string) => {
      const input = alertInputFor(selection({ search: 'eggs' }), price);
      const checked = typeof input === 'object' && checkAlert(input);
      return checked && (checked.ok ? checked.body.maxPrice : checked.fields);
    };
    expect(problems('10')).toBe(10);
    expect(problems('₱1,200')).toBe(1200);
    expect(problems('a lot')).toEqual({ maxPrice: 'errors.priceInvalid' });
    expect(problems('200,000')).toEqual({ maxPrice: 'errors.priceTooHigh' });
    expect(problems('-5')).toEqual({ maxPrice: 'errors.priceNegative' });
    expect(problems('1,20')).toEqual({ maxPrice: 'errors.priceAmbiguous' });
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
