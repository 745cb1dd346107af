import { sql } from 'kysely';
import { ALERTS_PER_USER_MAX, EARTH_RADIUS_KM } from '@core/constants';
import type { AlertBody } from '@core/schemas';
import { searchKey, titleKeys } from '@core/food-words';
import { boxAround } from '@core/geo';
import type { Db, Engine, RawRows } from '../../db/database';
import { cellKey } from '../../db/migrations/0009-alert-cells';
import { newId } from '../../platform/tokens';
import type { AlertCriteria, PostFacts } from './matching';

const ALERT_COLUMNS = [
  'id',
  'search',
  'family_ids',
  'max_price_centavos',
  'lat',
  'lng',
  'range_km',
  'paused',
  'created_at',
  'last_matched_at',
] as const;

const CRITERIA_COLUMNS = [
  'id',
  'user_id',
  'search_key',
  'family_ids',
  'max_price_centavos',
  'lat',
  'lng',
  'range_km',
] as const;

/** SQL's haversine and JS's may differ in the last bits; JS decides at the edge. */
const DISTANCE_SLACK_KM = 1e-6;

/** Great-circle distance from the alert's point to the post's, in km (both engines). */
const distanceFrom = (post: { lat: number; lng: number }) =>
  sql<number>`(2 * ${sql.lit(EARTH_RADIUS_KM)} * asin(sqrt(
    power(sin(radians(${post.lat} - lat) / 2), 2)
    + cos(radians(lat)) * cos(radians(${post.lat})) * power(sin(radians(${post.lng} - lng) / 2), 2)
  )))`;

/**
 * The same query on SQLite, on the grid copies of migration 0009: one cell a grid level, the
 * cell holding the post's point, read as a contiguous run; the box test drops the copies whose
 * box does not hold the point, the rest decide as on PostgreSQL.
 */
const SQLITE_CANDIDATES = `select c.id, c.user_id, c.search_key, c.family_ids, c.max_price_centavos,
    c.lat, c.lng, c.range_km
  from alert_grid_levels l cross join alert_cells c
    on c.cell = ${cellKey('l.level', '@lat', '@lng', 'l.size')}
  where c.min_lat <= @lat and c.max_lat >= @lat and c.min_lng <= @lng and c.max_lng >= @lng
    and c.user_id != @author
    and (c.max_price_centavos is null or c.max_price_centavos >= @price)
    and (c.search_key is null or instr(c.search_key, ' ') > 0 or instr(@title, c.search_key) > 0)
    and (c.family_ids is null or instr(c.family_ids, @family) > 0)
    and 2 * ${EARTH_RADIUS_KM} * asin(sqrt(power(sin(radians(@lat - c.lat) / 2), 2)
      + cos(radians(c.lat)) * cos(radians(@lat)) * power(sin(radians(@lng - c.lng) / 2), 2)))
      <= c.range_km + ${DISTANCE_SLACK_KM}`;

const toCriteria = (row: unknown[]): AlertCriteria => ({
  id: row[0] as string,
  user_id: row[1] as string,
  search_key: row[2] as string | null,
  family_ids: row[3] as string | null,
  max_price_centavos: row[4] as number | null,
  lat: row[5] as number,
  lng: row[6] as number,
  range_km: row[7] as number,
});

export function createAlertRepository(db: Db, engine: Engine, rawRows?: RawRows) {
  const ownAlert = (userId: string, id: string) =>
    db.selectFrom('alerts').where('user_id', '=', userId).where('id', '=', id);

  return {
    /** The new alert, or null when the owner already has the most alerts allowed. */
    async create(userId: string, body: AlertBody, now = new Date()) {
      const id = newId();
      const created = await db.transaction().execute(async (trx) => {
        // Two saves at once must not both slip under the limit: PostgreSQL locks the owner's
        // row for the count; SQLite's single writer already serialises the transactions.
        if (engine === 'postgres') {
          await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
        }
        const { count } = await trx
          .selectFrom('alerts')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow();
        if (Number(count) >= ALERTS_PER_USER_MAX) return false;
        const center = { lat: body.lat, lng: body.lng };
        const box = boxAround(center, body.rangeKm);
        await trx
          .insertInto('alerts')
          .values({
            id,
            user_id: userId,
            search: body.search,
            search_key: searchKey(body.search),
            family_ids: body.familyIds ? `,${body.familyIds.join(',')},` : null,
            max_price_centavos:
              body.maxPrice === null || body.maxPrice === undefined
                ? null
                : Math.round(body.maxPrice * 100),
            lat: body.lat,
            lng: body.lng,
            range_km: body.rangeKm,
            min_lat: box.minLat,
            max_lat: box.maxLat,
            min_lng: box.minLng,
            max_lng: box.maxLng,
            paused: false,
            created_at: now.toISOString(),
            last_matched_at: null,
          })
          .execute();
        return true;
      });
      return created ? this.find(userId, id) : null;
    },

    /** The caller's alerts, newest first. */
    list(userId: string) {
      return db
        .selectFrom('alerts')
        .select(ALERT_COLUMNS)
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('seq', 'desc')
        .execute();
    },

    find(userId: string, id: string) {
      return ownAlert(userId, id).select(ALERT_COLUMNS).executeTakeFirst();
    },

    async setPaused(userId: string, id: string, paused: boolean) {
      const result = await db
        .updateTable('alerts')
        .set({ paused })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async remove(userId: string, id: string) {
      const result = await db
        .deleteFrom('alerts')
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) === 1;
    },

    /**
     * The live alerts (not paused, not the author's) that may match the post: only those whose
     * circle's box holds its point, read from the spatial index, and whose price, family, words
     * and distance (with a hair of slack) already fit in SQL, so that only likely matches are
     * read at all. matchDistance() then decides exactly. On SQLite the rows come as arrays
     * straight from the driver: this runs for every new post against every alert around it.
     */
    async candidatesFor(post: PostFacts): Promise<AlertCriteria[]> {
      // A key of one word that matches the title is in titleKeys (the title and the words
      // for the foods it names); keys of several words are left to matchDistance.
      const title = titleKeys(post.title);
      const family = `,${post.family_id},`;
      if (rawRows) {
        const rows = rawRows(SQLITE_CANDIDATES, [
          {
            lat: post.lat,
            lng: post.lng,
            author: post.user_id,
            price: post.price_centavos,
            title,
            family,
          },
        ]);
        return rows.map(toCriteria);
      }
      return db
        .selectFrom('alerts')
        .select(CRITERIA_COLUMNS)
        .where(
          sql<boolean>`box(point(min_lng, min_lat), point(max_lng, max_lat)) @> point(${post.lng}, ${post.lat})`,
        )
        .where('paused', '=', false)
        .where('user_id', '!=', post.user_id)
        .where((eb) =>
          eb.or([
            eb('max_price_centavos', 'is', null),
            eb('max_price_centavos', '>=', post.price_centavos),
          ]),
        )
        .where(
          sql<boolean>`(search_key is null or strpos(search_key, ' ') > 0 or strpos(${title}, search_key) > 0)`,
        )
        .where(sql<boolean>`(family_ids is null or strpos(family_ids, ${family}) > 0)`)
        .where(sql<boolean>`${distanceFrom(post)} <= range_km + ${DISTANCE_SLACK_KM}`)
        .execute();
    },
  };
}

export type AlertRepository = ReturnType<typeof createAlertRepository>;
export type AlertRow = NonNullable<Awaited<ReturnType<AlertRepository['find']>>>;
