import { EARTH_RADIUS_KM } from '@core/constants';
import type { Box, LatLng } from '@core/geo';

const RADIANS = Math.PI / 180;
/** Margin for the rounding of doubles in SQL: far above it, far below any real distance. */
const EPSILON = 1e-9;

/**
 * Two ellipses around a circle, for telling without trigonometry whether a point of its box
 * is within range: with d = (Δlat)² + k·(Δlng)² (degrees), a point is surely inside when
 * d ≤ `inside.limit` (k = `inside.scale`), surely outside when d > `outside.limit` (k =
 * `outside.scale`), and only the rare point between them needs its exact distance.
 *
 * The haversine term is sin²(Δφ/2) + cos φc · cos φ · sin²(Δλ/2), to be compared with
 * sin²(θ/2) for the angular radius θ. Over the box, cos φ lies in [minCos, maxCos], and
 * x²/4 · (1 − x²/12) ≤ sin²(x/2) ≤ x²/4; so the quadratic forms above, with those bounds,
 * bracket the term. The two ellipses differ by about 0.02% at 5 km: a post in 5,000 is
 * measured exactly. Null for circles too large (or near a pole) to bother.
 */
export function circleBounds(center: LatLng, rangeKm: number, box: Box) {
  const theta = rangeKm / EARTH_RADIUS_KM;
  if (!(theta > 0) || theta > 0.05 || Math.abs(center.lat) > 80) return null;
  const lats = [box.minLat, box.maxLat].map((lat) => Math.abs(lat) * RADIANS);
  if (Math.max(...lats) >= Math.PI / 2) return null;
  const spansEquator = box.minLat <= 0 && box.maxLat >= 0;
  const maxCos = spansEquator ? 1 : Math.cos(Math.min(...lats));
  const minCos = Math.cos(Math.max(...lats));
  const cosCenter = Math.cos(center.lat * RADIANS);
  const reach = Math.max(box.maxLat - box.minLat, box.maxLng - box.minLng) * RADIANS;
  const worstShrink = 1 - reach ** 2 / 12;
  // sin²(θ/2) in the quadratic form's units: (Δφ/2)² in degrees² is Δlat² · (π/180)² / 4.
  const limit = (4 * Math.sin(theta / 2) ** 2) / RADIANS ** 2;
  return {
    inside: { scale: cosCenter * maxCos, limit: limit * (1 - EPSILON) },
    outside: { scale: cosCenter * minCos, limit: (limit * (1 + EPSILON)) / worstShrink },
  };
}
