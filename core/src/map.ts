// The map of the home feed (issue 38): GET /api/posts/map's query and answer, and the tile
// settings of GET /api/map/settings. Shared by the server (validation, serialization) and the
// web app (its requests and the types it reads). See docs/features.md "The map".
import { z } from 'zod';
import { bothOrNeither, feedFilterFields } from './feed-filters';
import { MESSAGE_KEY } from './schemas/messages';

/** Features in one answer at most, whatever the area holds. */
export const MAP_MAX_FEATURES = 300;
/** The widest area one request may ask for, in degrees of longitude. */
export const MAP_MAX_WIDTH_DEG = 60;
export const MAP_MIN_ZOOM = 0;
/** The zoom a request may name at most: at it, the answer lists posts (see MAP_LIST_ZOOM). */
export const MAP_MAX_ZOOM = 22;
/**
 * Asked at this zoom (with a cluster's own bbox), the answer lists the posts one by one, even
 * those at one point: how the web opens a cluster that is `at_one_point` (one seller's shared
 * public point), which no zooming ever splits. Only an area of more than MAP_MAX_FEATURES
 * posts is still answered with clusters.
 */
export const MAP_LIST_ZOOM = 22;
/**
 * The map view zooms no closer than street level (issue 38): public points are about 100 m
 * apart at the least (rounded to 0.001 degrees), and from here on every distinct point is a
 * pin or a cluster of its own.
 */
export const MAP_VIEW_MAX_ZOOM = 16;

/** [west, south, east, north] in degrees. */
export type Bbox = [west: number, south: number, east: number, north: number];

/** Why a bbox is refused, or null: four numbers, in range, south ≤ north, west ≤ east, ≤ 60° wide. */
export function bboxProblem(parts: number[]): string | null {
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) {
    return 'bbox must be four numbers: west,south,east,north';
  }
  const [west, south, east, north] = parts as Bbox;
  if (Math.abs(south) > 90 || Math.abs(north) > 90) return 'latitudes must lie within ±90';
  if (Math.abs(west) > 180 || Math.abs(east) > 180) return 'longitudes must lie within ±180';
  if (south > north) return 'south must not be north of north';
  // An area across the antimeridian (west > east) is refused: the web asks for its two halves.
  if (west > east) return 'west must not be east of east (split an area across 180°)';
  if (east - west > MAP_MAX_WIDTH_DEG) return `the area may be at most ${MAP_MAX_WIDTH_DEG}° wide`;
  return null;
}

/** "west,south,east,north" as a Bbox; a refused one fails on `bbox` with errors.invalid. */
export const bboxField = z.string().transform((text, ctx): Bbox => {
  const parts = text.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  const problem = bboxProblem(parts);
  if (problem) {
    ctx.issues.push({ code: 'custom', message: MESSAGE_KEY.invalid, input: text });
    return z.NEVER;
  }
  return parts as Bbox;
});

/** GET /api/posts/map: the area, the zoom (0 to 22, fractions allowed) and the feed's filters. */
export const mapQuery = z
  .object({
    bbox: bboxField,
    zoom: z.coerce.number().min(MAP_MIN_ZOOM).max(MAP_MAX_ZOOM),
    ...feedFilterFields,
  })
  .refine(...bothOrNeither);
export type MapQueryInput = z.input<typeof mapQuery>;
export type MapQuery = z.output<typeof mapQuery>;

/** One post on the map, with the feed's own names and values for it. */
export const mapPostSchema = z.object({
  type: z.literal('post'),
  id: z.string(),
  /** The public point, or the exact one for the post's owner and admins (as the feed). */
  lat: z.number(),
  lng: z.number(),
  title: z.string(),
  price: z.number(),
  qty: z.number(),
  qty_available: z.number(),
  unit: z.string(),
  thumbnail: z.string().nullable(),
  family_id: z.number(),
  /** From the request's lat/lng, as the feed measures it; null without them. */
  distance_km: z.number().nullable(),
});

/** Several posts near one another at this zoom, drawn as one round marker with its count. */
export const mapClusterSchema = z.object({
  type: z.literal('cluster'),
  /** The middle of its posts' public points. */
  lat: z.number(),
  lng: z.number(),
  count: z.number().int().min(2),
  /** A box holding all of its posts' public points: tapping the count zooms to it. */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  /**
   * All of its posts stand at one public point (one seller's shared point): no zoom splits
   * it, so tapping it lists its posts instead, by asking again with this bbox at MAP_LIST_ZOOM.
   */
  at_one_point: z.boolean(),
});

export const mapFeatureSchema = z.discriminatedUnion('type', [mapPostSchema, mapClusterSchema]);

/** The answer: `total` posts in the area, and features whose counts (a post is 1) add up to it. */
export const mapAnswerSchema = z.object({
  total: z.number().int().min(0),
  features: z.array(mapFeatureSchema).max(MAP_MAX_FEATURES),
});

export type MapPost = z.infer<typeof mapPostSchema>;
export type MapCluster = z.infer<typeof mapClusterSchema>;
export type MapFeature = z.infer<typeof mapFeatureSchema>;
export type MapAnswer = z.infer<typeof mapAnswerSchema>;

/** One piece of the tiles' attribution: text, linked when `url` is set. */
export const attributionPartSchema = z.object({ text: z.string(), url: z.string().nullable() });

/** GET /api/map/settings: where tiles come from, or `tiles: null` when the map view is off. */
export const mapSettingsSchema = z.object({
  tiles: z
    .object({
      /** A Leaflet URL template with {z}, {x} and {y}. */
      url: z.string(),
      /** Shown in the map's corner, in order (e.g. "© OpenStreetMap contributors", linked). */
      attribution: z.array(attributionPartSchema),
    })
    .nullable(),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>;
export type AttributionPart = z.infer<typeof attributionPartSchema>;
