import { describe, expect, it } from 'vitest';
import { formatInteger, formatNumber, formatPeso, parseDecimalInput } from './money';

describe('formatPeso', () => {
  it('prints the peso sign, grouping and two decimals', () => {
    expect(formatPeso(1234.5)).toBe('₱1,234.50');
    expect(formatPeso(0)).toBe('₱0.00');
    expect(formatPeso(100000)).toBe('₱100,000.00');
    expect(formatPeso(0.005)).toBe('₱0.01');
    expect(formatPeso(12.345)).toBe('₱12.35');
    expect(formatPeso(-1234.5)).toBe('-₱1,234.50');
    expect(formatPeso(999999.999)).toBe('₱1,000,000.00');
    expect(formatPeso(1e-7)).toBe('₱0.00');
  });

  it('prints what Intl prints for en-PH pesos, for every price a post can have (two decimals)', () => {
    const intl = new Intl.NumberFormat('en-PH', {
      style: 'currency',
      currency: 'PHP',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    for (let cents = 1; cents < 2_000_000; cents += 997) {
      for (const amount of [cents / 100, cents * 13, -cents / 100]) {
        expect(formatPeso(amount)).toBe(intl.format(amount));
      }
    }
  });
});

describe('formatInteger', () => {
  it('groups thousands', () => {
    expect(formatInteger(100000)).toBe('100,000');
    expect(formatInteger(5)).toBe('5');
    expect(formatInteger(1234567.6)).toBe('1,234,568');
    expect(formatInteger(-4500)).toBe('-4,500');
    expect(formatInteger(0)).toBe('0');
  });
});

describe('formatNumber', () => {
  it('prints what Intl prints in English and Filipino, for amounts up to three decimals', () => {
    for (const locale of ['en-PH', 'fil-PH']) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
      for (let n = 1; n < 3_000_000; n += 1_009) {
        for (const value of [n / 1000, n / 10, n, -n / 100]) {
          expect(formatNumber(value, 3)).toBe(intl.format(value));
        }
      }
    }
  });

  it('drops trailing zeros and rounds half up', () => {
    expect(formatNumber(2.5, 3)).toBe('2.5');
    expect(formatNumber(0.1235, 3)).toBe('0.124');
    expect(formatNumber(0.0004, 3)).toBe('0');
    expect(formatNumber(1999.9999, 3)).toBe('2,000');
  });
});

describe('parseDecimalInput', () => {
  it.each([
    ['12', 12],
    ['12.5', 12.5],
    ['12,5', 12.5],
    ['0,75', 0.75],
    ['1,234.50', 1234.5],
    ['1.234,50', 1234.5],
    ['1,234,567', 1234567],
    ['  42  ', 42],
    ['1 000', 1000],
    ['₱250', 250],
    ['.5', 0.5],
    ['5.', 5],
    ['-0.01', -0.01],
    ['-3,5', -3.5],
    ['0', 0],
    ['100000.01', 100000.01],
  ])('reads %j as %s', (text, value) => {
    expect(parseDecimalInput(text)).toBe(value);
  });

  it('treats a single comma without a dot as the decimal mark', () => {
    expect(parseDecimalInput('1,234')).toBe(1.234);
  });

  it.each(['', '   ', 'abc', '12a', '1e5', '0x10', 'Infinity', '-', '.', ',', '1.2.3', '--1'])(
    'gives null for %j',
    (text) => {
      expect(parseDecimalInput(text)).toBeNull();
    },
  );

  it('gives null for null and undefined', () => {
    expect(parseDecimalInput(null)).toBeNull();
    expect(parseDecimalInput(undefined)).toBeNull();
  });
});
