import type { MapPost } from '@core/map';
import { formatKm } from '@core/geo';
import { formatNumber, formatPeso } from '@core/money';
import { unitWord } from '@core/units-display';
import type { TFunction } from 'i18next';

/** The pin's own text: its price, short ('₱8', '₱12.50'), or Free. */
export function pinPrice(post: Pick<MapPost, 'price'>, t: TFunction): string {
  return post.price === 0 ? t('feedMap.free') : `₱${formatNumber(post.price, 2)}`;
}

/** The price per unit: '₱8.00 per piece'. */
export function pricePerUnit(post: Pick<MapPost, 'price' | 'unit'>, t: TFunction, lang?: string) {
  const price = post.price === 0 ? t('feedMap.free') : formatPeso(post.price);
  return t('feedMap.perUnit', { price, unit: unitWord(post.unit, lang, 1) });
}

/** What a pin says to a screen reader (issue 38): 'Eggs, ₱8.00 per piece, 0.4 km'. */
export function pinLabel(post: MapPost, t: TFunction, lang?: string): string {
  const price = post.price === 0 ? t('feedMap.free') : formatPeso(post.price);
  const unit = unitWord(post.unit, lang, 1);
  if (post.distance_km === null)
    return t('feedMap.pinNoDistance', { title: post.title, price, unit });
  return t('feedMap.pin', { title: post.title, price, unit, distance: formatKm(post.distance_km) });
}
