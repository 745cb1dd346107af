// Compact relative times for thread lists and messages (SPEC §9: now, Nm, Nh, Nd).

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago a timestamp was: 'now' under a minute, then '5m', '3h', '2d' (floored).
 * Timestamps slightly in the future (clock skew between devices) also read 'now'; an
 * unreadable timestamp gives '' so a list never shows 'NaNd'.
 */
export function timeAgo(iso: string | Date, now: Date = new Date()): string {
  const time = iso instanceof Date ? iso.getTime() : Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const elapsed = now.getTime() - time;
  if (elapsed < MINUTE_MS) return 'now';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h`;
  return `${Math.floor(elapsed / DAY_MS)}d`;
}
