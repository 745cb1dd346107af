import type { Insertable, Updateable } from 'kysely';
import { PUBLIC_POINT_SHARED_M } from '@core/constants';
import { boxAround, type LatLng, type PlacedPoint } from '@core/geo';
import type { Db } from '../../db/database';
import type { PostImagesTable, PostsTable } from '../../db/schema';
import { postCreated } from '../alerts/events';
import { sukiPostCreated } from '../suki/events';
import { coversCommittedSql, qtyBelowCommitted } from './quantities';

export type NewPost = Omit<Insertable<PostsTable>, 'seq'>;
export type NewPostImage = Omit<Insertable<PostImagesTable>, 'post_id'>;
export type PostChanges = Pick<
  Updateable<PostsTable>,
  | 'title'
  | 'description'
  | 'price_centavos'
  | 'qty'
  | 'unit'
  | 'family_id'
  | 'expires_at'
  | 'lat'
  | 'lng'
  | 'public_lat'
  | 'public_lng'
  | 'updated_at'
>;
type ImagePaths = Pick<PostImagesTable, 'path' | 'thumb_path'> & { variants: string };

export function createPostRepository(db: Db) {
  const detailQuery = () =>
    db
      .selectFrom('posts')
      .innerJoin('families', 'families.id', 'posts.family_id')
      .innerJoin('categories', 'categories.id', 'families.category_id')
      .innerJoin('users', 'users.id', 'posts.user_id')
      .selectAll('posts')
      .select([
        'families.name as family_name',
        'families.name_tl as family_name_tl',
        'families.name_ceb as family_name_ceb',
        'categories.id as category_id',
        'categories.name as category_name',
        'categories.name_tl as category_name_tl',
        'categories.name_ceb as category_name_ceb',
        'users.username as author_username',
        'users.display_name as author_display_name',
        'users.photo_path as author_photo_path',
        'users.reputation as author_reputation',
        'users.banned_until as author_banned_until',
        'users.show_contact_on_posts as author_show_contact',
        'users.whatsapp_number as author_whatsapp',
        'users.facebook_username as author_facebook',
      ]);

  return {
    findDetail(id: string) {
      return detailQuery().where('posts.id', '=', id).executeTakeFirst();
    },

    /** What a post page shows changing live (issue 23): its status and amounts. */
    amountsOf(id: string) {
      return db
        .selectFrom('posts')
        .select(['id', 'status', 'qty', 'qty_reserved', 'qty_sold', 'expires_at'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    findCore(id: string) {
      return db
        .selectFrom('posts')
        .innerJoin('families', 'families.id', 'posts.family_id')
        .innerJoin('categories', 'categories.id', 'families.category_id')
        .select([
          'posts.id',
          'posts.user_id',
          'posts.status',
          'posts.unit',
          'categories.name as category_name',
        ])
        .where('posts.id', '=', id)
        .executeTakeFirst();
    },

    /**
     * The account's posts of any status (a closed post showed its public point too) in the
     * latitude band that holds every point within PUBLIC_POINT_SHARED_M of `near`, oldest
     * first: the ones whose public point a post placed there may share (lentPublicPoint decides).
     */
    async placedNear(userId: string, near: LatLng): Promise<PlacedPoint[]> {
      const { minLat, maxLat } = boxAround(near, PUBLIC_POINT_SHARED_M / 1000);
      const rows = await db
        .selectFrom('posts')
        .select(['lat', 'lng', 'public_lat', 'public_lng'])
        .where('user_id', '=', userId)
        .where('lat', '>=', minLat)
        .where('lat', '<=', maxLat)
        .orderBy('seq')
        .execute();
      return rows.map((row) => ({
        exact: { lat: row.lat, lng: row.lng },
        shown: { lat: row.public_lat, lng: row.public_lng },
      }));
    },

    /** The post and its photo together, or neither; and its food alerts will be matched. */
    async insert(post: NewPost, images: NewPostImage[]) {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('posts').values(post).execute();
        await postCreated(trx, post.id);
        await sukiPostCreated(trx, post.id);
        if (images.length) {
          await trx
            .insertInto('post_images')
            .values(images.map((image) => ({ ...image, post_id: post.id })))
            .execute();
        }
      });
    },

    /** Updates the fields; with `images` given, replaces the photos and returns the old ones. */
    async update(id: string, changes: PostChanges, images?: NewPostImage[]) {
      return db.transaction().execute(async (trx) => {
        let update = trx.updateTable('posts').set(changes).where('id', '=', id);
        // Checked in the write itself, so a reservation or sale at the same moment is counted.
        if (changes.qty !== undefined) update = update.where(coversCommittedSql(changes.qty));
        const result = await update.executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) throw qtyBelowCommitted();
        if (!images) return [] as ImagePaths[];
        const old = await trx
          .selectFrom('post_images')
          .select(['path', 'thumb_path', 'variants'])
          .where('post_id', '=', id)
          .execute();
        const kept = new Set(images.map((image) => image.path));
        await trx.deleteFrom('post_images').where('post_id', '=', id).execute();
        if (images.length) {
          await trx
            .insertInto('post_images')
            .values(images.map((image) => ({ ...image, post_id: id })))
            .execute();
        }
        return old.filter((image) => !kept.has(image.path));
      });
    },

    /** Moves an active post to a final status; false when it was no longer active. */
    async close(id: string, status: 'hidden' | 'completed', now = new Date()) {
      const result = await db
        .updateTable('posts')
        .set({ status, closed_at: now.toISOString(), updated_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'active')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Deletes the post (threads, reports and images go with it); returns its photo files. */
    async delete(id: string) {
      return db.transaction().execute(async (trx) => {
        const images = await trx
          .selectFrom('post_images')
          .select(['path', 'thumb_path', 'variants'])
          .where('post_id', '=', id)
          .execute();
        await trx.deleteFrom('posts').where('id', '=', id).execute();
        return images;
      });
    },

    imagesOf(postIds: string[]) {
      if (postIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('post_images')
        .select([
          'id',
          'post_id',
          'path',
          'thumb_path',
          'position',
          'width',
          'height',
          'variants',
          'created_at',
        ])
        .where('post_id', 'in', postIds)
        .orderBy('position')
        .execute();
    },

    summaries(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return (
        db
          .selectFrom('posts')
          .select(['id', 'title', 'user_id'])
          .where('id', 'in', ids)
          // Canceled and removed posts are nobody's business but their owner's.
          .where('status', '!=', 'hidden')
          .execute()
      );
    },
  };
}

export type PostRepository = ReturnType<typeof createPostRepository>;
export type PostDetailRow = NonNullable<Awaited<ReturnType<PostRepository['findDetail']>>>;
