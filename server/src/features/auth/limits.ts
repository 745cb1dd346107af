import type { Limit } from '../../platform/rate-limits';

/**
 * How often the auth calls may be made (429 `rate_limited` beyond). Two kinds of key:
 *
 * - Per account (the body's email): tight. They stop guessing one person's password and
 *   flooding one inbox, and a real person never comes near them.
 * - Per address: generous. Most Philippine mobile subscribers sit behind carrier-grade NAT,
 *   where one public address carries a whole barangay, and a school or office Wi-Fi is one
 *   address too. These only stop one machine hammering the server; the per-account limits and
 *   argon2's cost are what protect accounts. README "Rate limits" explains the numbers.
 */
export const AUTH_LIMITS = {
  signupPerAddress: { max: 300, perMinutes: 60 },
  signupPerAccount: { max: 5, perMinutes: 60 },
  confirmPerAddress: { max: 300, perMinutes: 15 },
  loginPerAddress: { max: 600, perMinutes: 60 },
  loginPerAccount: { max: 10, perMinutes: 15 },
  forgotPerAddress: { max: 300, perMinutes: 60 },
  forgotPerAccount: { max: 3, perMinutes: 15 },
  resetPerAddress: { max: 300, perMinutes: 60 },
} as const satisfies Record<string, Limit>;
