// Peso amounts: display and the lenient parsing of typed prices.

// Written out rather than with Intl.NumberFormat: pesos always read '₱1,234.50' and numbers
// '1,234.5' (en-PH and fil-PH agree), and making a number formatter cost a slow phone ~90 ms
// of its first render, loading locale and currency data to print digits and commas (issue 13).

/** '1234567' -> '1,234,567'. */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * The value in whole units of 10^-digits, rounded half up on the decimal digits as written:
 * scaled(12.345, 2) -> 1235 (the double nearest 12.345 is a hair below it, so multiplying
 * by 100 would give 1234).
 */
function scaled(value: number, digits: number): number {
  const shifted = Number(`${value}e${digits}`);
  return Math.round(Number.isNaN(shifted) ? value * 10 ** digits : shifted);
}

/**
 * A number with thousands separators and at most `maxFractionDigits` decimals, trailing zeros
 * dropped: formatNumber(1500) -> '1,500', formatNumber(0.125, 2) -> '0.13'. English and
 * Filipino (en-PH, fil-PH) write numbers alike.
 */
export function formatNumber(value: number, maxFractionDigits = 0): string {
  const units = scaled(Math.abs(value), maxFractionDigits);
  const sign = value < 0 && units > 0 ? '-' : '';
  const text = String(units).padStart(maxFractionDigits + 1, '0');
  const whole = text.slice(0, text.length - maxFractionDigits);
  const fraction = text.slice(text.length - maxFractionDigits).replace(/0+$/, '');
  return `${sign}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** A price for display: '₱1,234.50', always two decimals. */
export function formatPeso(amount: number): string {
  const cents = scaled(Math.abs(amount), 2);
  const sign = amount < 0 && cents > 0 ? '-' : '';
  const whole = groupThousands(String(Math.floor(cents / 100)));
  return `${sign}₱${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** A whole number with thousands separators, e.g. 100000 -> '100,000'. */
export function formatInteger(value: number): string {
  return formatNumber(value);
}

const PLAIN_NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

/**
 * A number typed into a price or quantity field, or null when blank or unreadable.
 * Phones in the Philippines often offer a comma keyboard, so:
 * - a single comma with no dot is a decimal mark ('12,5' -> 12.5);
 * - with both marks, the last one is the decimal mark and the other groups thousands
 *   ('1,234.50' -> 1234.5, '1.234,50' -> 1234.5);
 * - several commas and no dot group thousands ('1,234,567' -> 1234567);
 * - spaces anywhere and a leading peso sign are ignored.
 */
export function parseDecimalInput(text: string | null | undefined): number | null {
  if (text == null) return null;
  let value = text.replace(/\s+/g, '').replace(/^(-?)₱/, '$1');
  if (value === '') return null;

  const commas = value.split(',').length - 1;
  const lastComma = value.lastIndexOf(',');
  const lastDot = value.lastIndexOf('.');
  if (commas > 0 && lastDot === -1) {
    value = commas === 1 ? value.replace(',', '.') : value.replaceAll(',', '');
  } else if (commas > 0 && lastComma > lastDot) {
    value = value.replaceAll('.', '').replace(',', '.');
  } else if (commas > 0) {
    value = value.replaceAll(',', '');
  }

  if (!PLAIN_NUMBER.test(value)) return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}
