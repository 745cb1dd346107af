import { isAllowedUnit } from '@core/units';
import { sharedPublicPoint, type LatLng } from '@core/geo';
import type { CreatePostBody, EditPostBody } from '@core/schemas';
import type { SessionUser } from '../../platform/authenticate';
import { AppError, notFound } from '../../platform/errors';
import type { MediaStore, StoredImage } from '../../platform/media';
import { newId } from '../../platform/tokens';
import type { BlockChecks } from '../blocks/service';
import type { TaxonomyRepository } from '../taxonomy/repository';
import { createFeedCountCache, type FeedCountCache } from './feed-count-cache';
import type { FeedQuery, FeedRepository, FeedRow, OwnerQuery } from './feed-repository';
import { postImageFiles, storePostImages } from './images';
import {
  canCancelPost,
  canDeletePost,
  canEditPost,
  canSeePost,
  isOwner,
  type PolicyUser,
} from './policy';
import { presentDetail, presentListItem, type Author } from './presenter';
import type { PostRepository } from './repository';
import { coversCommitted, qtyBelowCommitted } from './quantities';
import type { LivePublisher } from '../live/publisher';

export interface PostServiceDeps {
  posts: PostRepository;
  feed: FeedRepository;
  taxonomy: TaxonomyRepository;
  media: MediaStore;
  publicUrl: string;
  authorsOf(ids: string[]): Promise<Author[]>;
  blocks: BlockChecks;
  /** Totals of recently counted lists, for their later pages (one per process by default). */
  feedCounts?: FeedCountCache;
  /** A post page's stream hears of a new quantity or status once it is saved (issue 23). */
  live?: Pick<LivePublisher, 'amountsChanged'>;
}

const asPolicyUser = (user: SessionUser | null): PolicyUser | null =>
  user ? { id: user.id, isAdmin: user.isAdmin } : null;

const notYours = () => new AppError('forbidden', 403, 'Only the seller can change this post.');
const notEditable = () =>
  new AppError('post_not_editable', 409, 'Canceled and completed posts cannot be changed.');
/** `field` is the family's name in the request body: familyId on create, family_id on edit. */
const badFamily = (field: 'familyId' | 'family_id') =>
  new AppError('validation_failed', 400, 'Please fix the highlighted fields.', {
    fields: { [field]: 'errors.requiredFamily' },
  });
const badUnit = () =>
  new AppError('validation_failed', 400, 'Please fix the highlighted fields.', {
    fields: { unit: 'errors.unitInvalid' },
  });

const toCentavos = (price: number) => Math.round(price * 100);

/** Where the owner moves the post to, or null when the edit leaves it in place. */
function movedTo(post: LatLng, body: { lat?: number | undefined; lng?: number | undefined }) {
  if (body.lat === undefined || body.lng === undefined) return null;
  if (body.lat === post.lat && body.lng === post.lng) return null;
  return { lat: body.lat, lng: body.lng };
}

export function createPostService(deps: PostServiceDeps) {
  const { posts, feed, taxonomy, media } = deps;
  const feedCounts = deps.feedCounts ?? createFeedCountCache();

  async function categoryOf(familyId: number, field: 'familyId' | 'family_id') {
    const family = await taxonomy.findFamily(familyId);
    if (!family) throw badFamily(field);
    return family.category_name;
  }

  /** Stored files of a failed write are removed again: nothing half-written. */
  async function undoing<T>(stored: StoredImage[], write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      await media.remove(stored.flatMap((image) => image.files));
      throw error;
    }
  }

  /**
   * The public point of a post of `userId` placed at `exact` (on create, or when the owner moves
   * it): the public point of the account's oldest post within 400 m, or a new one
   * (sharedPublicPoint). Read before the write, so two posts created at the same moment at one
   * place may each draw their own; the next post there takes the older one's again.
   */
  async function publicColumns(userId: string, exact: LatLng) {
    const point = sharedPublicPoint(exact, await posts.placedNear(userId, exact));
    return { public_lat: point.lat, public_lng: point.lng };
  }

  async function present(rows: FeedRow[], viewer: PolicyUser | null, center?: LatLng) {
    const ids = rows.map((row) => row.id);
    const [images, authors] = await Promise.all([
      posts.imagesOf(ids),
      deps.authorsOf([...new Set(rows.map((row) => row.user_id))]),
    ]);
    const byId = new Map(authors.map((author) => [author.id, author]));
    return rows.map((row) => presentListItem(row, images, byId.get(row.user_id), viewer, center));
  }

  async function visiblePost(id: string, viewer: PolicyUser | null) {
    const post = await posts.findDetail(id);
    if (!post || !canSeePost(viewer, post)) throw notFound('Post not found.');
    return post;
  }

  return {
    async feed(query: FeedQuery, viewer: SessionUser | null) {
      // Authors the viewer blocked or was blocked by leave the lists like banned ones (whom
      // the feed leaves out by itself).
      const blocked = viewer ? await deps.blocks.relatedIds(viewer.id) : [];
      // Page 1 always counts (exact and fresh); a later page may take the total counted
      // for the same list less than a minute ago.
      const list = { ...query, blocked };
      const known = query.page > 1 ? feedCounts.get(list) : undefined;
      const { rows, total } = await feed.feed(query, blocked, new Date(), known);
      if (known === undefined) feedCounts.set(list, total);
      return { data: await present(rows, asPolicyUser(viewer), query.center), total };
    },

    async ofOwner(query: OwnerQuery, viewer: SessionUser | null) {
      const { rows, total } = await feed.ofOwner(query);
      return { data: await present(rows, asPolicyUser(viewer), query.center), total };
    },

    summaries: (ids: string[]) => posts.summaries(ids),

    async get(id: string, viewer: SessionUser | null, center?: LatLng) {
      const user = asPolicyUser(viewer);
      const post = await visiblePost(id, user);
      // A shared link still opens across a block (not as if deleted), with no way to message.
      const blocked =
        user !== null &&
        user.id !== post.user_id &&
        (await deps.blocks.between(user.id, post.user_id));
      return presentDetail(post, await posts.imagesOf([id]), user, center, blocked);
    },

    async create(user: SessionUser, body: CreatePostBody) {
      const category = await categoryOf(body.familyId, 'familyId');
      if (!isAllowedUnit(category, body.unit)) throw badUnit();
      const shown = await publicColumns(user.id, { lat: body.lat, lng: body.lng });
      const { images, stored } = await storePostImages(body.images, media, deps.publicUrl);
      const now = new Date().toISOString();
      const id = newId();
      await undoing(stored, () =>
        posts.insert(
          {
            id,
            user_id: user.id,
            family_id: body.familyId,
            title: body.title,
            description: body.description,
            price_centavos: toCentavos(body.price),
            qty: body.qty,
            unit: body.unit,
            lat: body.lat,
            lng: body.lng,
            ...shown,
            status: 'active',
            expires_at: new Date(body.expiresAt).toISOString(),
            closed_at: null,
            created_at: now,
            updated_at: now,
          },
          images,
        ),
      );
      return this.get(id, user);
    },

    async update(user: SessionUser, id: string, body: EditPostBody) {
      const viewer = asPolicyUser(user);
      const post = await visiblePost(id, viewer);
      if (!isOwner(viewer, post)) throw notYours();
      if (!canEditPost(viewer, post)) throw notEditable();
      if (!coversCommitted(body.qty, post)) throw qtyBelowCommitted();
      const category = await categoryOf(body.family_id, 'family_id');
      // The post's current unit always stays among the choices (SPEC §5 edit post).
      if (!isAllowedUnit(category, body.unit, post.unit)) throw badUnit();

      // A moved post takes the offset its new place calls for, its own old place counted
      // among the account's posts (so a nudge never draws a new offset); one left in place
      // keeps its point.
      const moved = movedTo(post, body);
      const place = moved && { ...moved, ...(await publicColumns(post.user_id, moved)) };

      const current = (await posts.imagesOf([id])).map(({ post_id: _post, ...image }) => image);
      const replacement = body.images
        ? await storePostImages(body.images, media, deps.publicUrl, current)
        : undefined;
      const removed = await undoing(replacement?.stored ?? [], () =>
        posts.update(
          id,
          {
            title: body.title,
            description: body.description,
            price_centavos: toCentavos(body.price),
            qty: body.qty,
            unit: body.unit,
            family_id: body.family_id,
            expires_at: new Date(body.expires_at).toISOString(),
            ...place,
            updated_at: new Date().toISOString(),
          },
          replacement?.images,
        ),
      );
      await media.remove(removed.flatMap(postImageFiles));
      deps.live?.amountsChanged(id, { kind: 'post' });
      return this.get(id, user);
    },

    /** Cancel (status hidden) or mark sold (completed): only the owner, only while active. */
    async close(user: SessionUser, id: string, status: 'hidden' | 'completed') {
      const viewer = asPolicyUser(user);
      const post = await visiblePost(id, viewer);
      if (!isOwner(viewer, post)) throw notYours();
      if (!canCancelPost(viewer, post) || !(await posts.close(id, status))) throw notEditable();
      deps.live?.amountsChanged(id, { kind: 'post' });
      return this.get(id, user);
    },

    async delete(user: SessionUser, id: string) {
      const viewer = asPolicyUser(user);
      const post = await visiblePost(id, viewer);
      if (!canDeletePost(viewer, post)) throw notYours();
      const images = await posts.delete(id);
      await media.remove(images.flatMap(postImageFiles));
    },
  };
}

export type PostService = ReturnType<typeof createPostService>;
