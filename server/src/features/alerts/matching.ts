import type { AlertsTable } from '../../db/schema';
import { titleMatchesSearch } from '@core/food-words';
import { haversineKmBetween } from '@core/geo';

/** What matching reads of an alert (a row of `alerts`). */
export type AlertCriteria = Pick<
  AlertsTable,
  'id' | 'user_id' | 'search_key' | 'family_ids' | 'max_price_centavos' | 'lat' | 'lng' | 'range_km'
>;

/** What matching reads of a new post: its point as the feed's range filter uses it. */
export interface PostFacts {
  user_id: string;
  title: string;
  family_id: number;
  price_centavos: number;
  lat: number;
  lng: number;
}

/**
 * The distance in km when the post matches the alert, else null. The same rules as the feed:
 * great-circle distance to the post's public point within the range (edge included), the
 * title matching the search as the feed's does (every word, food words through their
 * equivalents: "itlog" matches "Eggs"), the family among those chosen, the price
 * at most the cap. Never the owner's own post.
 */
export function matchDistance(alert: AlertCriteria, post: PostFacts): number | null {
  if (alert.user_id === post.user_id) return null;
  if (alert.max_price_centavos !== null && post.price_centavos > alert.max_price_centavos) {
    return null;
  }
  if (alert.family_ids !== null && !alert.family_ids.includes(`,${post.family_id},`)) return null;
  if (alert.search_key && !titleMatchesSearch(post.title, alert.search_key)) return null;
  const km = haversineKmBetween(alert.lat, alert.lng, post.lat, post.lng);
  return km <= alert.range_km ? km : null;
}
