import { AppError, notFound } from '../../platform/errors';
import type { PostRepository } from '../posts/repository';
import type { ReviewRepository } from '../reviews/repository';
import { presentReport, presentReportListItem } from './presenter';
import type { ReportListQuery, ReportRepository, ReportSubject } from './repository';

const reportNotFound = () => notFound('Report not found.');

export function createReportService(
  reports: ReportRepository,
  posts: PostRepository,
  reviews: ReviewRepository,
) {
  /** Once per reporter while their report of the same thing is still open. */
  async function file(subject: ReportSubject, reporterId: string, reason: string) {
    if (await reports.findOpen(subject, reporterId)) {
      throw new AppError(
        'already_reported',
        409,
        `You have already reported this ${subject.type}.`,
      );
    }
    return presentReport(await reports.create(subject, reporterId, reason));
  }

  return {
    /** A signed-in user reports someone else's visible post, once while the report is open. */
    async reportPost(reporterId: string, postId: string, reason: string) {
      const post = await posts.findCore(postId);
      if (!post || post.status === 'hidden') throw notFound('Post not found.');
      if (post.user_id === reporterId) {
        throw new AppError('own_post', 409, 'You cannot report your own post.');
      }
      return file({ type: 'post', id: postId }, reporterId, reason);
    },

    /**
     * A signed-in user reports a review they did not write, the same way. Blocks do not
     * matter here: a seller who blocked a buyer still reports the buyer's review of them.
     */
    async reportReview(reporterId: string, reviewId: string, reason: string) {
      const review = await reviews.find(reviewId);
      if (!review || review.removed_at !== null) throw notFound('Review not found.');
      if (review.reviewer_id === reporterId) {
        throw new AppError('own_review', 409, 'You cannot report your own review.');
      }
      return file({ type: 'review', id: reviewId }, reporterId, reason);
    },

    async list(query: ReportListQuery) {
      const { rows, total } = await reports.list(query);
      return { data: rows.map(presentReportListItem), total };
    },

    countNew: () => reports.countNew(),

    async markReviewed(adminId: string, id: string) {
      const report = await reports.find(id);
      if (!report) throw reportNotFound();
      if (report.status === 'new') await reports.markReviewed(id, adminId);
      return presentReport((await reports.find(id)) ?? report);
    },

    async remove(adminId: string, id: string) {
      const report = await reports.find(id);
      if (!report) throw reportNotFound();
      const removed = await reports.remove(id, adminId, {
        type: report.subject_type,
        ...(report.post_id ? { post_id: report.post_id } : { review_id: report.review_id }),
        status: report.status,
      });
      if (!removed) throw reportNotFound();
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
