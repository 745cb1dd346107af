// Peso amounts: display and the lenient parsing of typed prices.

// Made on first use, not when the module loads: every page imports this, and an Intl
// formatter costs milliseconds of a slow phone's start before anything is drawn.
let formatters:
  | {
      peso: Intl.NumberFormat;
      grouped: Intl.NumberFormat;
      integer: Intl.NumberFormat;
      pesoSign: boolean;
    }
  | undefined;

function pesoFormatters() {
  if (formatters) return formatters;
  const peso = new Intl.NumberFormat('en-PH', {
    style: 'currency',
    currency: 'PHP',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  formatters = {
    peso,
    grouped: new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    integer: new Intl.NumberFormat('en-PH', { maximumFractionDigits: 0 }),
    // A runtime without full ICU data prints 'PHP 1,234.50'; detect that once and fall back.
    pesoSign: peso.format(1).includes('₱'),
  };
  return formatters;
}

/** A price for display: '₱1,234.50', always two decimals. */
export function formatPeso(amount: number): string {
  const { peso, grouped, pesoSign } = pesoFormatters();
  if (pesoSign) return peso.format(amount);
  const sign = amount < 0 ? '-' : '';
  return `${sign}₱${grouped.format(Math.abs(amount))}`;
}

/** A whole number with thousands separators, e.g. 100000 -> '100,000'. */
export function formatInteger(value: number): string {
  return pesoFormatters().integer.format(value);
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
