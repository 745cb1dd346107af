import type { Limit } from '../../platform/rate-limits';

/**
 * Against SMS pumping and floods (each SMS costs money). Per number: counted from the codes in
 * the database, so every instance counts the same ones. Per client address: the rate limits
 * (in Redis when REDIS_URL is set), scaled by RATE_LIMIT_FACTOR like the other per-address
 * limits; ten an hour is a family's worth of sign-ins behind one carrier-grade NAT address.
 */
export const PER_NUMBER_LIMITS: readonly Limit[] = [
  { max: 1, perMinutes: 1 },
  { max: 5, perMinutes: 60 },
  { max: 10, perMinutes: 1440 },
];

export const PHONE_LIMITS = {
  codePerAddress: { max: 10, perMinutes: 60 },
  /** Verifying: each code allows 5 tries; this only stops one machine trying many numbers. */
  verifyPerAddress: { max: 300, perMinutes: 60 },
} as const satisfies Record<string, Limit>;
