import type { Db } from '../../db/database';
import { enqueue } from '../../platform/outbox';

/** Outbox events of reservations (see reservation-notify.ts): the buyer hears of each. */
export interface ReservationEvents {
  /** The seller held `qty` until `until` for the thread's buyer (made or changed). */
  reservation_made: { threadId: string; qty: number; until: string };
  /** The hold ended before a sale: the seller released it, or its time ran out. */
  reservation_released: { threadId: string; qty: number; reason: 'seller' | 'expired' };
}

/** In the reservation's transaction: the buyer will hear of it. */
export const reservationMade = (trx: Db, payload: ReservationEvents['reservation_made']) =>
  enqueue(trx, 'reservation_made', payload);

/** In the release's transaction: the buyer will hear of it. */
export const reservationReleased = (trx: Db, payload: ReservationEvents['reservation_released']) =>
  enqueue(trx, 'reservation_released', payload);
