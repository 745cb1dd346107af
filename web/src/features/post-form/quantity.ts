// The quantity steppers (SPEC §5): +/- 1 within 0..100000, starting from whatever the
// seller typed, comma decimals included.

import { QTY_MAX, QTY_STEP } from '@core/constants';
import { parseDecimalInput } from '@core/money';
import { amountText } from './postFormValues';

const QTY_MIN = 0;

/** The typed quantity as a number; blank or unreadable text counts as 0 for stepping. */
function current(text: string): number {
  const value = parseDecimalInput(text);
  return value === null || !Number.isFinite(value) ? QTY_MIN : value;
}

/**
 * The text after one press of a stepper: the value moves by QTY_STEP and is clamped to
 * 0..QTY_MAX. Rounded to 3 decimals so 0.1 + 1 never shows as 1.1000000000000001.
 */
export function stepQuantity(text: string, direction: 1 | -1): string {
  const next = current(text) + direction * QTY_STEP;
  const clamped = Math.min(QTY_MAX, Math.max(QTY_MIN, next));
  return amountText(Math.round(clamped * 1000) / 1000);
}

/** Whether a stepper can still move (minus stops at 0, plus at QTY_MAX). */
export function canStepQuantity(text: string, direction: 1 | -1): boolean {
  const value = current(text);
  return direction > 0 ? value < QTY_MAX : value > QTY_MIN;
}
