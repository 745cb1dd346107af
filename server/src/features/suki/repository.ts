import { sql, type SqlBool } from 'kysely';
import type { LatLng } from '@core/geo';
import type { Db, Engine } from '../../db/database';
import { newId } from '../../platform/tokens';

/** Either of the two blocked the other: written against the follow row's two columns. */
const blockedBetween = sql<SqlBool>`exists (select 1 from blocks where
    (blocks.blocker_id = suki.follower_id and blocks.blocked_id = suki.seller_id)
    or (blocks.blocker_id = suki.seller_id and blocks.blocked_id = suki.follower_id))`;

/** Blocking either way ends the follows between the two, in the block's transaction. */
export async function endFollowsBetween(trx: Db, a: string, b: string) {
  await trx
    .deleteFrom('suki')
    .where((eb) =>
      eb.or([
        eb.and([eb('follower_id', '=', a), eb('seller_id', '=', b)]),
        eb.and([eb('follower_id', '=', b), eb('seller_id', '=', a)]),
      ]),
    )
    .execute();
}

/** An account leaving takes its follows with it, both ways, in its archive's transaction. */
export async function endFollowsOf(trx: Db, userId: string) {
  await trx
    .deleteFrom('suki')
    .where((eb) => eb.or([eb('follower_id', '=', userId), eb('seller_id', '=', userId)]))
    .execute();
}

/** One follow, written in the caller's transaction; a follow that exists stays as it is. */
async function insertFollow(
  trx: Db,
  followerId: string,
  sellerId: string,
  near: LatLng | null,
  now: Date,
) {
  await trx
    .insertInto('suki')
    .values({
      id: newId(),
      follower_id: followerId,
      seller_id: sellerId,
      created_at: now.toISOString(),
      near_lat: near?.lat ?? null,
      near_lng: near?.lng ?? null,
      told_at: null,
      fold_due_at: null,
    })
    .onConflict((oc) => oc.columns(['follower_id', 'seller_id']).doNothing())
    .execute();
}

/** Who follows whom (issue 39), and the notification marks kept on each follow. */
export function createSukiRepository(db: Db, engine: Engine) {
  /** Follows no block stands between: a block removes them, and hides any left behind. */
  const follows = () => db.selectFrom('suki').where(sql<SqlBool>`not ${blockedBetween}`);

  return {
    /** A person one may follow: an account that is not leaving. */
    async sellerExists(sellerId: string) {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', sellerId)
        .where('deletion_requested_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * A new follow, unless the follower already follows `max` sellers (false then). Counted
     * and written in one transaction with the follower's row locked (PostgreSQL; SQLite's
     * transactions take the write lock at once): two follows at the same moment cannot both
     * pass the cap. Following again keeps the first row (its date, its notification marks).
     */
    async follow(
      followerId: string,
      sellerId: string,
      near: LatLng | null,
      max: number,
      now = new Date(),
    ): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (engine === 'postgres') {
          await trx
            .selectFrom('users')
            .select('id')
            .where('id', '=', followerId)
            .forNoKeyUpdate()
            .execute();
        }
        const counted = await trx
          .selectFrom('suki')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('follower_id', '=', followerId)
          .executeTakeFirst();
        if (Number(counted?.n ?? 0) >= max) return false;
        await insertFollow(trx, followerId, sellerId, near, now);
        return true;
      });
    },

    async unfollow(followerId: string, sellerId: string) {
      await db
        .deleteFrom('suki')
        .where('follower_id', '=', followerId)
        .where('seller_id', '=', sellerId)
        .execute();
    },

    /** The follow of `followerId` to `sellerId`, if there is one. */
    find(followerId: string, sellerId: string) {
      return follows()
        .select(['suki.seller_id', 'suki.created_at'])
        .where('suki.follower_id', '=', followerId)
        .where('suki.seller_id', '=', sellerId)
        .executeTakeFirst();
    },

    async followedCount(followerId: string) {
      const row = await db
        .selectFrom('suki')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('follower_id', '=', followerId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    /**
     * One page of the sellers `followerId` follows, newest follow first, each with the id of
     * their latest live post (active, unexpired; none while the seller is banned).
     */
    async page(followerId: string, page: number, pageSize: number, now = new Date()) {
      const at = now.toISOString();
      const mine = follows().where('suki.follower_id', '=', followerId);
      const [rows, counted] = await Promise.all([
        mine
          .innerJoin('users', 'users.id', 'suki.seller_id')
          .select([
            'users.id as user_id',
            'users.username',
            'users.display_name',
            'users.photo_path',
            'suki.created_at',
          ])
          .select(
            sql<string | null>`(select posts.id from posts
              where posts.user_id = suki.seller_id and posts.status = 'active'
                and posts.expires_at > ${at}
                and (users.banned_until is null or users.banned_until <= ${at})
              order by posts.created_at desc, posts.seq desc limit 1)`.as('latest_post_id'),
          )
          .orderBy('suki.created_at', 'desc')
          .orderBy('suki.id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      return { rows, total: Number(counted?.n ?? 0) };
    },

    /** What a follower's list shows of each seller's latest post. */
    latestPosts(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('posts')
        .select([
          'posts.id',
          'posts.title',
          'posts.price_centavos',
          'posts.qty',
          'posts.unit',
          'posts.expires_at',
          'posts.created_at',
        ])
        .select(
          sql<string | null>`(select post_images.thumb_path from post_images
            where post_images.post_id = posts.id order by post_images.position limit 1)`.as(
            'thumb_path',
          ),
        )
        .where('posts.id', 'in', ids)
        .execute();
    },

    /** How many follow the seller (public profile): follows across a block are gone already. */
    async followerCount(sellerId: string) {
      const row = await follows()
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('suki.seller_id', '=', sellerId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}

export type SukiRepository = ReturnType<typeof createSukiRepository>;
