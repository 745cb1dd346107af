import { makeReservationForm } from '@core/schemas';
import { checkAmount, type AmountProblem } from './amountRules';

export interface ReservationLimits {
  now: Date;
  /** The post's expiry: a reservation may not outlast it. */
  postExpiresAt: string;
  /** What this buyer can be given: what is available plus what this thread already holds. */
  max: number;
}

export type ReservationCheck =
  | { ok: true; body: { qty: number; until: string } }
  | { ok: false; problems: { qty?: AmountProblem; until?: string } };

/**
 * The Reserve sheet's amount and pickup time as PUT /api/threads/{id}/reservation takes them
 * (checked with the server's own schema), or what is wrong with each, so both fields can say
 * so at once. `until` problems are validation message keys.
 */
export function checkReservation(
  amount: string,
  until: Date | null,
  limits: ReservationLimits,
): ReservationCheck {
  // The amount on its own as well: the schema cannot know what is left for this buyer.
  const qty = checkAmount(amount, limits.max);
  const schema = makeReservationForm({
    now: () => limits.now,
    postExpiresAt: limits.postExpiresAt,
  });
  const parsed = schema.safeParse({ qty: amount, until: until ? until.toISOString() : '' });
  if (qty.ok && parsed.success) return { ok: true, body: parsed.data };
  const untilIssue = parsed.success
    ? undefined
    : parsed.error.issues.find((issue) => issue.path[0] === 'until');
  return {
    ok: false,
    problems: { qty: qty.ok ? undefined : qty.problem, until: untilIssue?.message },
  };
}
