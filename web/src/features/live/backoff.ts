import { RECONNECT_FIRST_MS, RECONNECT_MAX_MS } from './config';

/**
 * How long to wait before the next attempt after `failures` failed ones in a row (at least
 * one): the first delay doubled each time up to the ceiling, then "equal jitter" (a random
 * point in its upper half), so thousands of phones dropped by one server restart do not all
 * come back in the same second, and none comes back at once.
 */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const doublings = Math.max(0, Math.floor(failures) - 1);
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** doublings);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
