import { saleAmountTextField } from '@core/schemas';

/**
 * Why an amount typed in the Reserve or Mark sold sheet cannot be sent: a rule of the shared
 * schema (its validation message key), or more than this buyer can have.
 */
export type AmountProblem = { kind: 'rule'; key: string } | { kind: 'notEnough' };

export type AmountCheck = { ok: true; qty: number } | { ok: false; problem: AmountProblem };

/** Turns a schema issue into a problem; the schema always sets a message key. */
export function ruleProblem(issue: { message: string } | undefined): AmountProblem {
  return { kind: 'rule', key: issue?.message ?? '' };
}

/**
 * An amount as typed ('1.5', '1,200'), held to the server's rules for reserved and sold amounts
 * (the shared schema: above 0, at most 100000, two decimals) and to `max`, what this buyer
 * can still be given.
 */
export function checkAmount(text: string, max: number): AmountCheck {
  const parsed = saleAmountTextField.safeParse(text);
  if (!parsed.success) return { ok: false, problem: ruleProblem(parsed.error.issues[0]) };
  if (parsed.data > max) return { ok: false, problem: { kind: 'notEnough' } };
  return { ok: true, qty: parsed.data };
}

/** Sums of amounts with two decimals at most, without float dust (2.3 + 0.1 = 2.4). */
export function addAmounts(...amounts: number[]): number {
  return Math.round(amounts.reduce((sum, amount) => sum + amount * 100, 0)) / 100;
}
