import { describe, expect, it } from 'vitest';
import { formatInteger, formatPeso, parseDecimalInput } from './money';

describe('formatPeso', () => {
  it('prints the peso sign, grouping and two decimals', () => {
    expect(formatPeso(1234.5)).toBe('₱1,234.50');
    expect(formatPeso(0)).toBe('₱0.00');
    expect(formatPeso(100000)).toBe('₱100,000.00');
    expect(formatPeso(0.005)).toBe('₱0.01');
    expect(formatPeso(12.345)).toBe('₱12.35');
  });
});

describe('formatInteger', () => {
  it('groups thousands', () => {
    expect(formatInteger(100000)).toBe('100,000');
    expect(formatInteger(5)).toBe('5');
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
