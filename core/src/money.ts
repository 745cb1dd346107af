// Peso amounts and quantities: display, and the reading of typed amounts.

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
