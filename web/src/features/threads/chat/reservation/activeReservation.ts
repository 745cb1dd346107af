import type { ThreadReservation } from '../../types';

/**
 * The thread's reservation while it still holds: the server ends it at `until` within a
 * minute, so the chat stops showing it at `until` rather than wait for the next poll.
 */
export function activeReservation(
  reservation: ThreadReservation | null | undefined,
  now: Date,
): ThreadReservation | null {
  if (!reservation) return null;
  const until = Date.parse(reservation.until);
  return Number.isNaN(until) || until > now.getTime() ? reservation : null;
}
