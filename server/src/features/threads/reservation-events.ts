import type { Db } from '../../db/database';
import { enqueue } from '../../platform/outbox';
import { noteReservationChange } from './reservation-notice-repository';

/** Outbox events of reservations (see reservation-notify.ts): the buyer hears of each. */
export interface ReservationEvents {
  /**
   * The seller held `qty` until `until` for the thread's buyer (made or changed). `seq` numbers
   * the thread's changes (absent in events written before issue 21): only the latest is pushed.
   */
  reservation_made: { threadId: string; qty: number; until: string; seq?: number };
  /** The hold ended before a sale: the seller released it, or its time ran out. */
  reservation_released: {
    threadId: string;
    qty: number;
    reason: 'seller' | 'expired';
    seq?: number;
  };
  /** The thread's one email of the window: it tells the reservation as it is when sent. */
  reservation_email: { threadId: string };
}

/** In the reservation's transaction: the buyer will hear of it. */
export async function reservationMade(
  trx: Db,
  payload: Omit<ReservationEvents['reservation_made'], 'seq'>,
) {
  const seq = await noteReservationChange(trx, payload.threadId, null);
  await enqueue(trx, 'reservation_made', { ...payload, seq });
}

/** In the release's transaction: the buyer will hear of it. */
export async function reservationReleased(
  trx: Db,
  payload: Omit<ReservationEvents['reservation_released'], 'seq'>,
) {
  const { threadId, qty, reason } = payload;
  const seq = await noteReservationChange(trx, threadId, { qty, reason });
  await enqueue(trx, 'reservation_released', { ...payload, seq });
}

/**
 * In the transaction of a hold that ended without news for the buyer (they let it go, or the
 * post closed): whatever was waiting to tell them of it is out of date.
 */
export async function reservationDropped(trx: Db, threadId: string) {
  await noteReservationChange(trx, threadId, null);
}
