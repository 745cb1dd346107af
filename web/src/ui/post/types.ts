import type { PostStatus } from '@core/constants';
import type { PostPhoto } from '@core/schemas';

/** The author GET /api/posts embeds in each item; null when the account is gone. */
export interface PostAuthor {
  id: string;
  username: string;
  display_name: string | null;
}

/**
 * One item of GET /api/posts (server presenter `postListItemSchema`). Prices are pesos;
 * image paths start with '/media/' (or are full URLs when photos live in an S3 bucket) and go
 * through mediaUrl() before reaching an <img>.
 */
export interface PostListItem {
  id: string;
  user_id: string;
  title: string;
  price: number;
  qty: number;
  /** Held for buyers until a pickup time, sold, and what is left (qty minus both, never < 0). */
  qty_reserved: number;
  qty_sold: number;
  qty_available: number;
  unit: string;
  family_id: number;
  images: string[];
  /** 320 px square JPEG of the first photo; cards load it when the photo has no `card`. */
  thumbnail: string | null;
  /**
   * The photos of `images` with their sizes and WebP copies (a 320 × 240 card crop, widths
   * for srcset). Absent from answers cached before the server sent it.
   */
  photos?: PostPhoto[];
  lat: number;
  lng: number;
  status: PostStatus;
  is_expired: boolean;
  expires_at: string;
  created_at: string;
  updated_at: string;
  /** Km from the lat/lng the list was asked with, one decimal; null without a location. */
  distance_km: number | null;
  author: PostAuthor | null;
}

/**
 * What a card needs. Lists other than the feed (My Posts, public profiles) may send less,
 * so everything a card can do without is optional.
 */
export type PostCardData = Pick<
  PostListItem,
  'id' | 'title' | 'price' | 'qty' | 'unit' | 'status' | 'expires_at'
> &
  Partial<
    Pick<
      PostListItem,
      | 'thumbnail'
      | 'images'
      | 'photos'
      | 'family_id'
      | 'is_expired'
      | 'distance_km'
      | 'qty_reserved'
      | 'qty_sold'
      | 'qty_available'
    >
  >;

export type PostCardVariant = 'grid' | 'list';

/** The `data`/`total` envelope of GET /api/posts. */
export interface PostPage {
  data: PostListItem[];
  total: number;
}
