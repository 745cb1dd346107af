import type { Box } from '@core/geo';
import { MAP_MAX_FEATURES, type Bbox, type MapCluster } from '@core/map';
import { boxOfSpan, cellOf } from './map-grid';

/** A post's public point, as the map's reads return it. */
export interface MapPoint {
  seq: number;
  lat: number;
  lng: number;
}

/**
 * What one cell of the grid holds: a count and the sums of its points (thousandths of a
 * degree, offset to stay positive, and their squares: as post_map_cells keeps them, migration
 * 0023), and its points one by one when they were read so (`points`), or null when counted.
 */
export interface Cell {
  row: number;
  col: number;
  n: number;
  sx: bigint;
  sy: bigint;
  sxx: bigint;
  syy: bigint;
  points: MapPoint[] | null;
}

/**
 * round() as SQL has it (halves away from zero), for the same thousandths as the triggers. A
 * public point is already rounded to thousandths, so no value is ever near a half anyway.
 */
const thousandths = (degrees: number) => Math.sign(degrees) * Math.round(Math.abs(degrees) * 1000);
const xOf = (lat: number) => BigInt(thousandths(lat) + 90_000);
const yOf = (lng: number) => BigInt(thousandths(lng) + 180_000);

export const emptyCell = (row: number, col: number, points: MapPoint[] | null = []): Cell => ({
  row,
  col,
  n: 0,
  sx: 0n,
  sy: 0n,
  sxx: 0n,
  syy: 0n,
  points,
});

/** Adds (sign 1) or takes away (sign -1) one point's count and sums. */
export function count(cell: Cell, point: MapPoint, sign: 1 | -1 = 1) {
  const [x, y] = [xOf(point.lat), yOf(point.lng)];
  const by = BigInt(sign);
  cell.n += sign;
  cell.sx += by * x;
  cell.sy += by * y;
  cell.sxx += by * x * x;
  cell.syy += by * y * y;
}

export type Cells = Map<string, Cell>;
const keyOf = (row: number, col: number) => `${row}:${col}`;

/** The cell at (row, col), made (empty, points known) when absent. */
export function cellAt(cells: Cells, row: number, col: number): Cell {
  const key = keyOf(row, col);
  let cell = cells.get(key);
  if (!cell) {
    cell = emptyCell(row, col);
    cells.set(key, cell);
  }
  return cell;
}

/** Points read one by one, counted into their cells at `level`, each with its point kept. */
export function addPoints(cells: Cells, points: Iterable<MapPoint>, level: number) {
  for (const point of points) {
    const { row, col } = cellOf(point.lat, point.lng, level);
    const cell = cellAt(cells, row, col);
    count(cell, point);
    cell.points?.push(point);
  }
}

/** The same cells one level coarser: four cells become one. */
export function coarser(cells: Cells): Cells {
  const merged: Cells = new Map();
  for (const cell of cells.values()) {
    if (cell.n <= 0) continue;
    const [row, col] = [Math.floor(cell.row / 2), Math.floor(cell.col / 2)];
    const key = keyOf(row, col);
    const into = merged.get(key);
    if (!into) {
      merged.set(key, { ...cell, row, col, points: cell.points && [...cell.points] });
      continue;
    }
    into.n += cell.n;
    into.sx += cell.sx;
    into.sy += cell.sy;
    into.sxx += cell.sxx;
    into.syy += cell.syy;
    into.points = into.points && cell.points ? [...into.points, ...cell.points] : null;
  }
  return merged;
}

/** The cells that hold posts, coarsened until there are at most `max` of them. */
export function fewEnough(cells: Cells, level: number, max = MAP_MAX_FEATURES) {
  let [current, at] = [cells, level];
  const occupied = (map: Cells) => [...map.values()].filter((cell) => cell.n > 0);
  while (occupied(current).length > max && at > 0) {
    current = coarser(current);
    at--;
  }
  return { cells: occupied(current), level: at };
}

/** Whether every post of a cell stands at one point: n·Σx² = (Σx)², exactly, both ways. */
export const atOnePoint = (cell: Cell) => {
  const n = BigInt(cell.n);
  return cell.n >= 2 && n * cell.sxx === cell.sx * cell.sx && n * cell.syy === cell.sy * cell.sy;
};

const round6 = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

/**
 * A cell of two or more posts as a cluster: at the middle of their public points, with a box
 * holding them all (exact when read one by one or all at one point, else the cell's own box
 * within the asked area).
 */
export function clusterOf(cell: Cell, level: number, bbox: Bbox): MapCluster {
  const lat = Number(cell.sx) / cell.n / 1000 - 90;
  const lng = Number(cell.sy) / cell.n / 1000 - 180;
  const onePoint = atOnePoint(cell);
  let box: Bbox;
  if (onePoint) {
    box = [round6(lng), round6(lat), round6(lng), round6(lat)];
  } else if (cell.points) {
    const lats = cell.points.map((point) => point.lat);
    const lngs = cell.points.map((point) => point.lng);
    box = [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
  } else {
    box = clip(
      boxOfSpan({ level, rows: [cell.row, cell.row], cols: [cell.col, cell.col] }, 0),
      bbox,
    );
  }
  return {
    type: 'cluster',
    lat: round6(lat),
    lng: round6(lng),
    count: cell.n,
    bbox: box,
    at_one_point: onePoint,
  };
}

/** A cell's box within the asked area, rounded outwards to millionths (never cutting a post off). */
function clip(box: Box, [west, south, east, north]: Bbox): Bbox {
  const down = (degrees: number) => Math.floor(degrees * 1e6) / 1e6;
  const up = (degrees: number) => Math.ceil(degrees * 1e6) / 1e6;
  return [
    down(Math.max(box.minLng, west)),
    down(Math.max(box.minLat, south)),
    up(Math.min(box.maxLng, east)),
    up(Math.min(box.maxLat, north)),
  ];
}
