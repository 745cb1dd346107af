import { describe, expect, it } from 'vitest';
import { formatInteger, formatNumber, formatPeso } from './money';
import { amountInputText, parseAmount, parsePesoAmount, type ParsedAmount } from './amount-input';

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

type Expected = number | readonly [number, number] | 'invalid';

/** What a typed price reads as: an amount, the two readings of a question, or invalid. */
const PESO_TABLE: readonly (readonly [string, Expected])[] = [
  // Thousands grouped by a comma or a space, with or without the peso sign (this issue).
  ['1,200', 1200],
  ['1,200.50', 1200.5],
  ['₱1,200', 1200],
  ['P1,200', 1200],
  ['p1,200', 1200],
  ['php 1,200', 1200],
  ['PHP1,200.50', 1200.5],
  ['₱ 1,200', 1200],
  ['1200', 1200],
  ['1200.50', 1200.5],
  [' 1 200 ', 1200],
  ['1 200.50', 1200.5],
  ['1,000,000', 1_000_000],
  ['1 000 000', 1_000_000],
  ['12,345.6', 12345.6],
  // Small amounts and decimals.
  ['₱0', 0],
  ['0', 0],
  ['.50', 0.5],
  ['0.5', 0.5],
  ['1.5', 1.5],
  ['1.50', 1.5],
  ['5.', 5],
  ['007', 7],
  ['１２００', 1200],
  ['1\u00a0200', 1200],
  // Negative amounts are read, so the schema can say they are not allowed.
  ['-5', -5],
  ['-1,200.50', -1200.5],
  ['−3', -3],
  ['-₱20', -20],
  ['₱-20', -20],
  ['-0', 0],
  // Two readings: a question, never a guess.
  ['1.200', [1200, 1.2]],
  ['1,20', [1200, 1.2]],
  ['1.000', [1000, 1]],
  ['12.500', [12500, 12.5]],
  ['₱1.200', [1200, 1.2]],
  ['1,5', [1500, 1.5]],
  ['999,99', [999990, 999.99]],
  ['-1.200', [-1200, -1.2]],
  // Wrong grouping, more than two decimals, words and other numbers' notations.
  ['12,00,0', 'invalid'],
  ['1,2345', 'invalid'],
  ['1,200,00', 'invalid'],
  ['01,200', 'invalid'],
  ['0,50', 'invalid'],
  ['1200,5', 'invalid'],
  ['1 20', 'invalid'],
  ['1,200 000', 'invalid'],
  ['1.234', 'invalid'],
  ['12.345', 'invalid'],
  ['0.500', 'invalid'],
  ['1.2345', 'invalid'],
  ['1,200.500', 'invalid'],
  ['1.200.000', 'invalid'],
  ['1.234,50', 'invalid'],
  ['1,,200', 'invalid'],
  ['Free', 'invalid'],
  ['abc', 'invalid'],
  ['12a', 'invalid'],
  ['twelve', 'invalid'],
  ['1e5', 'invalid'],
  ['0x10', 'invalid'],
  ['Infinity', 'invalid'],
  ['9'.repeat(400), 'invalid'],
  ['₱', 'invalid'],
  ['', 'invalid'],
  ['   ', 'invalid'],
  ['-', 'invalid'],
  ['--1', 'invalid'],
  ['.', 'invalid'],
  [',', 'invalid'],
  ['1.2.3', 'invalid'],
  ['USD 5', 'invalid'],
  ['5 php', 'invalid'],
];

function expected(result: Expected): ParsedAmount {
  if (result === 'invalid') return { kind: 'invalid' };
  if (typeof result === 'number') return { kind: 'amount', value: result };
  return { kind: 'ambiguous', options: result };
}

describe('parsePesoAmount', () => {
  it.each(PESO_TABLE)('reads %j as %j', (text, result) => {
    expect(parsePesoAmount(text)).toEqual(expected(result));
  });

  it('asks the question the issue names for 1.200 and 1,20', () => {
    for (const text of ['1.200', '1,20']) {
      const parsed = parsePesoAmount(text);
      expect(parsed.kind === 'ambiguous' && parsed.options.map(formatPeso)).toEqual([
        '₱1,200.00',
        '₱1.20',
      ]);
    }
  });
});

describe('parseAmount (quantities)', () => {
  it('reads numbers as prices are read', () => {
    expect(parseAmount('1,200')).toEqual({ kind: 'amount', value: 1200 });
    expect(parseAmount('2.5')).toEqual({ kind: 'amount', value: 2.5 });
    expect(parseAmount('1.500')).toEqual({ kind: 'ambiguous', options: [1500, 1.5] });
  });

  it('takes no peso sign', () => {
    expect(parseAmount('₱5')).toEqual({ kind: 'invalid' });
    expect(parseAmount('P5')).toEqual({ kind: 'invalid' });
  });
});

describe('amountInputText', () => {
  it.each([
    [1200, '1,200', '1,200'],
    [1.2, '1.20', '1.2'],
    [1200.5, '1,200.50', '1,200.5'],
    [0, '0', '0'],
    [0.5, '0.50', '0.5'],
    [100000, '100,000', '100,000'],
    [-3.5, '-3.50', '-3.5'],
  ])('writes %s as %j (peso) and %j (quantity)', (value, peso, quantity) => {
    expect(amountInputText(value, 'peso')).toBe(peso);
    expect(amountInputText(value, 'quantity')).toBe(quantity);
  });

  it('writes what reads back as the same amount, never as a question', () => {
    for (let cents = 0; cents <= 10_000_000; cents += 40_009) {
      for (const kind of ['peso', 'quantity'] as const) {
        const value = cents / 100;
        expect(parsePesoAmount(amountInputText(value, kind))).toEqual({ kind: 'amount', value });
      }
    }
  });
});
