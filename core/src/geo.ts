import { COORDINATE_DECIMALS, DISTANCE_DECIMALS, EARTH_RADIUS_KM } from './constants';

export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine on a sphere of EARTH_RADIUS_KM). */
export function haversineKm(a: LatLng, b: LatLng): number {
  return haversineKmBetween(a.lat, a.lng, b.lat, b.lng);
}

/** The same on bare numbers, for loops over thousands of rows that should not allocate. */
export function haversineKmBetween(lat1: number, lng1: number, lat2: number, lng2: number) {
  const dLat = toRadians(lat2 - lat1);
  const dLng = toRadians(lng2 - lng1);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLng / 2) ** 2;
  // min() guards against h creeping past 1 through rounding for antipodal points.
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface Box {
  minLat: number;
  maxLat: number;
  minLng: number;
  maxLng: number;
}

/** Slack around a box (about 1 m), so float rounding never cuts off a circle's edge. */
const BOX_SLACK_DEGREES = 1e-5;

/**
 * The latitude/longitude box that holds the whole circle of `rangeKm` around `center` on the
 * sphere the distance uses: half its width in longitude is asin(sin r / cos lat), and it spans
 * every longitude when the circle reaches a pole. Prefilters (indexes) use it; the exact
 * distance decides.
 */
export function boxAround(center: LatLng, rangeKm: number): Box {
  const angle = rangeKm / EARTH_RADIUS_KM;
  const dLat = (angle * 180) / Math.PI + BOX_SLACK_DEGREES;
  const lngRatio = Math.sin(angle) / Math.cos(toRadians(center.lat));
  const dLng = lngRatio >= 1 ? 360 : (Math.asin(lngRatio) * 180) / Math.PI + BOX_SLACK_DEGREES;
  return {
    minLat: center.lat - dLat,
    maxLat: center.lat + dLat,
    minLng: center.lng - dLng,
    maxLng: center.lng + dLng,
  };
}

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** Distance rounded to one decimal, as the interface shows it. */
export function roundKm(km: number): number {
  return roundTo(km, DISTANCE_DECIMALS);
}

/** Distance for display, e.g. '2.3 km'; always one decimal so cards line up. */
export function formatKm(km: number): string {
  return `${roundKm(km).toFixed(DISTANCE_DECIMALS)} km`;
}

/** A coordinate rounded to 3 decimals (about 100 m) so a post does not pinpoint a home. */
export function roundCoordinate(x: number): number {
  return roundTo(x, COORDINATE_DECIMALS);
}

/** Whether both values are finite and within the ranges of latitude and longitude. */
export function isValidLatLng(lat: unknown, lng: unknown): boolean {
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}
