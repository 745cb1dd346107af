import { addAmounts, checkAmount, type AmountProblem } from './amountRules';

/** How much the seller sells to this buyer: all that is left, the reservation, or an amount. */
export type SaleChoice = 'reservation' | 'all' | 'amount';

export interface SaleAmounts {
  /** What the post has that nobody holds. */
  available: number;
  /** What this thread's reservation holds; null without one. */
  reserved: number | null;
}

/** This buyer can take what is free plus what is held for them (never what others hold). */
export function saleLimit(amounts: SaleAmounts): number {
  return addAmounts(amounts.available, amounts.reserved ?? 0);
}

/**
 * The choices worth offering, the likeliest first: with a reservation, selling it is what
 * the pickup was for; 'all' is left out when it would be the very same amount.
 */
export function saleChoices(amounts: SaleAmounts): SaleChoice[] {
  if (amounts.reserved === null) return ['all', 'amount'];
  return amounts.available > 0 ? ['reservation', 'all', 'amount'] : ['reservation', 'amount'];
}

export type SaleCheck = { ok: true; qty: number } | { ok: false; problem: AmountProblem };

/** The amount POST /api/threads/{id}/complete gets for a choice (and the typed text). */
export function saleAmount(choice: SaleChoice, amounts: SaleAmounts, typed: string): SaleCheck {
  const limit = saleLimit(amounts);
  if (choice === 'reservation' && amounts.reserved !== null) {
    return { ok: true, qty: amounts.reserved };
  }
  if (choice === 'all') {
    return limit > 0 ? { ok: true, qty: limit } : { ok: false, problem: { kind: 'notEnough' } };
  }
  return checkAmount(typed, limit);
}
