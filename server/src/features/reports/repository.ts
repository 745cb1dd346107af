import type { ReportStatus, ReportType } from '@core/constants';
import type { Db } from '../../db/database';
import { newId } from '../../platform/tokens';
import { recordAction } from '../admin/moderation-log';

export interface ReportListQuery {
  page: number;
  pageSize: number;
  status?: ReportStatus | undefined;
  type?: ReportType | undefined;
}

/** What a report is about: a post or a review, by id. */
export interface ReportSubject {
  type: ReportType;
  id: string;
}

/** The column that holds a subject of this type. */
const subjectColumn = (type: ReportType) => (type === 'post' ? 'post_id' : 'review_id');

export function createReportRepository(db: Db) {
  return {
    find(id: string) {
      return db.selectFrom('reports').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findOpen(subject: ReportSubject, reporterId: string) {
      return db
        .selectFrom('reports')
        .select('id')
        .where(subjectColumn(subject.type), '=', subject.id)
        .where('reporter_id', '=', reporterId)
        .where('status', '=', 'new')
        .executeTakeFirst();
    },

    async create(subject: ReportSubject, reporterId: string, reason: string, now = new Date()) {
      const row = {
        id: newId(),
        subject_type: subject.type,
        post_id: subject.type === 'post' ? subject.id : null,
        review_id: subject.type === 'review' ? subject.id : null,
        reporter_id: reporterId,
        reason,
        status: 'new' as const,
        created_at: now.toISOString(),
        reviewed_at: null,
      };
      await db.insertInto('reports').values(row).execute();
      return row;
    },

    async list({ page, pageSize, status, type }: ReportListQuery) {
      let base = db.selectFrom('reports');
      if (status) base = base.where('reports.status', '=', status);
      if (type) base = base.where('reports.subject_type', '=', type);
      const [rows, count] = await Promise.all([
        base
          .leftJoin('posts', 'posts.id', 'reports.post_id')
          .leftJoin('reviews', 'reviews.id', 'reports.review_id')
          .leftJoin('users as reporter', 'reporter.id', 'reports.reporter_id')
          .leftJoin('users as reviewer', 'reviewer.id', 'reviews.reviewer_id')
          .leftJoin('users as reviewee', 'reviewee.id', 'reviews.reviewee_id')
          .selectAll('reports')
          .select([
            'posts.title as post_title',
            'posts.status as post_status',
            'posts.user_id as post_owner_id',
            'reporter.username as reporter_username',
            'reporter.display_name as reporter_display_name',
            'reviews.rating as review_rating',
            'reviews.comment as review_comment',
            'reviews.removed_at as review_removed_at',
            'reviews.reviewer_id as reviewer_id',
            'reviewer.username as reviewer_username',
            'reviewer.display_name as reviewer_display_name',
            'reviews.reviewee_id as reviewee_id',
            'reviewee.username as reviewee_username',
            'reviewee.display_name as reviewee_display_name',
          ])
          .orderBy('reports.created_at', 'desc')
          .orderBy('reports.id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    async countNew() {
      const row = await db
        .selectFrom('reports')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'new')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Marks a new report reviewed and logs it; false when it was already reviewed. */
    markReviewed(id: string, adminId: string, now = new Date()) {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('reports')
          .set({ status: 'reviewed', reviewed_at: now.toISOString() })
          .where('id', '=', id)
          .where('status', '=', 'new')
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await recordAction(
          trx,
          { adminId, action: 'report_reviewed', subjectType: 'report', subjectId: id },
          now,
        );
        return true;
      });
    },

    remove(id: string, adminId: string, details: Record<string, unknown>) {
      return db.transaction().execute(async (trx) => {
        const result = await trx.deleteFrom('reports').where('id', '=', id).executeTakeFirst();
        if (Number(result.numDeletedRows) !== 1) return false;
        await recordAction(trx, {
          adminId,
          action: 'report_deleted',
          subjectType: 'report',
          subjectId: id,
          details,
        });
        return true;
      });
    },
  };
}

export type ReportRepository = ReturnType<typeof createReportRepository>;
export type ReportListRow = Awaited<ReturnType<ReportRepository['list']>>['rows'][number];
