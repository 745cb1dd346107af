import { describe, expect, it } from 'vitest';
import { alertBody, alertForm } from './alerts';
import { MESSAGE_KEY } from './messages';
import { fieldsOf } from './test-utils';

const where = { lat: 14.6, lng: 120.99, rangeKm: 5 };

describe('alertForm: the price cap as typed', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['0', 0],
    ['₱1,200', 1200],
    ['php 1 200.50', 1200.5],
    ['100,000', 100000],
  ])('reads %j as %j', (maxPrice, value) => {
    expect(alertForm.parse({ ...where, maxPrice }).maxPrice).toBe(value);
  });

  it.each([
    ['1.200', MESSAGE_KEY.priceAmbiguous],
    ['1,20', MESSAGE_KEY.priceAmbiguous],
    ['12,00,0', MESSAGE_KEY.priceInvalid],
    ['a lot', MESSAGE_KEY.priceInvalid],
    ['-5', MESSAGE_KEY.priceNegative],
    ['100,000.01', MESSAGE_KEY.priceTooHigh],
  ])('refuses %j with %s', (maxPrice, message) => {
    expect(fieldsOf(alertForm, { ...where, maxPrice })).toEqual({ maxPrice: message });
  });

  it('gives the body POST /api/alerts takes', () => {
    const body = alertForm.parse({ ...where, search: 'itlog', maxPrice: 'P1,200' });
    expect(alertBody.parse(body)).toEqual(body);
  });
});

describe('alertBody: the API keeps numbers', () => {
  it('refuses a price cap sent as text, however it reads', () => {
    expect(fieldsOf(alertBody, { ...where, maxPrice: '1,200' })).toEqual({
      maxPrice: MESSAGE_KEY.priceInvalid,
    });
    expect(fieldsOf(alertBody, { ...where, maxPrice: '1.200' })).toEqual({
      maxPrice: MESSAGE_KEY.priceInvalid,
    });
  });
});
