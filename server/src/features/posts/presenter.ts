import { z } from 'zod';
import { isExpired } from '@core/expiry';
import { haversineKm, roundCoordinate, roundKm, type LatLng } from '@core/geo';
import { postPhotoSchema, type PostPhoto } from '@core/schemas';
import { mayReadContacts } from '../blocks/profile-view';
import { parseVariants } from './images';
import { postPermissions, type PolicyUser } from './policy';
import { quantitiesOf, quantitySchema } from './quantities';
import type { FeedRow } from './feed-repository';
import type { PostDetailRow } from './repository';

const authorSchema = z.object({
  id: z.string(),
  username: z.string(),
  display_name: z.string().nullable(),
});

export const postListItemSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  title: z.string(),
  price: z.number(),
  qty: z.number(),
  ...quantitySchema,
  unit: z.string(),
  family_id: z.number(),
  images: z.array(z.string()),
  thumbnail: z.string().nullable(),
  /** The photos of `images` with their sizes and WebP copies, for srcset (issue 13). */
  photos: z.array(postPhotoSchema),
  lat: z.number(),
  lng: z.number(),
  status: z.enum(['active', 'hidden', 'completed']),
  is_expired: z.boolean(),
  expires_at: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  distance_km: z.number().nullable(),
  author: authorSchema.nullable(),
});

const named = z.object({
  id: z.number(),
  name: z.string(),
  name_tl: z.string(),
  name_ceb: z.string(),
});

export const postDetailSchema = postListItemSchema.extend({
  description: z.string(),
  family: named,
  category: named,
  author: authorSchema.extend({
    photo_url: z.string().nullable(),
    reputation: z.number(),
    whatsapp_number: z.string().nullable(),
    facebook_username: z.string().nullable(),
  }),
  /** The viewer and the author blocked one another (either way): no way to message is offered. */
  blocked: z.boolean(),
  permissions: z.object({
    edit: z.boolean(),
    cancel: z.boolean(),
    complete: z.boolean(),
    delete: z.boolean(),
  }),
});

export type PostListItem = z.infer<typeof postListItemSchema>;
export type PostDetail = z.infer<typeof postDetailSchema>;

export interface ImageRow {
  post_id: string;
  path: string;
  thumb_path: string;
  width: number;
  height: number;
  variants: string;
}

function presentPhoto(image: ImageRow): PostPhoto {
  const { card, variants } = parseVariants(image.variants);
  const file = (stored: { path: string; width: number; height: number }) => ({
    url: stored.path,
    width: stored.width,
    height: stored.height,
  });
  return {
    ...file(image),
    card: card ? file(card) : null,
    variants: variants.map(file),
  };
}

export type Author = z.infer<typeof authorSchema>;

interface Points {
  user_id: string;
  lat: number;
  lng: number;
  public_lat: number;
  public_lng: number;
}

/**
 * Only the owner (and admins) learn where exactly a post is. Everyone else gets its public
 * point, 150 to 350 m off, and distances measured from it. The public point is stored rounded
 * to about 100 m as it is shown here (publicPointFor), so the feed's range filter, sorts and
 * distances measure from the very point shown and no query learns a digit more; rounding
 * again here only keeps a hand-written row from showing more.
 */
function position(post: Points, viewer: PolicyUser | null) {
  if (viewer?.id === post.user_id || viewer?.isAdmin) {
    return { lat: post.lat, lng: post.lng, exact: true };
  }
  return {
    lat: roundCoordinate(post.public_lat),
    lng: roundCoordinate(post.public_lng),
    exact: false,
  };
}

/**
 * The distance shown from `center` to the point shown: measured here for the exact point, and
 * taken from the query (which measured the stored public point) when it did.
 */
function distanceFrom(
  shown: LatLng,
  exact: boolean,
  center: LatLng | undefined,
  computed?: number | null,
) {
  if (!center) return null;
  return roundKm((exact ? null : computed) ?? haversineKm(center, shown));
}

type PostCore = Omit<FeedRow, 'distance_km'>;

/** What a list item and the detail share: one place decides prices, photos and privacy. */
function presentCore(
  row: PostCore,
  images: ImageRow[],
  viewer: PolicyUser | null,
  center: LatLng | undefined,
  computedKm: number | null,
  now: Date,
) {
  const { exact, ...point } = position(row, viewer);
  return {
    id: row.id,
    user_id: row.user_id,
    title: row.title,
    price: row.price_centavos / 100,
    qty: row.qty,
    ...quantitiesOf(row),
    unit: row.unit,
    family_id: row.family_id,
    images: images.map((image) => image.path),
    thumbnail: images[0]?.thumb_path ?? null,
    photos: images.map(presentPhoto),
    ...point,
    status: row.status,
    is_expired: isExpired(row.expires_at, now),
    expires_at: row.expires_at,
    created_at: row.created_at,
    updated_at: row.updated_at,
    distance_km: distanceFrom(point, exact, center, computedKm),
  };
}

export function presentListItem(
  row: FeedRow,
  images: ImageRow[],
  author: Author | undefined,
  viewer: PolicyUser | null,
  center: LatLng | undefined,
  now = new Date(),
): PostListItem {
  const own = images.filter((image) => image.post_id === row.id);
  const computed = row.distance_km === null ? null : Number(row.distance_km);
  return {
    ...presentCore(row, own, viewer, center, computed, now),
    author: author ?? null,
  };
}

export function presentDetail(
  row: PostDetailRow,
  images: ImageRow[],
  viewer: PolicyUser | null,
  center: LatLng | undefined,
  blocked = false,
  now = new Date(),
): PostDetail {
  // The same rule as every profile read: signed-in viewers only, none across a block.
  const showContact =
    Boolean(row.author_show_contact) && mayReadContacts(viewer?.id, row.user_id, blocked);
  return {
    ...presentCore(row, images, viewer, center, null, now),
    description: row.description,
    family: {
      id: row.family_id,
      name: row.family_name,
      name_tl: row.family_name_tl,
      name_ceb: row.family_name_ceb,
    },
    category: {
      id: row.category_id,
      name: row.category_name,
      name_tl: row.category_name_tl,
      name_ceb: row.category_name_ceb,
    },
    author: {
      id: row.user_id,
      username: row.author_username,
      display_name: row.author_display_name,
      photo_url: row.author_photo_path,
      reputation: row.author_reputation,
      whatsapp_number: showContact ? row.author_whatsapp : null,
      facebook_username: showContact ? row.author_facebook : null,
    },
    blocked,
    permissions: postPermissions(viewer, row),
  };
}
