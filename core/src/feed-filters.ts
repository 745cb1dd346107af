// The home feed's filters as GET /api/posts takes them, shared by the feed's own query
// (server/src/features/posts/routes.ts) and the map's (core/src/map.ts): one definition, so
// the map finds exactly what the list finds.
import { z } from 'zod';
import { FEED_RANGE_MAX_KM, FEED_RANGE_MIN_KM } from './constants';
import { MESSAGE_KEY } from './schemas/messages';

/** A comma-separated list in a query string ("1,2,3"), blanks dropped. */
export const splitList = z.string().transform((text) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);

/** The viewer's location, both or neither (see `bothOrNeither`). */
export const locationFields = {
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
};

/** search, familyIds, lat/lng and rangeKm: what narrows the feed. */
export const feedFilterFields = {
  search: z.string().trim().max(100).optional(),
  familyIds: splitList
    .pipe(z.array(z.string().regex(/^\d+$/).transform(Number)).max(100))
    .optional(),
  ...locationFields,
  // Below 1 km a range would only help narrow down a post's point (SPEC: 1 to 50 km).
  rangeKm: z.coerce.number().min(FEED_RANGE_MIN_KM).max(FEED_RANGE_MAX_KM).optional(),
};

/** A location is a pair: lat without lng (or the reverse) is refused on `lat`. */
export const bothOrNeither: [
  check: (query: { lat?: number | undefined; lng?: number | undefined }) => boolean,
  params: { path: string[]; message: string },
] = [
  (query) => (query.lat === undefined) === (query.lng === undefined),
  { path: ['lat'], message: MESSAGE_KEY.locationInvalid },
];
