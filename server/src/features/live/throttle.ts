import { createLocalThrottle, type SharedThrottle } from '../../platform/live/stream-leases';

/**
 * At most one `take` per key every interval. Used for "typing", which a keyboard would
 * otherwise send on every key press. The server counts in the store every process shares
 * (SharedLiveLimits.throttle: Redis, else the cluster's primary), so a person's typing is
 * held to the interval whichever process answers.
 */
export type Throttle = SharedThrottle;

/** This process's own count: for services built without the shared store (scripts, tests). */
export function createThrottle(intervalMs: number): Throttle {
  const local = createLocalThrottle(intervalMs);
  return { take: async (key) => local.take(key) };
}
