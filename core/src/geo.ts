import {
  COORDINATE_DECIMALS,
  DISTANCE_DECIMALS,
  EARTH_RADIUS_KM,
  PUBLIC_OFFSET_SHARED_M,
  PUBLIC_POINT_MAX_M,
  PUBLIC_POINT_MIN_M,
} from './constants';

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

/** The point `km` away from `from` on the initial bearing `bearing` (radians from north). */
export function destination(from: LatLng, km: number, bearing: number): LatLng {
  const angle = km / EARTH_RADIUS_KM;
  const lat1 = toRadians(from.lat);
  const lng1 = toRadians(from.lng);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angle) + Math.cos(lat1) * Math.sin(angle) * Math.cos(bearing),
  );
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angle) * Math.cos(lat1),
      Math.cos(angle) - Math.sin(lat1) * Math.sin(lat2),
    );
  const lng = (((lng2 * 180) / Math.PI + 540) % 360) - 180;
  return { lat: (lat2 * 180) / Math.PI, lng };
}

/** The initial bearing (radians from north) of the great circle from `from` to `to`. */
export function bearing(from: LatLng, to: LatLng): number {
  const lat1 = toRadians(from.lat);
  const lat2 = toRadians(to.lat);
  const dLng = toRadians(to.lng - from.lng);
  return Math.atan2(
    Math.sin(dLng) * Math.cos(lat2),
    Math.cos(lat1) * Math.sin(lat2) - Math.sin(lat1) * Math.cos(lat2) * Math.cos(dLng),
  );
}

/**
 * Where others see a post: the exact point moved PUBLIC_POINT_MIN_M to PUBLIC_POINT_MAX_M in a
 * random direction, drawn once and kept until the owner moves the post. The distance is drawn
 * evenly over the ring's area, so no band of it is likelier than its size says. `random` is
 * injectable for tests; Math.random is fine, as the point only has to be unguessable from the
 * public one, not cryptographically secret.
 */
export function publicPointFor(exact: LatLng, random: () => number = Math.random): LatLng {
  const [inner, outer] = [PUBLIC_POINT_MIN_M / 1000, PUBLIC_POINT_MAX_M / 1000];
  const km = Math.sqrt(inner ** 2 + random() * (outer ** 2 - inner ** 2));
  return destination(exact, km, random() * 2 * Math.PI);
}

/** A post's exact point and the public point stored with it. */
export interface PlacedPoint {
  readonly exact: LatLng;
  readonly shown: LatLng;
}

/** Slack for float rounding when checking that a reused offset stays in the ring (1 cm). */
const RING_SLACK_M = 0.01;

/** Whether `shown` lies PUBLIC_POINT_MIN_M to PUBLIC_POINT_MAX_M from `exact`. */
export function isPublicDistance(exact: LatLng, shown: LatLng): boolean {
  const metres = haversineKm(exact, shown) * 1000;
  return metres >= PUBLIC_POINT_MIN_M - RING_SLACK_M && metres <= PUBLIC_POINT_MAX_M + RING_SLACK_M;
}

/**
 * The public point of a post at `exact`, given the account's posts (any status, oldest first):
 * the oldest within PUBLIC_OFFSET_SHARED_M lends its offset, the same distance on the same
 * bearing, so posts from one kitchen are one kitchen moved by one offset and averaging them
 * finds that offset point, never the kitchen (issue 21). The oldest rather than the nearest,
 * so that a place that ever got two offsets (two posts created at the same moment) settles on
 * one again. An offset that would leave the ring (a row written by hand) is passed over; with
 * no lender the offset is drawn anew (publicPointFor).
 */
export function sharedPublicPoint(
  exact: LatLng,
  placed: Iterable<PlacedPoint>,
  random: () => number = Math.random,
): LatLng {
  for (const earlier of placed) {
    if (haversineKm(exact, earlier.exact) * 1000 > PUBLIC_OFFSET_SHARED_M) continue;
    // The same place gets the very same point, not one a rounding error away.
    const same = earlier.exact.lat === exact.lat && earlier.exact.lng === exact.lng;
    const shown = same
      ? earlier.shown
      : destination(
          exact,
          haversineKm(earlier.exact, earlier.shown),
          bearing(earlier.exact, earlier.shown),
        );
    if (isPublicDistance(exact, shown)) return shown;
  }
  return publicPointFor(exact, random);
}
