import { haversineKm, type LatLng } from '@core/geo';
import { SUKI_MAX_FOLLOWED, SUKI_NOTICE_WINDOW_MS } from '@core/schemas';
import { isBanned } from '../../platform/authenticate';

// The rules of following a seller (issue 39), as pure functions the service and the
// notification handlers share, and the tests read directly.

export type FollowRefusal = 'self' | 'unknown' | 'blocked' | 'limit';

/** Why `followerId` may not follow `sellerId`, or null when they may. */
export function followRefusal(input: {
  followerId: string;
  sellerId: string;
  sellerExists: boolean;
  blocked: boolean;
  alreadyFollowing: boolean;
  followedCount: number;
}): FollowRefusal | null {
  if (input.followerId === input.sellerId) return 'self';
  if (!input.sellerExists) return 'unknown';
  if (input.blocked) return 'blocked';
  // Following again is no new follow: it never counts against the cap.
  if (!input.alreadyFollowing && input.followedCount >= SUKI_MAX_FOLLOWED) return 'limit';
  return null;
}

/**
 * Whether a new post at `post` reaches a follower: always, unless they set a search range and
 * the follow knows where they were (then only posts within that range of it).
 */
export function withinFollowerRange(
  post: LatLng,
  follower: { rangeKm: number | null; near: LatLng | null },
): boolean {
  if (follower.rangeKm === null || follower.near === null) return true;
  return haversineKm(post, follower.near) <= follower.rangeKm;
}

/** A follower hears of a seller at once when nothing was said in the last window. */
export function mayTellNow(toldAt: string | null, now: Date): boolean {
  return toldAt === null || Date.parse(toldAt) + SUKI_NOTICE_WINDOW_MS <= now.getTime();
}

/** When the posts folded after a notification at `toldAt` are told, in one notification. */
export const foldDueAt = (toldAt: string) => new Date(Date.parse(toldAt) + SUKI_NOTICE_WINDOW_MS);

/** A banned seller's posts notify no one while the ban lasts. */
export const sellerNotifies = (bannedUntil: string | null, now: Date) =>
  !isBanned(bannedUntil, now);
