import type { ThreadReservation } from '../../threads/types';

/**
 * Pesos for what is held: the post's price is per unit, so quantity times price, to the
 * centavo. Null while the price is not known yet, or with nothing held.
 */
export function amountToPay(
  reservation: ThreadReservation | null,
  price: number | undefined,
): number | null {
  if (!reservation || price === undefined) return null;
  return Math.round(reservation.qty * price * 100) / 100;
}
