import type { FeedbackStatus } from '@core/constants';
import type { Db } from '../../db/database';
import type { FeedbackTable } from '../../db/schema';
import { newId } from '../../platform/tokens';
import { recordAction } from '../admin/moderation-log';

export interface FeedbackListQuery {
  page: number;
  pageSize: number;
  status?: FeedbackStatus | undefined;
}

export type NewFeedback = Omit<FeedbackTable, 'id' | 'status' | 'created_at'>;

export function createFeedbackRepository(db: Db) {
  const feedbackQuery = () =>
    db
      .selectFrom('feedback')
      .leftJoin('users', 'users.id', 'feedback.user_id')
      .selectAll('feedback')
      .select(['users.username as user_username', 'users.email as user_email']);

  return {
    find(id: string) {
      return feedbackQuery().where('feedback.id', '=', id).executeTakeFirst();
    },

    async create(feedback: NewFeedback, now = new Date()) {
      const id = newId();
      await db
        .insertInto('feedback')
        .values({ ...feedback, id, status: 'new', created_at: now.toISOString() })
        .execute();
      return id;
    },

    async list({ page, pageSize, status }: FeedbackListQuery) {
      let rowsQuery = feedbackQuery();
      let countQuery = db.selectFrom('feedback');
      if (status) {
        rowsQuery = rowsQuery.where('feedback.status', '=', status);
        countQuery = countQuery.where('feedback.status', '=', status);
      }
      const [rows, count] = await Promise.all([
        rowsQuery
          .orderBy('feedback.created_at', 'desc')
          .orderBy('feedback.id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        countQuery.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    async countNew() {
      const row = await db
        .selectFrom('feedback')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('status', '=', 'new')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Moves feedback to `status` and logs it; false when it already had that status. */
    setStatus(id: string, status: FeedbackStatus, adminId: string, now = new Date()) {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('feedback')
          .set({ status })
          .where('id', '=', id)
          .where('status', '!=', status)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await recordAction(
          trx,
          {
            adminId,
            action: 'feedback_status',
            subjectType: 'feedback',
            subjectId: id,
            details: { status },
          },
          now,
        );
        return true;
      });
    },

    remove(id: string, adminId: string, details: Record<string, unknown>) {
      return db.transaction().execute(async (trx) => {
        const result = await trx.deleteFrom('feedback').where('id', '=', id).executeTakeFirst();
        if (Number(result.numDeletedRows) !== 1) return false;
        await recordAction(trx, {
          adminId,
          action: 'feedback_deleted',
          subjectType: 'feedback',
          subjectId: id,
          details,
        });
        return true;
      });
    },
  };
}

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
export type FeedbackRow = NonNullable<Awaited<ReturnType<FeedbackRepository['find']>>>;
