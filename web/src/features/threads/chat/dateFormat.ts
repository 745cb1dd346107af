import { formatTime } from '@core/dates';
import { dateOf } from '../../../i18n/shortDate';

/** '10:42 AM' for the time under a block of messages ('' for one that cannot be read). */
export function formatClock(iso: string): string {
  const date = dateOf(iso);
  return date ? formatTime(date) : '';
}
