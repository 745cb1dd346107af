// The expiry part of the forms: quick chips, reading the days input, and the preview
// 'Expires Friday, 28 November, 11:59 PM'. Dates follow the seller's own clock and
// time zone, as expiryFromDays does.

import { EXPIRY_QUICK_DAYS } from '@core/constants';
import { dateParts, type DateParts } from '@core/weekdays';
import { expiryFromDays, isValidExpiryDays } from '@core/expiry';

export type QuickDays = (typeof EXPIRY_QUICK_DAYS)[number];

/** The chips in SPEC order; 'clear' empties the field. */
export const EXPIRY_CHIPS: readonly (QuickDays | 'clear')[] = [...EXPIRY_QUICK_DAYS, 'clear'];

/** The field's text after a chip is pressed. */
export function daysTextForChip(chip: QuickDays | 'clear'): string {
  return chip === 'clear' ? '' : String(chip);
}

/** The whole number of days typed (1..30), or null while blank or not valid. */
export function parseDaysInput(text: string | null | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  if (!/^\d+$/.test(trimmed)) return null;
  const days = Number(trimmed);
  return isValidExpiryDays(days) ? days : null;
}

/** Whether a chip shows as selected for the current text. */
export function isChipSelected(chip: QuickDays | 'clear', text: string): boolean {
  return chip !== 'clear' && parseDaysInput(text) === chip;
}

/**
 * The parts of the expiry date for the preview ('Biyernes', '28', 'Nobyembre', '11:59 PM'),
 * in the reader's language; the sentence itself is a translation so each language orders
 * them its own way.
 */
export function expiryPreview(days: number, now: Date, language: string | undefined): DateParts {
  return dateParts(new Date(expiryFromDays(days, now)), language);
}
