import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_KM } from '@core/constants';
import { boxAround, haversineKm } from '@core/geo';
import { matchDistance, type AlertCriteria, type PostFacts } from './matching';

// The exact rule behind the spatial prefilter: what a new post must be to match an alert.

const alert: AlertCriteria = {
  id: 'a1',
  user_id: 'watcher',
  search_key: null,
  family_ids: null,
  max_price_centavos: null,
  lat: 14.5995,
  lng: 120.9842,
  range_km: 3,
};
const post: PostFacts = {
  user_id: 'seller',
  title: 'Itlog na Pula',
  family_id: 7,
  price_centavos: 1000,
  lat: 14.61,
  lng: 120.99,
};
const km = haversineKm(alert, post);

describe('matchDistance', () => {
  it('gives the great-circle distance of a match', () => {
    expect(matchDistance(alert, post)).toBe(km);
  });

  it.each<[string, Partial<AlertCriteria>, Partial<PostFacts>, boolean]>([
    ['range edge included', { range_km: km }, {}, true],
    ['just out of range', { range_km: km - 1e-9 }, {}, false],
    ['title contains the search, any case', { search_key: 'itlog' }, {}, true],
    ['title lacks the search', { search_key: 'mangga' }, {}, false],
    ['family chosen', { family_ids: ',3,7,' }, {}, true],
    ['family not chosen', { family_ids: ',3,' }, {}, false],
    ['price at the cap', { max_price_centavos: 1000 }, {}, true],
    ['price over the cap', { max_price_centavos: 999 }, {}, false],
    ['free food only, free post', { max_price_centavos: 0 }, { price_centavos: 0 }, true],
    ['free food only, priced post', { max_price_centavos: 0 }, {}, false],
    ['the owner’s own post', {}, { user_id: 'watcher' }, false],
  ])('%s', (_case, alertChanges, postChanges, matches) => {
    const result = matchDistance({ ...alert, ...alertChanges }, { ...post, ...postChanges });
    expect(result !== null).toBe(matches);
  });
});

describe('boxAround', () => {
  it('holds the whole circle, so the prefilter never loses a match at the edge', () => {
    for (const center of [
      { lat: 14.5995, lng: 120.9842 },
      { lat: 60, lng: 10 },
      { lat: -33.9, lng: 151.2 },
    ]) {
      for (const range of [1, 17.5, 50]) {
        const box = boxAround(center, range);
        for (let bearing = 0; bearing < 360; bearing += 5) {
          const edge = pointAt(center, range, bearing);
          expect(edge.lat).toBeGreaterThanOrEqual(box.minLat);
          expect(edge.lat).toBeLessThanOrEqual(box.maxLat);
          expect(edge.lng).toBeGreaterThanOrEqual(box.minLng);
          expect(edge.lng).toBeLessThanOrEqual(box.maxLng);
        }
      }
    }
  });
});

/** The point `km` from `center` on `bearing` degrees (spherical destination formula). */
function pointAt(center: { lat: number; lng: number }, km: number, bearing: number) {
  const rad = Math.PI / 180;
  const angle = km / EARTH_RADIUS_KM;
  const lat1 = center.lat * rad;
  const theta = bearing * rad;
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(theta),
  );
  const lng2 =
    center.lng * rad +
    Math.atan2(
      Math.sin(theta) * Math.sin(angle) * Math.cos(lat1),
      Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: lat2 / rad, lng: lng2 / rad };
}
