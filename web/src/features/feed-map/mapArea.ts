/**
 * Where the map looks and what it asks the server for: plain numbers, no Leaflet, so the rules
 * are tested without a browser and this file can load before the map's own code.
 */

export interface MapPoint {
  lat: number;
  lng: number;
}

/** A place on the map: its centre and zoom. */
export interface MapPlace extends MapPoint {
  zoom: number;
}

/** [west, south, east, north], as GET /api/posts/map takes and answers a cluster's. */
export type Bbox = [number, number, number, number];

/**
 * Street level: closer than this, a pin's offset from the seller's home (their public point is
 * a few hundred metres away) would read as a street address.
 */
export const MAX_ZOOM = 16;
/** The map never shows more than a region: the server refuses areas over 60 degrees wide. */
export const MIN_ZOOM = 5;

/** When neither the device nor the posts say where to look (Quezon City to Makati). */
export const METRO_MANILA: MapPlace = { lat: 14.5995, lng: 120.9842, zoom: 12 };
/** Around the person when the device says where they are: a neighbourhood's streets. */
export const AROUND_PERSON_ZOOM = 14;
/** The Philippines, for the first look for posts when nothing else says where. */
export const PHILIPPINES: Bbox = [116.9, 4.5, 126.7, 21.2];
/** The widest area the server answers (its validation: 60 degrees). */
const MAX_WIDTH_DEGREES = 60;

const round = (value: number) => Math.round(value * 1e5) / 1e5;
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * The area the server is asked about: latitudes within ±90, longitudes within ±180 (a map
 * panned round the world wraps; the Philippines never crosses the antimeridian, so an area
 * that would is cut at it), at most 60 degrees wide, rounded to about a metre so that a
 * pixel's jiggle does not make a new request.
 */
export function areaParam(bounds: Bbox): string {
  const [west, south, east, north] = bounds;
  let w = clamp(west, -180, 180);
  let e = clamp(east, -180, 180);
  if (e - w > MAX_WIDTH_DEGREES) {
    const middle = (w + e) / 2;
    w = middle - MAX_WIDTH_DEGREES / 2;
    e = middle + MAX_WIDTH_DEGREES / 2;
  }
  const s = clamp(south, -90, 90);
  const n = clamp(north, -90, 90);
  return [w, s, e, n].map(round).join(',');
}

/** A cluster whose posts share one point: zooming in never parts them, so it lists them. */
export function isOnePoint(bbox: Bbox): boolean {
  const [west, south, east, north] = bbox;
  return east - west < 1e-6 && north - south < 1e-6;
}

/** The box around some points, or null for none. */
export function boundsOf(points: readonly MapPoint[]): Bbox | null {
  if (points.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const { lat, lng } of points) {
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [west, south, east, north];
}

/**
 * Where the map opens (issue 38): where it was when the person left it (a post's page and
 * Back), else around them when the device knows, else the posts found (once they are known),
 * else Metro Manila.
 */
export function startPlace(remembered: MapPlace | null, person: MapPoint | null): MapPlace | null {
  if (remembered) return remembered;
  if (person) return { lat: person.lat, lng: person.lng, zoom: AROUND_PERSON_ZOOM };
  return null;
}

/** Session storage: the place lasts as long as the tab, like the back button's history. */
const PLACE_KEY = 'palengke_map_place';

export function rememberPlace(place: MapPlace): void {
  try {
    sessionStorage.setItem(PLACE_KEY, JSON.stringify(place));
  } catch {
    // Private mode or storage full: the map opens from the location or the posts instead.
  }
}

export function rememberedPlace(): MapPlace | null {
  try {
    return parsePlace(sessionStorage.getItem(PLACE_KEY));
  } catch {
    return null;
  }
}

/** A stored place, if it is one (anything else, from an older app or a hand edit, is not). */
export function parsePlace(text: string | null): MapPlace | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<MapPlace>;
    const { lat, lng, zoom } = value;
    if (typeof lat !== 'number' || typeof lng !== 'number' || typeof zoom !== 'number') return null;
    if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
    return { lat, lng, zoom: clamp(Math.round(zoom), MIN_ZOOM, MAX_ZOOM) };
  } catch {
    return null;
  }
}

/** How far one arrow key moves a pin being placed: a few metres at street level. */
export function nudge(point: MapPoint, key: string, metres: number): MapPoint | null {
  const degreesLat = metres / 111_320;
  const degreesLng = degreesLat / Math.max(0.1, Math.cos((point.lat * Math.PI) / 180));
  switch (key) {
    case 'ArrowUp':
      return { lat: clamp(point.lat + degreesLat, -85, 85), lng: point.lng };
    case 'ArrowDown':
      return { lat: clamp(point.lat - degreesLat, -85, 85), lng: point.lng };
    case 'ArrowLeft':
      return { lat: point.lat, lng: clamp(point.lng - degreesLng, -180, 180) };
    case 'ArrowRight':
      return { lat: point.lat, lng: clamp(point.lng + degreesLng, -180, 180) };
    default:
      return null;
  }
}
