import { describe, expect, it } from 'vitest';
import {
  completeSaleBody,
  hasAmountDecimals,
  makeReservationBody,
  makeReservationForm,
  MESSAGE_KEY,
  saleAmountForm,
} from './index';
import { fieldsOf } from './test-utils';

const now = new Date('2026-05-01T08:00:00Z');
const clock = () => now;
const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();

describe('amounts of a reservation or a sale', () => {
  it('follow the rules of a post quantity, but must be above 0', () => {
    const body = makeReservationBody({ now: clock });
    const until = inHours(2);
    expect(fieldsOf(body, { qty: 2.5, until })).toEqual({});
    expect(fieldsOf(body, { qty: 100_000, until })).toEqual({});
    expect(fieldsOf(body, { qty: 0, until })).toEqual({ qty: MESSAGE_KEY.amountNotPositive });
    expect(fieldsOf(body, { qty: -1, until })).toEqual({ qty: MESSAGE_KEY.amountNotPositive });
    expect(fieldsOf(body, { qty: 100_000.01, until })).toEqual({ qty: MESSAGE_KEY.qtyTooLarge });
    expect(fieldsOf(body, { qty: 1.005, until })).toEqual({ qty: MESSAGE_KEY.amountDecimals });
    expect(fieldsOf(body, { qty: '2', until })).toEqual({ qty: MESSAGE_KEY.qtyInvalid });
    expect(fieldsOf(body, { until })).toEqual({ qty: MESSAGE_KEY.qtyRequired });
  });

  it('counts 0.1 + 0.2 as two decimals', () => {
    expect(hasAmountDecimals(0.1 + 0.2)).toBe(true);
    expect(hasAmountDecimals(0.333)).toBe(false);
  });

  it('are read from form text, a comma grouping thousands and a point marking decimals', () => {
    expect(saleAmountForm.parse({ qty: '1.5' })).toEqual({ qty: 1.5 });
    expect(saleAmountForm.parse({ qty: '1,250' })).toEqual({ qty: 1250 });
    expect(fieldsOf(saleAmountForm, { qty: '1,5' })).toEqual({ qty: MESSAGE_KEY.qtyAmbiguous });
    expect(fieldsOf(saleAmountForm, { qty: '1.500' })).toEqual({ qty: MESSAGE_KEY.qtyAmbiguous });
    expect(fieldsOf(saleAmountForm, { qty: '-1.500' })).toEqual({
      qty: MESSAGE_KEY.amountNotPositive,
    });
    expect(fieldsOf(saleAmountForm, { qty: ' ' })).toEqual({ qty: MESSAGE_KEY.qtyRequired });
    expect(fieldsOf(saleAmountForm, { qty: 'abc' })).toEqual({ qty: MESSAGE_KEY.qtyInvalid });
  });

  it('are optional in a sale body', () => {
    expect(completeSaleBody.parse({})).toEqual({});
    expect(completeSaleBody.parse({ qty: 3 })).toEqual({ qty: 3 });
    expect(fieldsOf(completeSaleBody, { qty: 0 })).toEqual({
      qty: MESSAGE_KEY.amountNotPositive,
    });
  });
});

describe('until of a reservation', () => {
  const body = makeReservationBody({ now: clock, postExpiresAt: inHours(48) });

  it('is in the future, at most 7 days ahead and not after the post expires', () => {
    expect(fieldsOf(body, { qty: 1, until: inHours(47) })).toEqual({});
    expect(fieldsOf(body, { qty: 1, until: inHours(0) })).toEqual({
      until: MESSAGE_KEY.untilPast,
    });
    expect(fieldsOf(body, { qty: 1, until: inHours(49) })).toEqual({
      until: MESSAGE_KEY.untilAfterExpiry,
    });
    const longLived = makeReservationBody({ now: clock, postExpiresAt: inHours(24 * 30) });
    expect(fieldsOf(longLived, { qty: 1, until: inHours(24 * 7) })).toEqual({});
    expect(fieldsOf(longLived, { qty: 1, until: inHours(24 * 7 + 1) })).toEqual({
      until: MESSAGE_KEY.untilTooFar,
    });
  });

  it('must be a timestamp with a zone', () => {
    const form = makeReservationForm({ now: clock });
    expect(fieldsOf(form, { qty: '1', until: '' })).toEqual({ until: MESSAGE_KEY.untilRequired });
    expect(fieldsOf(form, { qty: '1', until: '2026-05-01T10:00' })).toEqual({
      until: MESSAGE_KEY.invalid,
    });
  });
});
