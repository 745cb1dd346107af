import { ERROR_HTTP_STATUS } from '@core/errors';
import { roundPoint, type LatLng } from '@core/geo';
import { MESSAGE_KEY, SUKI_MAX_FOLLOWED, type SukiBody } from '@core/schemas';
import { AppError, notFound } from '../../platform/errors';
import type { BlockChecks } from '../blocks/service';
import { followRefusal, type FollowRefusal } from './policy';
import { presentFollowedSeller } from './presenter';
import type { SukiRepository } from './repository';

const REFUSALS: Record<FollowRefusal, () => AppError> = {
  self: () =>
    new AppError('validation_failed', 400, "You can't be your own suki.", {
      fields: { userId: MESSAGE_KEY.invalid },
    }),
  unknown: () => notFound('User not found.'),
  // The same words whichever side blocked: the person blocked is never told who did it.
  blocked: () => new AppError('blocked', 403, "You can't follow this seller."),
  limit: () =>
    new AppError(
      'suki_limit',
      ERROR_HTTP_STATUS.suki_limit,
      `You can follow at most ${SUKI_MAX_FOLLOWED} sellers.`,
    ),
};

export function createSukiService(suki: SukiRepository, blocks: BlockChecks) {
  /** The follow as the caller's button shows it, with the seller's new count. */
  async function stateOf(followerId: string, sellerId: string) {
    const [follow, count] = await Promise.all([
      suki.find(followerId, sellerId),
      suki.followerCount(sellerId),
    ]);
    return {
      user_id: sellerId,
      suki: follow !== undefined,
      since: follow?.created_at ?? null,
      suki_count: count,
    };
  }

  /** Oneself and unknown people are refused whatever the call (404 and 400 before 403). */
  async function checkSeller(followerId: string, sellerId: string) {
    const sellerExists = followerId === sellerId || (await suki.sellerExists(sellerId));
    const refusal = followRefusal({
      followerId,
      sellerId,
      sellerExists,
      blocked: false,
      alreadyFollowing: true,
      followedCount: 0,
    });
    if (refusal) throw REFUSALS[refusal]();
  }

  return {
    async follow(followerId: string, sellerId: string, body: SukiBody | undefined) {
      await checkSeller(followerId, sellerId);
      const [blocked, existing, followedCount] = await Promise.all([
        blocks.between(followerId, sellerId),
        suki.find(followerId, sellerId),
        suki.followedCount(followerId),
      ]);
      const refusal = followRefusal({
        followerId,
        sellerId,
        sellerExists: true,
        blocked,
        alreadyFollowing: existing !== undefined,
        followedCount,
      });
      if (refusal) throw REFUSALS[refusal]();
      // Rounded as a post's public point is: only the search range is measured from it.
      const near: LatLng | null =
        body?.lat !== undefined && body.lng !== undefined
          ? roundPoint({ lat: body.lat, lng: body.lng })
          : null;
      // The cap is checked again where the follow is written, against a follow at the same moment.
      if (!existing && !(await suki.follow(followerId, sellerId, near, SUKI_MAX_FOLLOWED))) {
        throw REFUSALS.limit();
      }
      return stateOf(followerId, sellerId);
    },

    async unfollow(followerId: string, sellerId: string) {
      await checkSeller(followerId, sellerId);
      await suki.unfollow(followerId, sellerId);
      return stateOf(followerId, sellerId);
    },

    async state(followerId: string, sellerId: string) {
      await checkSeller(followerId, sellerId);
      return stateOf(followerId, sellerId);
    },

    async list(followerId: string, page: number, pageSize: number) {
      const { rows, total } = await suki.page(followerId, page, pageSize);
      const ids = rows.flatMap((row) => (row.latest_post_id ? [row.latest_post_id] : []));
      const latest = new Map((await suki.latestPosts(ids)).map((post) => [post.id, post]));
      return { data: rows.map((row) => presentFollowedSeller(row, latest)), total };
    },

    followerCount: (sellerId: string) => suki.followerCount(sellerId),
  };
}

export type SukiService = ReturnType<typeof createSukiService>;
