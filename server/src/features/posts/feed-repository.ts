import {
  sql,
  type Expression,
  type OperationNodeSource,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import { EARTH_RADIUS_KM } from '@core/constants';
import type { PostSortBy, PostStatus, SortDir } from '@core/constants';
import { boxAround, haversineKmBetween, type Box, type LatLng } from '@core/geo';
import type { Db, Engine, RawRows } from '../../db/database';
import { circleBounds } from './feed-circle';
import { searchConditions, selectiveSearch } from './feed-search';

export interface FeedQuery {
  /** Only this author's posts (the public profile). */
  userId?: string | undefined;
  page: number;
  pageSize: number;
  search?: string | undefined;
  familyIds?: number[] | undefined;
  center?: LatLng | undefined;
  rangeKm?: number | undefined;
  sortBy: PostSortBy;
  sortDir: SortDir;
  /** Only the sellers this person follows (suki=1, issue 39). */
  sukiOf?: string | undefined;
}

/** What narrows a list of posts: an author, a title, families, a range. */
export interface FeedFilters {
  userId?: string | undefined;
  search?: string | undefined;
  familyIds?: number[] | undefined;
  center?: LatLng | undefined;
  rangeKm?: number | undefined;
}

export interface OwnerQuery extends Omit<FeedQuery, 'center' | 'rangeKm'> {
  userId: string;
  status?: PostStatus | undefined;
  center?: LatLng | undefined;
}

/** A distance sort needs a location; without one the feed is newest first (SPEC §2). */
function resolveSort(query: { sortBy: PostSortBy; sortDir: SortDir; center?: LatLng | undefined }) {
  return query.sortBy === 'distance' && !query.center
    ? { sortBy: 'newest' as const, sortDir: 'desc' as const }
    : { sortBy: query.sortBy, sortDir: query.sortDir };
}

/** A near-me or searched candidate, as the driver returns it (see candidateFeed). */
type Candidate = [
  seq: number,
  createdAt: string,
  priceCentavos: number,
  lat: number,
  lng: number,
  title: string,
  expiresAt: string,
];
const [SEQ, CREATED, PRICE, LAT, LNG, TITLE, EXPIRES] = [0, 1, 2, 3, 4, 5, 6] as const;

interface SortAndPage {
  page: number;
  pageSize: number;
  sortBy: PostSortBy;
  sortDir: SortDir;
  center?: LatLng | undefined;
}

/**
 * Which of a post's points a query measures from: the public one for the feed, searches and
 * public profiles (everyone sees the same), the exact one for the owner's own list.
 */
interface PointColumns {
  lat: RawBuilder<number>;
  lng: RawBuilder<number>;
}
const PUBLIC_POINT: PointColumns = {
  lat: sql.ref('posts.public_lat'),
  lng: sql.ref('posts.public_lng'),
};
const EXACT_POINT: PointColumns = { lat: sql.ref('posts.lat'), lng: sql.ref('posts.lng') };

/** Great-circle distance from `center` to the post, in km, as SQL (both engines). */
function distanceSql(center: LatLng, point: PointColumns = PUBLIC_POINT) {
  const lat = sql.lit(center.lat);
  const lng = sql.lit(center.lng);
  return sql<number>`(2 * ${sql.lit(EARTH_RADIUS_KM)} * asin(sqrt(
    power(sin(radians(${point.lat} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${point.lat})) * power(sin(radians(${point.lng} - ${lng}) / 2), 2)
  )))`;
}

/**
 * A value written into a statement instead of bound to it. SQLite built with STAT4 (as
 * better-sqlite3 is) compiles a statement a second time when a value is bound that its plan
 * looked at (a range or an equality on an indexed column), to plan for that value: the feed's
 * counts and candidate reads then cost their compilation twice. For numbers, dates and ids
 * (kysely escapes quotes all the same); PostgreSQL plans literals as it plans parameters.
 */
const lit = <T extends number | string>(value: T) => sql.lit(value);

/** The post's seller is followed by `followerId` (the feed's "From my suki", issue 39). */
const followedBy = (followerId: string) =>
  sql<SqlBool>`posts.user_id in (select suki.seller_id from suki where suki.follower_id = ${lit(followerId)})`;

/** The overlap of two boxes, or null when they do not meet. */
function overlap(a: Box, b: Box): Box | null {
  const box = {
    minLat: Math.max(a.minLat, b.minLat),
    maxLat: Math.min(a.maxLat, b.maxLat),
    minLng: Math.max(a.minLng, b.minLng),
    maxLng: Math.min(a.maxLng, b.maxLng),
  };
  return box.minLat <= box.maxLat && box.minLng <= box.maxLng ? box : null;
}

export function createFeedRepository(db: Db, engine: Engine, rawRows?: RawRows) {
  /**
   * Public points in the box, read from the posts_near index (exact distance comes after):
   * its columns of longitude (0.02 degrees, as migration 0010 defines them) that the box
   * overlaps, and in each the box's run of latitude.
   */
  function boxFilter(box: Box): Expression<SqlBool> {
    const [first, last] = [Math.floor(box.minLng * 50), Math.floor(box.maxLng * 50)];
    const columns =
      last - first < 100
        ? sql`in (${sql.join(Array.from({ length: last - first + 1 }, (_, i) => sql.lit(first + i)))})`
        : sql`between ${lit(first)} and ${lit(last)}`;
    return sql<SqlBool>`floor(posts.public_lng * 50) ${columns}
      and posts.public_lat between ${lit(box.minLat)} and ${lit(box.maxLat)}
      and posts.public_lng between ${lit(box.minLng)} and ${lit(box.maxLng)}`;
  }

  /** Within rangeKm of center: the box, then the exact great-circle distance. */
  function withinRange(center: LatLng, rangeKm: number): Expression<SqlBool> {
    return sql<SqlBool>`(${boxFilter(boxAround(center, rangeKm))} and ${distanceSql(center)} <= ${rangeKm})`;
  }

  const titleOrder =
    engine === 'sqlite' ? sql`posts.title collate nocase` : sql`lower(posts.title)`;

  function orderFor(sortBy: PostSortBy, center: LatLng | undefined, point: PointColumns) {
    switch (sortBy) {
      case 'price':
        return sql`posts.price_centavos`;
      case 'title':
        return titleOrder;
      case 'distance':
        return center ? distanceSql(center, point) : sql`posts.created_at`;
      case 'expiry':
        return sql`posts.expires_at`;
      default:
        return sql`posts.created_at`;
    }
  }

  /**
   * The authors a feed leaves out, as a subquery: those whose ban has not ended at `now` and
   * those in `blocked` (the viewer's blocks). In SQL rather than a list of ids read first: one
   * round trip less, and no hundreds of parameters to bind in each count (0.5 ms a page).
   * Written into the statement, not bound (see `lit`).
   */
  function hiddenAuthors(now: Date, blocked: string[]) {
    const banned = sql<SqlBool>`users.banned_until > ${lit(now.toISOString())}`;
    const users = blocked.length
      ? sql<SqlBool>`(${banned} or users.id in (${sql.join(blocked.map(lit))}))`
      : banned;
    return { users, ids: db.selectFrom('users').select('users.id').where(users) };
  }
  type HiddenAuthors = ReturnType<typeof hiddenAuthors>;

  type Filters = FeedFilters & { sukiOf?: string | undefined };

  /** A list's filters on posts (author, title, families, range), for any query over posts. */
  function filterConditions(filters: Filters, boxDrives = false): Expression<SqlBool>[] {
    const conditions: Expression<SqlBool>[] = [];
    if (filters.userId) conditions.push(sql<SqlBool>`posts.user_id = ${filters.userId}`);
    if (filters.sukiOf) conditions.push(followedBy(filters.sukiOf));
    if (filters.search?.trim()) {
      conditions.push(...searchConditions(engine, filters.search, boxDrives));
    }
    if (filters.familyIds?.length) {
      conditions.push(sql<SqlBool>`posts.family_id in (${sql.join(filters.familyIds)})`);
    }
    if (filters.center && filters.rangeKm !== undefined) {
      conditions.push(withinRange(filters.center, filters.rangeKm));
    }
    return conditions;
  }

  function baseQuery(filters: Filters, boxDrives = false) {
    return filterConditions(filters, boxDrives).reduce(
      (query, condition) => query.where(condition),
      db.selectFrom('posts'),
    );
  }

  const LIST_COLUMNS = [
    'posts.id',
    'posts.user_id',
    'posts.family_id',
    'posts.title',
    'posts.price_centavos',
    'posts.qty',
    'posts.unit',
    'posts.lat',
    'posts.lng',
    'posts.public_lat',
    'posts.public_lng',
    'posts.status',
    'posts.qty_reserved',
    'posts.qty_sold',
    'posts.expires_at',
    'posts.created_at',
    'posts.updated_at',
  ] as const;

  async function pageAndCount(
    query: ReturnType<typeof baseQuery>,
    options: SortAndPage,
    countQuery: Promise<number> = countOf(query),
    point: PointColumns = PUBLIC_POINT,
  ) {
    const direction = options.sortDir === 'asc' ? sql`asc` : sql`desc`;
    const distance = options.center ? distanceSql(options.center, point) : sql<number | null>`null`;
    const rowsQuery = query
      .select([...LIST_COLUMNS, distance.as('distance_km')])
      .orderBy(sql`${orderFor(options.sortBy, options.center, point)} ${direction}`)
      .orderBy('posts.created_at', 'desc')
      .orderBy('posts.seq', 'desc')
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize);
    const [rows, total] = await Promise.all([rowsQuery.execute(), countQuery]);
    return { rows, total };
  }

  async function countOf(query: ReturnType<typeof baseQuery>) {
    const row = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  const COUNT = sql<number>`count(*)`.as('n');
  /** A query selecting one number, as a scalar subquery. */
  const scalar = (query: OperationNodeSource) => sql<number>`(${query})`;
  /** A query's count(*), as a scalar subquery. */
  const counted = (query: ReturnType<typeof baseQuery>) => scalar(query.select(COUNT));

  /**
   * The `plus` counts added up, less the `minus` count (the posts of hidden authors among
   * them), in one statement: one round trip and one parse instead of several.
   */
  async function difference(plus: RawBuilder<number>[], minus: RawBuilder<number>) {
    const row = await sql<{
      total: number | string;
    }>`select ${sql.join(plus, sql` + `)} - ${minus} as total`.execute(db);
    return Number(row.rows[0]?.total ?? 0);
  }

  /**
   * The candidates of a near-me or searched feed: active, unexpired, by a visible author, in
   * the box around `within` (if given), with what ranking needs. The spatial or trigram index
   * yields a few thousand at most.
   */
  async function candidatesOf(
    query: FeedQuery,
    hidden: HiddenAuthors,
    now: Date,
    within?: Box,
  ): Promise<Candidate[]> {
    // Searched without a place, the trigram index must drive: unary + keeps SQLite from
    // walking the status index instead (PostgreSQL plans this by itself, and has no + for text).
    const unindexed = engine === 'sqlite' && !within ? sql`+` : sql``;
    const candidateQuery = baseQuery({ ...query, center: undefined, rangeKm: undefined }, !!within)
      .where(sql<SqlBool>`${unindexed}posts.status = 'active'`)
      .where(sql<SqlBool>`${unindexed}posts.expires_at > ${lit(now.toISOString())}`)
      .where(within ? boxFilter(within) : sql<SqlBool>`1 = 1`)
      .where('posts.user_id', 'not in', hidden.ids)
      .select([
        'posts.seq',
        'posts.created_at',
        'posts.price_centavos',
        'posts.public_lat',
        'posts.public_lng',
        // Titles are not in the index: read them only to sort by them.
        (query.sortBy === 'title' ? sql<string>`posts.title` : sql<string>`''`).as('title'),
        (query.sortBy === 'expiry' ? sql<string>`posts.expires_at` : sql<string>`''`).as(
          'expires_at',
        ),
      ]);
    // Thousands of rows: kept as the driver's arrays (SQLite), which cost 40% less than
    // row objects, and sorted by index with typed arrays, so a page takes milliseconds.
    if (rawRows) {
      const compiled = candidateQuery.compile();
      return rawRows(compiled.sql, compiled.parameters) as Candidate[];
    }
    return (await candidateQuery.execute()).map((row) => [
      row.seq,
      row.created_at,
      row.price_centavos,
      row.public_lat,
      row.public_lng,
      row.title,
      row.expires_at,
    ]);
  }

  /**
   * The candidates within `withinKm` of the centre (if any), in feed order, with their
   * distances: the exact distance and sort happen here.
   */
  function ranked(candidates: Candidate[], query: FeedQuery, withinKm: number | undefined) {
    const { center } = query;
    const distances = new Float64Array(candidates.length);
    const kept: number[] = [];
    candidates.forEach((post, i) => {
      const distance = center
        ? haversineKmBetween(center.lat, center.lng, post[LAT], post[LNG])
        : 0;
      if (withinKm !== undefined && distance > withinKm) return;
      distances[i] = distance;
      kept.push(i);
    });
    const sign = query.sortDir === 'asc' ? 1 : -1;
    const primary = primaryOrder(query.sortBy, candidates, distances);
    kept.sort((a, b) => {
      const byKey = sign * primary(a, b);
      if (byKey !== 0) return byKey;
      const [x, y] = [candidates[a]!, candidates[b]!];
      if (x[CREATED] !== y[CREATED]) return x[CREATED] < y[CREATED] ? 1 : -1;
      return y[SEQ] - x[SEQ];
    });
    return kept.map((i) => ({
      seq: candidates[i]![SEQ],
      distance: center ? distances[i]! : null,
    }));
  }

  /** The listed posts of one page of ranked matches, in their order. */
  async function rowsOf(pageOf: { seq: number; distance: number | null }[]) {
    const rows = pageOf.length
      ? await db
          .selectFrom('posts')
          .select([...LIST_COLUMNS, 'posts.seq'])
          .where(
            'posts.seq',
            'in',
            pageOf.map((post) => post.seq),
          )
          .execute()
      : [];
    const bySeq = new Map(rows.map((row) => [row.seq, row]));
    return pageOf.map(({ seq, distance }) => {
      const { seq: _seq, ...row } = bySeq.get(seq)!;
      return { ...row, distance_km: distance };
    });
  }

  const pageSlice = <T>(items: T[], query: FeedQuery) =>
    items.slice((query.page - 1) * query.pageSize, query.page * query.pageSize);

  /**
   * Near-me and searched feeds, in any order: one pass fetches every candidate, and the
   * count and page are taken from them, instead of the database walking them twice.
   */
  async function candidateFeed(query: FeedQuery, hidden: HiddenAuthors, now: Date) {
    const { center, rangeKm } = query;
    const near = center !== undefined && rangeKm !== undefined;
    const candidates = await candidatesOf(
      query,
      hidden,
      now,
      near ? boxAround(center, rangeKm) : undefined,
    );
    const matches = ranked(candidates, query, near ? rangeKm : undefined);
    return { rows: await rowsOf(pageSlice(matches, query)), total: matches.length };
  }

  /**
   * Within rangeKm of center, for a post in the box around it: two quadratic forms settle
   * all but a post in thousands without trigonometry (see circleBounds), which costs SQLite
   * about a microsecond a row; those few get the exact great-circle distance.
   */
  function withinCircle(center: LatLng, rangeKm: number, box: Box): Expression<SqlBool> {
    const exact = sql<SqlBool>`${distanceSql(center)} <= ${sql.lit(rangeKm)}`;
    const bounds = circleBounds(center, rangeKm, box);
    if (!bounds) return exact;
    const dLat = sql`(posts.public_lat - ${sql.lit(center.lat)})`;
    const dLng = sql`(posts.public_lng - ${sql.lit(center.lng)})`;
    const form = (scale: number) =>
      sql`(${dLat} * ${dLat} + ${sql.lit(scale)} * ${dLng} * ${dLng})`;
    return sql<SqlBool>`(${form(bounds.inside.scale)} <= ${sql.lit(bounds.inside.limit)}
      or (${form(bounds.outside.scale)} <= ${sql.lit(bounds.outside.limit)} and ${exact}))`;
  }

  /**
   * Live posts within rangeKm of center, counted in the database from the posts_near index
   * (thousands of rows never leave it). Hidden authors' posts are counted apart, from
   * posts_author_live, and taken away. Every value is written into the statement (`lit`).
   */
  async function circleCount(
    query: FeedQuery & { center: LatLng; rangeKm: number },
    hidden: HiddenAuthors,
    now: Date,
  ) {
    const { center, rangeKm } = query;
    const box = boxAround(center, rangeKm);
    const circle = withinCircle(center, rangeKm, box);
    const filters = { ...query, center: undefined, rangeKm: undefined };
    const liveNow = sql<SqlBool>`posts.status = 'active'
      and posts.expires_at > ${lit(now.toISOString())}`;
    const live = baseQuery(filters).where(liveNow).where(boxFilter(box)).where(circle);
    // The few live posts of hidden authors in the circle: from each hidden author's entries
    // in posts_author_live (users first), not by walking the circle again.
    const hiddenLive = filterConditions(filters).reduce(
      (query, condition) => query.where(condition),
      db
        .selectFrom('users')
        .innerJoin('posts', 'posts.user_id', 'users.id')
        .where(hidden.users)
        .where(liveNow)
        .where(
          sql<SqlBool>`posts.public_lat between ${lit(box.minLat)} and ${lit(box.maxLat)}
          and posts.public_lng between ${lit(box.minLng)} and ${lit(box.maxLng)}`,
        )
        .where(circle),
    );
    return difference([counted(live)], scalar(hiddenLive.select(COUNT)));
  }

  /**
   * Nearest first: the first pages lie in a small circle around the centre. Its radius comes
   * from the density the total shows (twice the posts the pages need, on average), and
   * doubles until it holds them; every post outside it is farther than every post inside.
   * On PostgreSQL without a total yet, the first circle is guessed (as if 1,000 posts were in
   * range) and read while the count runs, which saves a round trip.
   */
  async function nearestFeed(
    query: FeedQuery & { center: LatLng; rangeKm: number },
    hidden: HiddenAuthors,
    now: Date,
    knownTotal: number | undefined,
  ) {
    const { center, rangeKm } = query;
    const wanted = query.page * query.pageSize;
    const radiusFor = (total: number) =>
      rangeKm * Math.sqrt(Math.min(1, (2 * wanted + 20) / Math.max(total, 1)));
    const nearest = async (radius: number) => {
      const within = Math.min(radius, rangeKm);
      const candidates = await candidatesOf(query, hidden, now, boxAround(center, within));
      return { within, matches: ranked(candidates, query, within) };
    };
    // SQLite answers one statement at a time: nothing to overlap, so count first.
    const counted =
      knownTotal ?? (engine === 'sqlite' ? await circleCount(query, hidden, now) : undefined);
    const [total, first] = await Promise.all([
      counted ?? circleCount(query, hidden, now),
      nearest(radiusFor(counted ?? 1000)),
    ]);
    let { within, matches } = first;
    if (matches.length < wanted && within < rangeKm) {
      let radius = Math.max(radiusFor(total), within * 2);
      for (;;) {
        ({ within, matches } = await nearest(radius));
        if (matches.length >= wanted || within >= rangeKm) break;
        radius *= 2;
      }
    }
    return { rows: await rowsOf(pageSlice(matches, query)), total };
  }

  /**
   * Live posts (active, unexpired) of visible authors, in the given families if any: the
   * days after today from post_live_counts, today's rest from posts_live (about 1/30 of the
   * posts), less what hidden authors have live, from posts_author_live.
   */
  async function liveTotal(familyIds: number[] | undefined, hidden: HiddenAuthors, now: Date) {
    const today = now.toISOString().slice(0, 10);
    const tomorrow = new Date(`${today}T00:00:00.000Z`);
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
    const families = familyIds?.length ? familyIds : undefined;
    let laterDays = db
      .selectFrom(sql<{ day: string; family_id: number; n: number }>`post_live_counts`.as('c'))
      .select(sql<number>`coalesce(sum(c.n), 0)`.as('total'))
      .where('c.day', '>', today);
    if (families) laterDays = laterDays.where('c.family_id', 'in', families);
    let live = db
      .selectFrom('posts')
      .where('posts.status', '=', 'active')
      .where('posts.expires_at', '>', now.toISOString());
    if (families) live = live.where('posts.family_id', 'in', families);
    return difference(
      [counted(live.where('posts.expires_at', '<', tomorrow.toISOString())), scalar(laterDays)],
      counted(live.where('posts.user_id', 'in', hidden.ids)),
    );
  }

  /** Compares two candidates (by position) on the chosen sort, ascending. */
  function primaryOrder(sortBy: PostSortBy, rows: Candidate[], distances: Float64Array) {
    switch (sortBy) {
      case 'price':
        return (a: number, b: number) => rows[a]![PRICE] - rows[b]![PRICE];
      case 'title': {
        const lower = rows.map((row) => row[TITLE].toLowerCase());
        return (a: number, b: number) =>
          lower[a]! < lower[b]! ? -1 : lower[a]! > lower[b]! ? 1 : 0;
      }
      case 'distance':
        return (a: number, b: number) => distances[a]! - distances[b]!;
      case 'expiry':
        return (a: number, b: number) => {
          const [x, y] = [rows[a]![EXPIRES], rows[b]![EXPIRES]];
          return x < y ? -1 : x > y ? 1 : 0;
        };
      default:
        return (a: number, b: number) => {
          const [x, y] = [rows[a]![CREATED], rows[b]![CREATED]];
          return x < y ? -1 : x > y ? 1 : 0;
        };
    }
  }

  /**
   * The map's posts (issue 38): the public points of the posts the feed finds with `filters`
   * (its own filters and rules: live, authors neither banned nor blocked) whose public point
   * lies in `box`. A range keeps those within it as the feed's ranking does (haversine).
   */
  async function pointsIn(
    filters: Filters,
    box: Box,
    blocked: string[],
    now: Date,
  ): Promise<{ seq: number; lat: number; lng: number }[]> {
    const { center, rangeKm } = filters;
    const near = center !== undefined && rangeKm !== undefined;
    const within = near ? overlap(box, boxAround(center, rangeKm)) : box;
    if (!within) return [];
    const query = baseQuery({ ...filters, center: undefined, rangeKm: undefined }, true)
      .where(sql<SqlBool>`posts.status = 'active'`)
      .where(sql<SqlBool>`posts.expires_at > ${lit(now.toISOString())}`)
      .where(boxFilter(within))
      .where('posts.user_id', 'not in', hiddenAuthors(now, blocked).ids)
      .select(['posts.seq', 'posts.public_lat', 'posts.public_lng']);
    const rows: [number, number, number][] = rawRows
      ? (rawRows(query.compile().sql, query.compile().parameters) as [number, number, number][])
      : (await query.execute()).map((row) => [row.seq, row.public_lat, row.public_lng]);
    const points = rows.map(([seq, lat, lng]) => ({ seq, lat, lng }));
    if (!near) return points;
    return points.filter(
      (point) => haversineKmBetween(center.lat, center.lng, point.lat, point.lng) <= rangeKm,
    );
  }

  return {
    /**
     * The public feed: active, unexpired posts of authors who are not banned at `now` nor
     * `blocked` (by or for the viewer). `knownTotal`, when given, is used as the total
     * instead of counting again (a later page of a list whose count is cached); rows are
     * always read fresh.
     */
    async feed(query: FeedQuery, blocked: string[], now = new Date(), knownTotal?: number) {
      const hidden = hiddenAuthors(now, blocked);
      const sorted = { ...query, ...resolveSort(query) };
      const { center, rangeKm } = sorted;
      const searched = Boolean(query.search?.trim());
      if (center && rangeKm !== undefined) {
        if (sorted.sortBy === 'distance' && sorted.sortDir === 'asc' && !searched) {
          return nearestFeed({ ...sorted, center, rangeKm }, hidden, now, knownTotal);
        }
        return candidateFeed(sorted, hidden, now);
      }
      if (selectiveSearch(query.search)) return candidateFeed(sorted, hidden, now);
      const live = baseQuery(query)
        .where('posts.status', '=', 'active')
        .where('posts.expires_at', '>', now.toISOString());
      const visible = live.where('posts.user_id', 'not in', hidden.ids);
      // Unsearched lists of everyone take their total from the per-day counts (liveTotal);
      // others count their matches and take away the few of hidden authors, which walks one
      // covering index, where a NOT IN check on each of ~100,000 entries costs five times more.
      const total =
        knownTotal !== undefined
          ? Promise.resolve(knownTotal)
          : !query.userId && !query.sukiOf && !searched
            ? liveTotal(query.familyIds, hidden, now)
            : difference([counted(live)], counted(live.where('posts.user_id', 'in', hidden.ids)));
      return pageAndCount(visible, sorted, total);
    },

    pointsIn,

    /** The listed posts of these seqs (the map's pins), in this order, without distances. */
    rowsBySeq: (seqs: number[]) => rowsOf(seqs.map((seq) => ({ seq, distance: null }))),

    /** Whose posts the feed leaves out at `now` for a viewer with these blocks (see above). */
    hiddenAuthorsAt: (now: Date, blocked: string[]) => hiddenAuthors(now, blocked),

    /** An owner's own posts: every status, expired ones too, measured from the exact point. */
    async ofOwner(query: OwnerQuery) {
      let base = baseQuery(query).where('posts.user_id', '=', query.userId);
      if (query.status) base = base.where('posts.status', '=', query.status);
      const sort = resolveSort(query);
      return pageAndCount(base, { ...query, ...sort }, countOf(base), EXACT_POINT);
    },
  };
}

export type FeedRepository = ReturnType<typeof createFeedRepository>;
export type FeedRow = Awaited<ReturnType<FeedRepository['ofOwner']>>['rows'][number];
