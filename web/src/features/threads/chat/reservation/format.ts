import { dateFormat } from '../../../../i18n/intl';
import { formatQuantity } from '../../../../ui/post/cardDisplay';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A pickup time as short as it can be and still clear: 'Fri 5:00 PM'; the date is added
 * from six days on, where a weekday alone could mean this week or next.
 */
export function formatPickup(iso: string, language: string | undefined, now: Date): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const far = date.getTime() - now.getTime() >= 6 * DAY_MS;
  return dateFormat(language, {
    weekday: 'short',
    ...(far ? { month: 'short', day: 'numeric' } : {}),
    hour: 'numeric',
    minute: '2-digit',
  }).format(date);
}

/** '2 kg'; just the number while the unit is not known yet. */
export function formatAmount(qty: number, unit: string | undefined) {
  const number = formatQuantity(qty);
  return unit ? `${number} ${unit}` : number;
}
