import { AppError, notFound } from '../../platform/errors';
import type { PostRepository } from '../posts/repository';
import { presentReport, presentReportListItem } from './presenter';
import type { ReportListQuery, ReportRepository } from './repository';

const reportNotFound = () => notFound('Report not found.');

export function createReportService(reports: ReportRepository, posts: PostRepository) {
  return {
    /** A signed-in user reports someone else's visible post, once while the report is open. */
    async reportPost(reporterId: string, postId: string, reason: string) {
      const post = await posts.findCore(postId);
      if (!post || post.status === 'hidden') throw notFound('Post not found.');
      if (post.user_id === reporterId) {
        throw new AppError('own_post', 409, 'You cannot report your own post.');
      }
      if (await reports.findOpen(postId, reporterId)) {
        throw new AppError('already_reported', 409, 'You have already reported this post.');
      }
      return presentReport(await reports.create(postId, reporterId, reason));
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
        post_id: report.post_id,
        status: report.status,
      });
      if (!removed) throw reportNotFound();
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
