import { formatPickupTime } from '@core/dates';
import { dateOf } from '../../../../i18n/shortDate';
import { formatQuantity } from '../../../../ui/post/cardDisplay';

/**
 * A pickup time as short as it can be and still clear: 'Fri 5:00 PM' ('Biy 5:00 PM'); the
 * date is added from six days on, where a weekday alone could mean this week or next.
 */
export function formatPickup(iso: string, language: string | undefined, now: Date): string {
  const date = dateOf(iso);
  return date ? formatPickupTime(date, language, now) : iso;
}

/** '2 kg'; just the number while the unit is not known yet. */
export function formatAmount(qty: number, unit: string | undefined) {
  const number = formatQuantity(qty);
  return unit ? `${number} ${unit}` : number;
}
