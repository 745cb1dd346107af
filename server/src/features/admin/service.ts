import type { AdminAuthorStatus } from '@core/constants';
import { adminSearchTerm } from '@core/rules';
import type { BanChoice } from '@core/schemas';
import { AppError, notFound } from '../../platform/errors';
import { noSessionsEnded, type SessionsEnded } from '../live/sessions-ended';
import { presentAction, presentAdminPost, presentAdminUser } from './presenter';
import type { AdminPageQuery, AdminRepository } from './repository';

/** A permanent ban ends at the end of time, as far as the app is concerned. */
export const PERMANENT_BAN_UNTIL = '9999-12-31T23:59:59.000Z';

const DAY_MS = 86_400_000;

interface AdminSearch extends AdminPageQuery {
  search?: string | undefined;
}

/** When a ban chosen now ends; null lifts it. */
export function banEnd(choice: BanChoice, now = new Date()): string | null {
  if (choice === 'clear') return null;
  if (choice === 'permanent') return PERMANENT_BAN_UNTIL;
  return new Date(now.getTime() + choice * DAY_MS).toISOString();
}

/** `sessionsEnded`: a banned person's open streams end at once (their sessions are refused). */
export function createAdminService(
  admin: AdminRepository,
  sessionsEnded: SessionsEnded = noSessionsEnded,
) {
  return {
    async listPosts(query: AdminSearch & { authorStatus: AdminAuthorStatus }) {
      const { rows, total } = await admin.listPosts({
        ...query,
        search: adminSearchTerm(query.search ?? ''),
      });
      return { data: rows.map(presentAdminPost), total };
    },

    async listUsers(query: AdminSearch & { status: AdminAuthorStatus }) {
      const { rows, total } = await admin.listUsers({
        ...query,
        search: adminSearchTerm(query.search ?? ''),
      });
      return { data: rows.map(presentAdminUser), total };
    },

    /** Removes a post from the marketplace; archiving a hidden post again changes nothing. */
    async archivePost(adminId: string, postId: string) {
      const post = await admin.findPost(postId);
      if (!post) throw notFound('Post not found.');
      if (post.status !== 'hidden') await admin.archivePost(postId, adminId, post.status);
      return { id: postId, status: 'hidden' as const };
    },

    /** Removes a review (issue 21); removing a removed review again changes nothing. */
    async removeReview(adminId: string, reviewId: string) {
      const review = await admin.findReview(reviewId);
      if (!review) throw notFound('Review not found.');
      if (review.removed_at === null) {
        await admin.removeReview(reviewId, adminId, {
          thread_id: review.thread_id,
          reviewer_id: review.reviewer_id,
          reviewee_id: review.reviewee_id,
          rating: review.rating,
          comment: review.comment,
        });
      }
    },

    async ban(adminId: string, userId: string, choice: BanChoice) {
      const user = await admin.findUser(userId);
      if (!user) throw notFound('User not found.');
      if (user.id === adminId) {
        throw new AppError('cannot_ban_self', 409, 'You cannot ban yourself.');
      }
      if (user.is_admin) {
        throw new AppError('cannot_ban_admin', 403, 'Administrators cannot be banned.');
      }
      const bannedUntil = banEnd(choice);
      await admin.setBan(userId, bannedUntil, adminId, {
        days: choice,
        banned_until: bannedUntil,
        previous_banned_until: user.banned_until,
      });
      if (bannedUntil !== null) sessionsEnded(userId);
      return { id: userId, banned_until: bannedUntil };
    },

    async actions(query: AdminPageQuery) {
      const { rows, total } = await admin.listActions(query);
      return { data: rows.map(presentAction), total };
    },
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
