import { sql, type Expression, type SqlBool } from 'kysely';
import { EARTH_RADIUS_KM } from '@core/constants';
import type { PostSortBy, PostStatus, SortDir } from '@core/constants';
import type { LatLng } from '@core/geo';
import type { Db, Engine } from '../../db/database';

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
}

export interface OwnerQuery extends Omit<FeedQuery, 'center' | 'rangeKm'> {
  userId: string;
  status?: PostStatus | undefined;
  center?: LatLng | undefined;
}

const KM_PER_DEGREE = 111.32;

/** Great-circle distance from `center` to the post, in km, as SQL (both engines). */
function distanceSql(center: LatLng) {
  const lat = sql.lit(center.lat);
  const lng = sql.lit(center.lng);
  return sql<number>`(2 * ${sql.lit(EARTH_RADIUS_KM)} * asin(sqrt(
    power(sin(radians(posts.lat - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(posts.lat)) * power(sin(radians(posts.lng - ${lng}) / 2), 2)
  )))`;
}

/** LIKE pattern matching `term` anywhere, with its own wildcards taken literally. */
const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

export function createFeedRepository(db: Db, engine: Engine) {
  /** Title contains the term, case-insensitively: through the trigram index when it can. */
  function titleMatches(term: string): Expression<SqlBool> {
    if (engine === 'sqlite' && [...term].length >= 3) {
      const phrase = `"${term.replace(/"/g, '""')}"`;
      return sql<SqlBool>`posts.seq in (select rowid from posts_fts where posts_fts match ${phrase})`;
    }
    return sql<SqlBool>`lower(posts.title) like ${containsPattern(term)} escape '\\'`;
  }

  /** Within rangeKm of center: a box through the spatial index, then the exact distance. */
  function withinRange(center: LatLng, rangeKm: number): Expression<SqlBool> {
    const dLat = rangeKm / KM_PER_DEGREE;
    const dLng = rangeKm / (KM_PER_DEGREE * Math.max(Math.cos((center.lat * Math.PI) / 180), 0.01));
    const [minLat, maxLat, minLng, maxLng] = [
      center.lat - dLat,
      center.lat + dLat,
      center.lng - dLng,
      center.lng + dLng,
    ];
    const box =
      engine === 'sqlite'
        ? sql`posts.seq in (select id from posts_geo where min_lat >= ${minLat} and max_lat <= ${maxLat} and min_lng >= ${minLng} and max_lng <= ${maxLng})`
        : sql`point(posts.lng, posts.lat) <@ box(point(${minLng}, ${minLat}), point(${maxLng}, ${maxLat}))`;
    return sql<SqlBool>`(${box} and ${distanceSql(center)} <= ${rangeKm})`;
  }

  const titleOrder =
    engine === 'sqlite' ? sql`posts.title collate nocase` : sql`lower(posts.title)`;

  function orderFor(sortBy: PostSortBy, center: LatLng | undefined) {
    switch (sortBy) {
      case 'price':
        return sql`posts.price_centavos`;
      case 'title':
        return titleOrder;
      case 'distance':
        return center ? distanceSql(center) : sql`posts.created_at`;
      default:
        return sql`posts.created_at`;
    }
  }

  type Filters = {
    userId?: string | undefined;
    search?: string | undefined;
    familyIds?: number[] | undefined;
    center?: LatLng | undefined;
    rangeKm?: number | undefined;
  };

  function baseQuery(filters: Filters) {
    let query = db.selectFrom('posts');
    if (filters.userId) query = query.where('posts.user_id', '=', filters.userId);
    const term = filters.search?.trim();
    if (term) query = query.where(titleMatches(term));
    if (filters.familyIds?.length) query = query.where('posts.family_id', 'in', filters.familyIds);
    if (filters.center && filters.rangeKm !== undefined) {
      query = query.where(withinRange(filters.center, filters.rangeKm));
    }
    return query;
  }

  async function pageAndCount(
    query: ReturnType<typeof baseQuery>,
    options: {
      page: number;
      pageSize: number;
      sortBy: PostSortBy;
      sortDir: SortDir;
      center?: LatLng | undefined;
    },
  ) {
    const direction = options.sortDir === 'asc' ? sql`asc` : sql`desc`;
    const distance = options.center ? distanceSql(options.center) : sql<number | null>`null`;
    const rowsQuery = query
      .select([
        'posts.id',
        'posts.user_id',
        'posts.family_id',
        'posts.title',
        'posts.price_centavos',
        'posts.qty',
        'posts.unit',
        'posts.lat',
        'posts.lng',
        'posts.status',
        'posts.expires_at',
        'posts.created_at',
        'posts.updated_at',
        distance.as('distance_km'),
      ])
      .orderBy(sql`${orderFor(options.sortBy, options.center)} ${direction}`)
      .orderBy('posts.created_at', 'desc')
      .orderBy('posts.seq', 'desc')
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize);
    const countQuery = query.select((eb) => eb.fn.countAll<number>().as('total'));
    const [rows, count] = await Promise.all([rowsQuery.execute(), countQuery.executeTakeFirst()]);
    return { rows, total: Number(count?.total ?? 0) };
  }

  return {
    /** The public feed: active, unexpired posts of authors who are not banned. */
    async feed(query: FeedQuery, bannedUserIds: string[], now = new Date()) {
      let base = baseQuery(query)
        .where('posts.status', '=', 'active')
        .where('posts.expires_at', '>', now.toISOString());
      if (bannedUserIds.length) base = base.where('posts.user_id', 'not in', bannedUserIds);
      const sortBy = query.sortBy === 'distance' && !query.center ? 'newest' : query.sortBy;
      return pageAndCount(base, { ...query, sortBy });
    },

    /** An owner's own posts: every status, expired ones too. */
    async ofOwner(query: OwnerQuery) {
      let base = baseQuery(query).where('posts.user_id', '=', query.userId);
      if (query.status) base = base.where('posts.status', '=', query.status);
      const sortBy = query.sortBy === 'distance' && !query.center ? 'newest' : query.sortBy;
      return pageAndCount(base, { ...query, sortBy });
    },

    /** Users whose ban has not ended: few, so the feed excludes them by id. */
    async bannedUserIds(now = new Date()) {
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where('banned_until', '>', now.toISOString())
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

export type FeedRepository = ReturnType<typeof createFeedRepository>;
export type FeedRow = Awaited<ReturnType<FeedRepository['feed']>>['rows'][number];
