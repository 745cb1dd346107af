import type { Box, LatLng } from '@core/geo';
import {
  MAP_MAX_FEATURES,
  type Bbox,
  type MapAnswer,
  type MapPost,
  type MapQuery,
} from '@core/map';
import { MAP_CELL_LEVELS } from '../../db/migrations/0023-post-map-cells';
import type { SessionUser } from '../../platform/authenticate';
import type { BlockChecks } from '../blocks/service';
import type { FeedFilters, FeedRepository } from './feed-repository';
import {
  addPoints,
  cellAt,
  clusterOf,
  fewEnough,
  type Cell,
  type Cells,
  type MapPoint,
} from './map-clusters';
import {
  boxOfBbox,
  boxOfSpan,
  cellOf,
  innerSpan,
  inSpan,
  levelFor,
  outerStrips,
  ringSpans,
  listsPosts,
  spanOf,
  type GridSpan,
} from './map-grid';
import type { MapRepository } from './map-repository';
import { presentListItem } from './presenter';
import type { PostRepository } from './repository';

/**
 * Up to this many posts (as the counts tell, roughly) an area is read post by post, which
 * gives exact clusters; beyond, its inner cells come from the counts (about 2 ms a thousand
 * posts on SQLite read one by one, against a few hundred count rows for any number).
 */
const READ_ONE_BY_ONE_MAX = 2000;

export interface MapServiceDeps {
  feed: FeedRepository;
  map: MapRepository;
  posts: Pick<PostRepository, 'imagesOf'>;
  blocks: BlockChecks;
  /** Posts in an area past which its inner cells come from the counts (READ_ONE_BY_ONE_MAX). */
  countedFrom?: number | undefined;
}

const DAY_MS = 86_400_000;

/** Today's UTC date ('YYYY-MM-DD') and the first instant of tomorrow, as the counts key days. */
function days(now: Date) {
  const today = now.toISOString().slice(0, 10);
  const tomorrow = new Date(Date.parse(`${today}T00:00:00.000Z`) + DAY_MS).toISOString();
  return { today, tomorrow };
}

export function createMapService(deps: MapServiceDeps) {
  const { feed, map, posts, blocks } = deps;
  const countedFrom = deps.countedFrom ?? READ_ONE_BY_ONE_MAX;
  /** Whether the area holds more posts than reading them one by one should cost. */
  async function crowded(bbox: Bbox, level: number, today: string) {
    const rough = spanOf(bbox, Math.max(MAP_CELL_LEVELS.min, level - 2));
    return (await map.countIn(rough, today)) > countedFrom;
  }

  /**
   * The unfiltered area's cells at `level`. The cells wholly inside it come from the counts
   * (the days after today; today's posts are read one by one, and hidden authors' are taken
   * away). Along its edges, where a cell at `level` reaches outside the area, finer cells still
   * wholly inside it are counted in turn, level after level down to the finest counted
   * (MAP_CELL_LEVELS.max): only the last thin band, outside every such cell, is read post by
   * post. Each count goes to the cell at `level` that holds it.
   */
  async function countedArea(bbox: Bbox, level: number, blocked: string[], now: Date) {
    const { today, tomorrow } = days(now);
    const spans: GridSpan[] = [];
    let hole: GridSpan | null = null;
    let inner: GridSpan | null = null;
    for (let at = level; at <= Math.max(level, MAP_CELL_LEVELS.max); at++) {
      inner = innerSpan(spanOf(bbox, at));
      if (inner) spans.push(...ringSpans(inner, hole));
      hole = inner;
    }
    // The finest level's inner cells: together, every cell counted above.
    const finest = inner;
    const finestLevel = Math.max(level, MAP_CELL_LEVELS.max);
    const cells: Cells = new Map();
    const toLevel = (cell: { row: number; col: number }, from: number) => ({
      row: Math.floor(cell.row / 2 ** (from - level)),
      col: Math.floor(cell.col / 2 ** (from - level)),
    });
    for (const counted of await map.countedCells(spans, today)) {
      const { row, col } = toLevel(counted, counted.level);
      const cell = cells.get(`${row}:${col}`);
      if (!cell) {
        cells.set(`${row}:${col}`, { ...counted, row, col });
        continue;
      }
      cell.n += counted.n;
      cell.sx += counted.sx;
      cell.sy += counted.sy;
      cell.sxx += counted.sxx;
      cell.syy += counted.syy;
      cell.points = null;
    }
    const counted = (point: MapPoint) => {
      if (!finest) return false;
      const { row, col } = cellOf(point.lat, point.lng, finestLevel);
      return inSpan(finest, row, col);
    };
    if (finest) {
      const hidden = feed.hiddenAuthorsAt(now, blocked);
      const finestBox = boxOfSpan(finest);
      const todays = (await map.todayIn(finestBox, hidden, now, tomorrow)).filter(counted);
      addPoints(cells, todays, level);
      for (const theirs of await map.hiddenCells(finest, level, hidden, tomorrow)) {
        const cell = cellAt(cells, theirs.row, theirs.col);
        cell.n -= theirs.n;
        cell.sx -= theirs.sx;
        cell.sy -= theirs.sy;
        cell.sxx -= theirs.sxx;
        cell.syy -= theirs.syy;
      }
    }
    // The band along the edges, outside every counted cell: read post by post, but only the
    // strips whose cells hold any post (over Metro Manila at zoom 10, none do).
    const strips = outerStrips(spanOf(bbox, finestLevel), finest);
    const held = await map.countsIn(strips, today, true);
    const area = boxOfBbox(bbox);
    const edges = new Map<number, MapPoint>();
    for (const [i, strip] of strips.entries()) {
      if (held[i] === 0) continue;
      const box = overlap(boxOfSpan(strip), area);
      if (!box) continue;
      for (const point of await feed.pointsIn({}, box, blocked, now)) {
        if (!counted(point)) edges.set(point.seq, point);
      }
    }
    addPoints(cells, edges.values(), level);
    return cells;
  }

  /** A counted cell of one post: which post it is, read from the cell's box within the area. */
  async function identify(cell: Cell, level: number, bbox: Bbox, blocked: string[], now: Date) {
    const span: GridSpan = { level, rows: [cell.row, cell.row], cols: [cell.col, cell.col] };
    const box = overlap(boxOfSpan(span), boxOfBbox(bbox));
    const found = box ? await feed.pointsIn({}, box, blocked, now) : [];
    cell.points = found.filter((point) => {
      const at = cellOf(point.lat, point.lng, level);
      return at.row === cell.row && at.col === cell.col;
    });
    cell.n = cell.points.length;
  }

  /** The posts of these points as the map shows them: the feed's values for each. */
  async function present(
    points: MapPoint[],
    viewer: SessionUser | null,
    center: LatLng | undefined,
  ): Promise<MapPost[]> {
    const rows = await feed.rowsBySeq(points.map((point) => point.seq));
    const images = await posts.imagesOf(rows.map((row) => row.id));
    const policyViewer = viewer ? { id: viewer.id, isAdmin: viewer.isAdmin } : null;
    return rows.map((row) => {
      const item = presentListItem(row, images, undefined, policyViewer, center);
      return {
        type: 'post',
        id: item.id,
        lat: item.lat,
        lng: item.lng,
        title: item.title,
        price: item.price,
        qty: item.qty,
        qty_available: item.qty_available,
        unit: item.unit,
        thumbnail: item.thumbnail,
        family_id: item.family_id,
        distance_km: item.distance_km,
      };
    });
  }

  return {
    /**
     * GET /api/posts/map: the posts the feed finds with the query's filters inside its bbox,
     * as posts and clusters (at most MAP_MAX_FEATURES) whose counts add up to `total`.
     */
    async answer(query: MapQuery, viewer: SessionUser | null): Promise<MapAnswer> {
      const { bbox, zoom, lat, lng, ...rest } = query;
      const center = lat !== undefined && lng !== undefined ? { lat, lng } : undefined;
      const filters: FeedFilters = { ...rest, center };
      const narrowed =
        Boolean(rest.search?.trim()) ||
        Boolean(rest.familyIds?.length) ||
        (center !== undefined && rest.rangeKm !== undefined);
      const blocked = viewer ? await blocks.relatedIds(viewer.id) : [];
      const now = new Date();
      const level = levelFor(bbox, zoom);

      const counted =
        !narrowed &&
        !listsPosts(zoom) &&
        level <= MAP_CELL_LEVELS.max &&
        (await crowded(bbox, level, days(now).today));
      const cells = counted
        ? await countedArea(bbox, level, blocked, now)
        : addPointsTo(await feed.pointsIn(filters, boxOfBbox(bbox), blocked, now), level);

      let total = [...cells.values()].reduce((sum, cell) => sum + Math.max(0, cell.n), 0);
      if (listsPosts(zoom) && total <= MAP_MAX_FEATURES) {
        const points = [...cells.values()].flatMap((cell) => cell.points ?? []);
        return { total, features: await present(points, viewer, center) };
      }
      const few = fewEnough(cells, level);
      for (const cell of few.cells) {
        if (cell.n === 1 && !cell.points) await identify(cell, few.level, bbox, blocked, now);
      }
      const shown = few.cells.filter((cell) => cell.n > 0);
      total = shown.reduce((sum, cell) => sum + cell.n, 0);
      const singles = shown.filter((cell) => cell.n === 1).map((cell) => cell.points![0]!);
      const clusters = shown
        .filter((cell) => cell.n > 1)
        .map((cell) => clusterOf(cell, few.level, bbox));
      return { total, features: [...clusters, ...(await present(singles, viewer, center))] };
    },
  };
}

/** The overlap of two boxes, or null. */
function overlap(a: Box, b: Box): Box | null {
  const box = {
    minLat: Math.max(a.minLat, b.minLat),
    maxLat: Math.min(a.maxLat, b.maxLat),
    minLng: Math.max(a.minLng, b.minLng),
    maxLng: Math.min(a.maxLng, b.maxLng),
  };
  return box.minLat <= box.maxLat && box.minLng <= box.maxLng ? box : null;
}

function addPointsTo(points: MapPoint[], level: number): Cells {
  const cells: Cells = new Map();
  addPoints(cells, points, level);
  return cells;
}

export type MapService = ReturnType<typeof createMapService>;
