import {
  COORDINATE_DECIMALS,
  DISTANCE_DECIMALS,
  EARTH_RADIUS_KM,
  PUBLIC_POINT_SHARED_M,
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

/** A point with both coordinates rounded as a post's coordinates are shown (roundCoordinate). */
export function roundPoint(point: LatLng): LatLng {
  return { lat: roundCoordinate(point.lat), lng: roundCoordinate(point.lng) };
}

/** Draws before publicPointFor gives up: four in five or more land in the ring once rounded. */
const PUBLIC_POINT_DRAWS = 100;

/**
 * Where others see a post: the exact point moved PUBLIC_POINT_MIN_M to PUBLIC_POINT_MAX_M in a
 * random direction, rounded as shown (roundPoint), drawn once and kept until the owner moves
 * the post. Rounded here, not only when shown, so that the range filter, the distances and the
 * sorts measure from the very point shown and bisecting them finds no digit more. The distance
 * is drawn evenly over the ring's area, so no band of it is likelier than its size says; a draw
 * that rounding takes out of the ring is drawn again. `random` is injectable for tests;
 * Math.random is fine, as the point only has to be unguessable from the public one, not
 * cryptographically secret.
 */
export function publicPointFor(exact: LatLng, random: () => number = Math.random): LatLng {
  const [inner, outer] = [PUBLIC_POINT_MIN_M / 1000, PUBLIC_POINT_MAX_M / 1000];
  for (let draw = 0; draw < PUBLIC_POINT_DRAWS; draw++) {
    const km = Math.sqrt(inner ** 2 + random() * (outer ** 2 - inner ** 2));
    const shown = roundPoint(destination(exact, km, random() * 2 * Math.PI));
    if (isPublicDistance(exact, shown)) return shown;
  }
  // Only a `random` that repeats itself gets here (with Math.random, 1 in 10^70 at most).
  throw new Error('No public point drawn: the random source repeats itself.');
}

/** A post's exact point and the public point stored with it. */
export interface PlacedPoint {
  readonly exact: LatLng;
  readonly shown: LatLng;
}

/** Slack for float rounding when checking that a point lies in the ring (1 cm). */
const RING_SLACK_M = 0.01;

/** Whether `shown` lies PUBLIC_POINT_MIN_M to PUBLIC_POINT_MAX_M from `exact`. */
export function isPublicDistance(exact: LatLng, shown: LatLng): boolean {
  const metres = haversineKm(exact, shown) * 1000;
  return metres >= PUBLIC_POINT_MIN_M - RING_SLACK_M && metres <= PUBLIC_POINT_MAX_M + RING_SLACK_M;
}

/**
 * The public point an earlier post lends a post at `exact`, if any: that of the oldest of the
 * account's posts (any status, oldest first in `placed`) within PUBLIC_POINT_SHARED_M whose
 * public point lies in the ring around its own exact one (drawn for it, or for its place).
 *
 * The point itself, not the offset: with a shared offset, whoever knew where one post truly was
 * (they met the seller at the stall it was posted from) took the offset away from every other
 * post of the place and found the home. A shared point says nothing of where a post is beyond
 * "within 400 m of the post it came from". The oldest rather than the nearest, so that a place
 * that ever got two points (two posts created at the same moment) settles on one again.
 * A lender's point must lie in the ring around it: a point borrowed from farther off is not
 * lent again (a chain of loans would carry it ever farther from the posts showing it), so no
 * post shows a point more than 750 m away; and a row written by hand lends nothing.
 */
export function lentPublicPoint(exact: LatLng, placed: Iterable<PlacedPoint>): LatLng | null {
  for (const earlier of placed) {
    if (haversineKm(exact, earlier.exact) * 1000 > PUBLIC_POINT_SHARED_M) continue;
    if (isPublicDistance(earlier.exact, earlier.shown)) return earlier.shown;
  }
  return null;
}

/**
 * The public point of a post at `exact`, given the account's posts (any status, oldest first):
 * the one an earlier post lends (lentPublicPoint), else a new one (publicPointFor).
 */
export function sharedPublicPoint(
  exact: LatLng,
  placed: Iterable<PlacedPoint>,
  random: () => number = Math.random,
): LatLng {
  return lentPublicPoint(exact, placed) ?? publicPointFor(exact, random);
}
