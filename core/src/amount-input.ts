// Reading typed peso amounts and quantities as Filipinos write them (money.ts writes them).
// Its own module so the parser loads with the forms that read amounts, not with every page
// (money.ts is in the app's entry for its number formatting).
import { formatNumber } from './money';

/** What a typed amount means, or that it cannot be read without asking. */
export type ParsedAmount =
  | { readonly kind: 'amount'; readonly value: number }
  /** Two readings: [the point or comma groups thousands, it marks the decimals]. */
  | { readonly kind: 'ambiguous'; readonly options: readonly [number, number] }
  | { readonly kind: 'invalid' };

/** Decimals an amount may have: centavos for prices, hundredths for quantities. */
export const AMOUNT_DECIMALS = 2;

const INVALID: ParsedAmount = { kind: 'invalid' };
const MINUS = /^[-\u2212]\s*/;
const CURRENCY = /^(?:₱|php|p)\s*/i;
/** Digits, optionally grouped by commas or spaces, then optionally a point and decimals. */
const BODY = /^(\d+(?:(?:,|\s+)\d+)*)?(?:\.(\d*))?$/;
/** A first group of thousands: 1 to 3 digits, no leading zero. */
const LEAD_GROUP = /^[1-9]\d{0,2}$/;

/** Digits grouped in thousands by one kind of mark ('1,200', '1 200 000'), or null. */
function groupedDigits(whole: string): string | null {
  const marks = new Set((whole.match(/,|\s+/g) ?? []).map((mark) => (mark === ',' ? ',' : ' ')));
  if (marks.size === 0) return whole;
  if (marks.size > 1) return null;
  const [lead = '', ...rest] = whole.split(/,|\s+/);
  return LEAD_GROUP.test(lead) && rest.every((group) => /^\d{3}$/.test(group))
    ? [lead, ...rest].join('')
    : null;
}

function signed(negative: boolean, text: string): number {
  const value = Number(text);
  return negative && value !== 0 ? -value : value;
}

/** Hundreds of digits make Infinity, which no field can hold. */
function amount(value: number): ParsedAmount {
  return Number.isFinite(value) ? { kind: 'amount', value } : INVALID;
}

/**
 * An amount as people in the Philippines type it: a comma (or a space) groups thousands and a
 * point marks the decimals, at most two. '1,200', '₱1,200', 'P1,200', 'php 1,200', ' 1 200 '
 * and '1200' are all 1200; '1,200.50' is 1200.5. Where a European habit or a slip makes two
 * readings plausible, the answer says so instead of guessing: '1.200' and '1,20' are
 * ₱1,200.00 or ₱1.20. Badly grouped ('12,00,0') or over-precise ('1.234') text is invalid,
 * as is blank text. A leading minus is kept, so a schema can say "cannot be negative".
 */
export function parseAmount(text: string, { currency = false } = {}): ParsedAmount {
  let rest = text.normalize('NFKC').trim();
  let negative = MINUS.test(rest);
  rest = rest.replace(MINUS, '');
  if (currency && CURRENCY.test(rest)) {
    rest = rest.replace(CURRENCY, '');
    if (!negative && MINUS.test(rest)) {
      negative = true;
      rest = rest.replace(MINUS, '');
    }
  }
  const match = BODY.exec(rest);
  if (!match || rest === '' || rest === '.') return INVALID;
  const [, whole, decimals] = match;

  if (whole !== undefined && decimals === undefined) {
    const digits = groupedDigits(whole);
    if (digits !== null) return amount(signed(negative, digits));
    // '1,20': a thousands group cut short, or a comma keyboard's decimal mark.
    const [lead = '', tail = '', ...more] = whole.split(',');
    if (more.length === 0 && LEAD_GROUP.test(lead) && /^\d{1,2}$/.test(tail)) {
      return ambiguous(negative, lead + tail.padEnd(3, '0'), `${lead}.${tail}`);
    }
    return INVALID;
  }

  const digits = whole === undefined ? '0' : groupedDigits(whole);
  if (digits === null || decimals === undefined) return INVALID;
  if (decimals.length <= AMOUNT_DECIMALS) {
    return amount(signed(negative, `${digits}.${decimals || '0'}`));
  }
  // '1.200': a point grouping thousands (as in much of Europe), or ₱1.20 with a zero too many.
  if (whole !== undefined && LEAD_GROUP.test(whole) && /^\d\d0$/.test(decimals)) {
    return ambiguous(negative, whole + decimals, `${whole}.${decimals}`);
  }
  return INVALID;
}

function ambiguous(negative: boolean, thousands: string, decimal: string): ParsedAmount {
  return { kind: 'ambiguous', options: [signed(negative, thousands), signed(negative, decimal)] };
}

/** A price or price cap as typed, peso sign or 'P'/'PHP' before it allowed. */
export function parsePesoAmount(text: string): ParsedAmount {
  return parseAmount(text, { currency: true });
}

/** Prices take a peso sign ('₱1,200', 'P1,200'); quantities are plain numbers. */
export type AmountKind = 'peso' | 'quantity';

/** A typed price ('peso') or quantity, read by the one parser. */
export function parseAmountAs(kind: AmountKind, text: string): ParsedAmount {
  return parseAmount(text, { currency: kind === 'peso' });
}

/**
 * An amount as a field should hold it once its meaning is settled: '1,200', '1,200.50',
 * '1.20' for pesos (centavos always in two digits), '1.5' for quantities. It reads back
 * as the same amount, never as a question.
 */
export function amountInputText(value: number, kind: AmountKind): string {
  const text = formatNumber(value, AMOUNT_DECIMALS);
  if (kind === 'quantity') return text;
  const point = text.indexOf('.');
  return point === -1 ? text : text.padEnd(point + 1 + AMOUNT_DECIMALS, '0');
}
