import { type ClockZone, formatMonthYear as formatDateMonthYear } from '@core/dates';
import { dateOf } from './shortDate';

/**
 * 'January 2025' ('Enero 2025' in Filipino) from an ISO date, in `zone`; one that is not a
 * date is shown as it came. A profile's "Member since" was its first Intl formatter, the
 * longest part of its hydration on a slow phone (core/dates.ts writes it out).
 */
export function formatMonthYear(
  iso: string,
  language: string | undefined,
  zone: ClockZone = 'device',
): string {
  const date = dateOf(iso);
  return date ? formatDateMonthYear(date, language, zone) : iso;
}
