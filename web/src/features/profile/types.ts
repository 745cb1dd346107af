import type { PostStatus } from '@core/constants';
import type { Profile } from '../../app/session';

/** GET /api/me/profile: the same shape the session verifies. */
export type OwnProfile = Profile;

/** GET /api/profiles/{idOrUsername}: contacts are null unless the owner shows them. */
export type PublicProfile = Omit<
  OwnProfile,
  | 'email'
  | 'phone'
  | 'search_range_km'
  | 'banned_until'
  | 'login_phone'
  | 'phone_verified'
  | 'has_password'
>;

/** GET /api/users/{id}/rating. */
export interface RatingSummary {
  avg: number | null;
  count: number;
}

/** A post as the lists of GET /api/posts return it (SPEC §3); only what a card shows. */
export interface PostSummary {
  id: string;
  title: string;
  price: number;
  qty: number;
  unit: string;
  /** SPEC §3: an array of image references, or a single one. */
  images?: string[] | string | null;
  /** A small version of the first image; preferred on cards to save mobile data. */
  thumbnail?: string | null;
  /** The server's reading of expires_at, so a phone with a wrong clock agrees with it. */
  is_expired?: boolean;
  status: PostStatus;
  expires_at: string | null;
  created_at: string;
}

/**
 * A review of the profile's owner (SPEC §3). `reviewer` is shown when the API embeds it; a
 * former member (an account deleted, or waiting out its 30 days) has no name nor id.
 */
export interface Review {
  id?: string;
  rating: number;
  comment: string | null;
  reviewer_id: string | null;
  created_at: string;
  reviewer?: { username: string; display_name: string | null } | null;
  reviewer_former_member?: boolean;
}

/** The `data`/`total` envelope of every paged list (DESIGN: runtime contract). */
export interface Paged<T> {
  data: T[];
  total: number;
}
