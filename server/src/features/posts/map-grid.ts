import { MAP_LIST_ZOOM, MAP_VIEW_MAX_ZOOM, type Bbox } from '@core/map';
import type { Box } from '@core/geo';
import { MAP_CELL_LEVELS } from '../../db/migrations/0023-post-map-cells';

/**
 * The map's grid (issue 38): at level L the globe is 2^L cells around, square in degrees, the
 * cells of a level nesting four to one in the level above. The migration keeps counts for
 * levels 2 to 17 (MAP_CELL_LEVELS); finer levels are only ever read post by post.
 */

/** A cell holds what a 64-pixel square of the map does: 256-pixel tiles hold 4 x 4 cells. */
const CELLS_PER_TILE_LOG2 = 2;
/**
 * From the map's closest zoom on, cells are 0.00069 degrees: smaller than the 0.001 degrees
 * between two public points (rounded to 3 decimals), so two points never share a cell there
 * and every count left is of posts at one point.
 */
export const POINT_LEVEL = 19;
/** Grid cells one answer's level may span at most, before the level is made coarser. */
const MAX_GRID_CELLS = 2500;

const rowOf = (lat: number, scale: number) => Math.floor(((lat + 90) * scale) / 360);
const colOf = (lng: number, scale: number) => Math.floor(((lng + 180) * scale) / 360);

/** The cell of a point at `level`: as the migration's triggers compute it, to the bit. */
export function cellOf(lat: number, lng: number, level: number) {
  const scale = 2 ** level;
  return { row: rowOf(lat, scale), col: colOf(lng, scale) };
}

/** The cells an area overlaps at one level, as inclusive ranges of rows and columns. */
export interface GridSpan {
  level: number;
  rows: [number, number];
  cols: [number, number];
}

export function spanOf(bbox: Bbox, level: number): GridSpan {
  const [west, south, east, north] = bbox;
  const scale = 2 ** level;
  return {
    level,
    rows: [rowOf(south, scale), rowOf(north, scale)],
    cols: [colOf(west, scale), colOf(east, scale)],
  };
}

const cellsIn = (span: GridSpan) =>
  (span.rows[1] - span.rows[0] + 1) * (span.cols[1] - span.cols[0] + 1);

/** The level a zoom clusters at: 64-pixel cells, and POINT_LEVEL from the map's max zoom on. */
export function levelForZoom(zoom: number): number {
  const whole = Math.floor(zoom);
  return whole >= MAP_VIEW_MAX_ZOOM ? POINT_LEVEL : whole + CELLS_PER_TILE_LOG2;
}

/** Asked at MAP_LIST_ZOOM, the answer lists posts one by one (when at most 300). */
export const listsPosts = (zoom: number) => Math.floor(zoom) >= MAP_LIST_ZOOM;

/**
 * The level to cluster an area at: the zoom's, made coarser while the area would span more
 * than MAX_GRID_CELLS cells (a large area asked for at a close zoom), never below level 2.
 */
export function levelFor(bbox: Bbox, zoom: number): number {
  let level = levelForZoom(zoom);
  while (level > MAP_CELL_LEVELS.min && cellsIn(spanOf(bbox, level)) > MAX_GRID_CELLS) level--;
  return level;
}

/**
 * The cells lying wholly inside the area (their counts can be taken as they are), or null
 * when there are none. A cell strictly between the edges' cells is inside: the cell formula
 * never decreases with the coordinate, so a point in it lies strictly inside the area.
 */
export function innerSpan(span: GridSpan): GridSpan | null {
  const rows: [number, number] = [span.rows[0] + 1, span.rows[1] - 1];
  const cols: [number, number] = [span.cols[0] + 1, span.cols[1] - 1];
  if (rows[0] > rows[1] || cols[0] > cols[1]) return null;
  return { level: span.level, rows, cols };
}

/**
 * The cells of `inner` outside `hole` (a span one level coarser, inside it once refined): the
 * ring between them, as up to four spans (below, above, left and right of the hole).
 */
export function ringSpans(inner: GridSpan, hole: GridSpan | null): GridSpan[] {
  if (!hole) return [inner];
  const level = inner.level;
  const [h0, h1] = [hole.rows[0] * 2, hole.rows[1] * 2 + 1];
  const [g0, g1] = [hole.cols[0] * 2, hole.cols[1] * 2 + 1];
  const spans: GridSpan[] = [
    { level, rows: [inner.rows[0], h0 - 1], cols: inner.cols },
    { level, rows: [h1 + 1, inner.rows[1]], cols: inner.cols },
    { level, rows: [h0, h1], cols: [inner.cols[0], g0 - 1] },
    { level, rows: [h0, h1], cols: [g1 + 1, inner.cols[1]] },
  ];
  return spans.filter((span) => span.rows[0] <= span.rows[1] && span.cols[0] <= span.cols[1]);
}

/** The cells of `span` outside `inner` (same level), as up to four strips. */
export function outerStrips(span: GridSpan, inner: GridSpan | null): GridSpan[] {
  if (!inner) return [span];
  const level = span.level;
  const spans: GridSpan[] = [
    { level, rows: [span.rows[0], inner.rows[0] - 1], cols: span.cols },
    { level, rows: [inner.rows[1] + 1, span.rows[1]], cols: span.cols },
    { level, rows: inner.rows, cols: [span.cols[0], inner.cols[0] - 1] },
    { level, rows: inner.rows, cols: [inner.cols[1] + 1, span.cols[1]] },
  ];
  return spans.filter((part) => part.rows[0] <= part.rows[1] && part.cols[0] <= part.cols[1]);
}

/** Whether a cell lies in a span. */
export const inSpan = (span: GridSpan, row: number, col: number) =>
  row >= span.rows[0] && row <= span.rows[1] && col >= span.cols[0] && col <= span.cols[1];

/** Slack around a cell's edges, so the read of a cell's box never misses a point on its edge. */
const EDGE_SLACK_DEG = 1e-9;

/**
 * A span's cells as one box, `slack` degrees larger on each side (negative: smaller). Which
 * cell a point is in is decided by cellOf; the slack keeps a read from missing one on an edge.
 */
export function boxOfSpan(span: GridSpan, slack = EDGE_SLACK_DEG): Box {
  const size = 360 / 2 ** span.level;
  return {
    minLat: span.rows[0] * size - 90 - slack,
    maxLat: (span.rows[1] + 1) * size - 90 + slack,
    minLng: span.cols[0] * size - 180 - slack,
    maxLng: (span.cols[1] + 1) * size - 180 + slack,
  };
}

export const boxOfBbox = ([west, south, east, north]: Bbox): Box => ({
  minLat: south,
  maxLat: north,
  minLng: west,
  maxLng: east,
});
