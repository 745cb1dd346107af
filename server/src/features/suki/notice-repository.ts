import { sql, type SqlBool } from 'kysely';
import type { Db, Engine } from '../../db/database';

/** What suki notifications read, and the marks on each follow that keep them to one a window. */
export function createSukiNoticeRepository(db: Db, engine: Engine) {
  const sellerName = sql<string>`coalesce(seller.display_name, seller.username)`;

  return {
    /** A new post, with what is said of it and of its seller. */
    post(postId: string) {
      return db
        .selectFrom('posts')
        .innerJoin('users as seller', 'seller.id', 'posts.user_id')
        .select([
          'posts.id',
          'posts.user_id',
          'posts.title',
          'posts.price_centavos',
          'posts.qty',
          'posts.unit',
          'posts.status',
          'posts.expires_at',
          'posts.public_lat',
          'posts.public_lng',
          'seller.username as seller_username',
          'seller.banned_until as seller_banned_until',
          sellerName.as('seller_name'),
        ])
        .where('posts.id', '=', postId)
        .executeTakeFirst();
    },

    /** The seller's followers with what decides whether a post reaches them; none across a block. */
    followersOf(sellerId: string) {
      return db
        .selectFrom('suki')
        .innerJoin('users as follower', 'follower.id', 'suki.follower_id')
        .select([
          'suki.follower_id',
          'suki.near_lat',
          'suki.near_lng',
          'follower.search_range_km',
          'follower.suki_posts',
          'follower.banned_until',
          'follower.deletion_requested_at',
        ])
        .where('suki.seller_id', '=', sellerId)
        .where(
          sql<SqlBool>`not exists (select 1 from blocks where
            (blocks.blocker_id = suki.follower_id and blocks.blocked_id = suki.seller_id)
            or (blocks.blocker_id = suki.seller_id and blocks.blocked_id = suki.follower_id))`,
        )
        .execute();
    },

    /** The follow's marks, locked on PostgreSQL for the rest of the transaction. */
    async follow(trx: Db, followerId: string, sellerId: string) {
      let query = trx
        .selectFrom('suki')
        .select(['suki.id', 'suki.told_at', 'suki.folded', 'suki.fold_due_at'])
        .where('follower_id', '=', followerId)
        .where('seller_id', '=', sellerId);
      if (engine === 'postgres') query = query.forUpdate();
      return query.executeTakeFirst();
    },

    /** A notification went now: the window starts again, nothing folded. */
    async told(trx: Db, id: string, now: Date) {
      await trx
        .updateTable('suki')
        .set({ told_at: now.toISOString(), folded: 0, fold_due_at: null })
        .where('id', '=', id)
        .execute();
    },

    /** One more post waits for the folded notification, due at `due`. */
    async fold(trx: Db, id: string, due: Date) {
      await trx
        .updateTable('suki')
        .set((eb) => ({ folded: eb('folded', '+', 1), fold_due_at: due.toISOString() }))
        .where('id', '=', id)
        .execute();
    },

    /** The seller's live posts of the last `since`, newest first: what a folded email lists. */
    livePostsSince(trx: Db, sellerId: string, since: string, limit: number, now: Date) {
      return trx
        .selectFrom('posts')
        .select([
          'posts.id',
          'posts.title',
          'posts.price_centavos',
          'posts.qty',
          'posts.unit',
          sql<string | null>`(select post_images.thumb_path from post_images
            where post_images.post_id = posts.id order by post_images.position limit 1)`.as(
            'thumb_path',
          ),
        ])
        .where('posts.user_id', '=', sellerId)
        .where('posts.status', '=', 'active')
        .where('posts.expires_at', '>', now.toISOString())
        .where('posts.created_at', '>', since)
        .orderBy('posts.created_at', 'desc')
        .limit(limit)
        .execute();
    },

    /** The seller as a folded notification names them. */
    seller(sellerId: string) {
      return db
        .selectFrom('users as seller')
        .select([
          'seller.id',
          'seller.username',
          'seller.banned_until',
          'seller.deletion_requested_at',
          sellerName.as('seller_name'),
        ])
        .where('seller.id', '=', sellerId)
        .executeTakeFirst();
    },
  };
}

export type SukiNoticeRepository = ReturnType<typeof createSukiNoticeRepository>;
