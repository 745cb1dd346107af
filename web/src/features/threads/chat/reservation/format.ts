import { formatPickupTime } from '@core/weekdays';
import { formatQuantity, formatQuantityNumber } from '@core/units-display';
import { dateOf } from '../../../../i18n/shortDate';

/**
 * A pickup time as short as it can be and still clear: 'Fri 5:00 PM' ('Biy 5:00 PM'); the
 * date is added from six days on, where a weekday alone could mean this week or next.
 */
export function formatPickup(iso: string, language: string | undefined, now: Date): string {
  const date = dateOf(iso);
  return date ? formatPickupTime(date, language, now) : iso;
}

/** '2 kg', '12 piraso' in the reader's language; just the number while the unit is not known. */
export function formatAmount(qty: number, unit: string | undefined, language: string | undefined) {
  return unit ? formatQuantity(qty, unit, language) : formatQuantityNumber(qty);
}
