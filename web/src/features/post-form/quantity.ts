// The quantity steppers (SPEC §5): +/- 1 within 0..100000, starting from whatever the
// seller typed, read by the one amount parser.

import { QTY_MAX, QTY_STEP } from '@core/constants';
import { amountInputText, parseAmountAs } from '@core/amount-input';

const QTY_MIN = 0;

/**
 * The typed quantity as a number; blank or unreadable text counts as 0 for stepping. Text
 * with two readings ('1.500') is null: the field asks which was meant before anything steps.
 */
function current(text: string): number | null {
  if (text.trim() === '') return QTY_MIN;
  const parsed = parseAmountAs('quantity', text);
  if (parsed.kind === 'ambiguous') return null;
  return parsed.kind === 'amount' ? parsed.value : QTY_MIN;
}

/**
 * The text after one press of a stepper: the value moves by QTY_STEP and is clamped to
 * 0..QTY_MAX, written as the field writes amounts ('1,201', '2.5').
 */
export function stepQuantity(text: string, direction: 1 | -1): string {
  const value = current(text);
  if (value === null) return text;
  const clamped = Math.min(QTY_MAX, Math.max(QTY_MIN, value + direction * QTY_STEP));
  return amountInputText(clamped, 'quantity');
}

/** Whether a stepper can still move (minus stops at 0, plus at QTY_MAX; neither on a question). */
export function canStepQuantity(text: string, direction: 1 | -1): boolean {
  const value = current(text);
  if (value === null) return false;
  return direction > 0 ? value < QTY_MAX : value > QTY_MIN;
}
