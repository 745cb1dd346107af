import { PAYMENT_QR_AFTER_SALE_MS } from '@core/schemas/payment-qr';
import { activeReservation } from '../threads/chat/reservation/activeReservation';
import type { ThreadDetail } from '../threads/types';

/**
 * Whether the thread is in a state where the server could show its seller's QR: a reservation
 * that still holds, or a sale in the last day. Only then does the chat ask; the server decides.
 */
export function paymentQrMayShow(
  thread: Pick<ThreadDetail, 'reservation' | 'status' | 'completed_at' | 'blocked'>,
  now: Date,
): boolean {
  if (thread.blocked) return false;
  if (activeReservation(thread.reservation, now)) return true;
  if (thread.status !== 'completed' || !thread.completed_at) return false;
  const soldAt = Date.parse(thread.completed_at);
  return !Number.isNaN(soldAt) && now.getTime() - soldAt < PAYMENT_QR_AFTER_SALE_MS;
}
