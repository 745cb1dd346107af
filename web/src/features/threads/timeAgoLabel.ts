import { timeAgo } from '@core/time-ago';

/** SPEC §9's compact time ago (now, Nm, Nh, Nd) split into a unit and a number to translate. */
export type TimeAgoParts = { unit: 'now' } | { unit: 'm' | 'h' | 'd'; count: number };

const COMPACT = /^(\d+)([mhd])$/;

/** Null for an unreadable timestamp, so the list shows nothing rather than 'NaNd'. */
export function timeAgoParts(iso: string, now: Date): TimeAgoParts | null {
  const text = timeAgo(iso, now);
  if (text === 'now') return { unit: 'now' };
  const match = COMPACT.exec(text);
  if (!match) return null;
  return { unit: match[2] as 'm' | 'h' | 'd', count: Number(match[1]) };
}
