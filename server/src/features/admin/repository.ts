import { sql, type SqlBool } from 'kysely';
import type { AdminAuthorStatus } from '@core/constants';
import type { Db } from '../../db/database';
import { recordAction } from './moderation-log';

export interface AdminPageQuery {
  page: number;
  pageSize: number;
}

export interface AdminListQuery extends AdminPageQuery {
  /** Already cut by adminSearchTerm: empty means no search. */
  search: string;
}

/** LIKE pattern matching `term` anywhere, with its own wildcards taken literally. */
const containsPattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

const contains = (column: string, term: string) =>
  sql<SqlBool>`lower(${sql.ref(column)}) like ${containsPattern(term)} escape '\\'`;

export function createAdminRepository(db: Db) {
  /** Users banned at `now` (banned_until in the future) or not, by the given column. */
  const bannedAt = (column: string, status: AdminAuthorStatus, now: string) =>
    status === 'banned'
      ? sql<SqlBool>`${sql.ref(column)} is not null and ${sql.ref(column)} > ${now}`
      : sql<SqlBool>`(${sql.ref(column)} is null or ${sql.ref(column)} <= ${now})`;

  return {
    async listPosts(
      {
        page,
        pageSize,
        search,
        authorStatus,
      }: AdminListQuery & { authorStatus: AdminAuthorStatus },
      now = new Date(),
    ) {
      let base = db.selectFrom('posts').innerJoin('users', 'users.id', 'posts.user_id');
      if (authorStatus !== 'all') {
        base = base.where(bannedAt('users.banned_until', authorStatus, now.toISOString()));
      }
      if (search) {
        base = base.where((eb) =>
          eb.or([
            contains('posts.title', search),
            contains('users.username', search),
            contains('users.display_name', search),
          ]),
        );
      }
      const [rows, count] = await Promise.all([
        base
          .select([
            'posts.id',
            'posts.title',
            'posts.status',
            'posts.user_id',
            'posts.qty',
            'posts.qty_reserved',
            'posts.qty_sold',
            'posts.expires_at',
            'posts.closed_at',
            'posts.created_at',
            'users.username as author_username',
            'users.display_name as author_display_name',
            'users.banned_until as author_banned_until',
          ])
          .orderBy('posts.created_at', 'desc')
          .orderBy('posts.id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    async listUsers(
      { page, pageSize, search, status }: AdminListQuery & { status: AdminAuthorStatus },
      now = new Date(),
    ) {
      let base = db.selectFrom('users');
      if (status !== 'all') {
        base = base.where(bannedAt('users.banned_until', status, now.toISOString()));
      }
      if (search) {
        base = base.where((eb) =>
          eb.or([
            contains('users.username', search),
            contains('users.display_name', search),
            contains('users.email', search),
          ]),
        );
      }
      const [rows, count] = await Promise.all([
        base
          .select((eb) => [
            'users.id',
            'users.username',
            'users.display_name',
            'users.email',
            'users.is_admin',
            'users.banned_until',
            'users.created_at',
            eb
              .selectFrom('posts')
              .select((inner) => inner.fn.countAll<number>().as('n'))
              .whereRef('posts.user_id', '=', 'users.id')
              .as('post_count'),
            // What the scam guard flagged in their messages: a pattern worth a moderator's look.
            eb
              .selectFrom('messages')
              .select((inner) => inner.fn.countAll<number>().as('n'))
              .whereRef('messages.sender_id', '=', 'users.id')
              .where('messages.flags', '<>', '')
              .as('flagged_messages'),
          ])
          .orderBy('users.created_at', 'desc')
          .orderBy('users.id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    findPost(id: string) {
      return db
        .selectFrom('posts')
        .select(['id', 'user_id', 'status', 'title'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    findUser(id: string) {
      return db
        .selectFrom('users')
        .select(['id', 'username', 'is_admin', 'banned_until'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /** Hides a post (active or completed) and logs it, together. */
    archivePost(id: string, adminId: string, previousStatus: string, now = new Date()) {
      return db.transaction().execute(async (trx) => {
        const at = now.toISOString();
        await trx
          .updateTable('posts')
          .set({ status: 'hidden', closed_at: at, updated_at: at })
          .where('id', '=', id)
          .execute();
        await recordAction(
          trx,
          {
            adminId,
            action: 'post_archived',
            subjectType: 'post',
            subjectId: id,
            details: { previous_status: previousStatus },
          },
          now,
        );
      });
    },

    findReview(id: string) {
      return db
        .selectFrom('reviews')
        .select([
          'id',
          'thread_id',
          'reviewer_id',
          'reviewee_id',
          'rating',
          'comment',
          'removed_at',
        ])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    /**
     * Takes a review off the profile, its list and its average, marks its open reports
     * reviewed (they are answered) and logs it, together. Kept as a row, so the buyer cannot
     * post the same sale's review again and its reports keep their context.
     */
    removeReview(id: string, adminId: string, details: Record<string, unknown>, now = new Date()) {
      return db.transaction().execute(async (trx) => {
        const at = now.toISOString();
        const result = await trx
          .updateTable('reviews')
          .set({ removed_at: at })
          .where('id', '=', id)
          .where('removed_at', 'is', null)
          .executeTakeFirst();
        // Removed by another admin a moment ago: one log line is enough.
        if (Number(result.numUpdatedRows) !== 1) return;
        await trx
          .updateTable('reports')
          .set({ status: 'reviewed', reviewed_at: at })
          .where('review_id', '=', id)
          .where('status', '=', 'new')
          .execute();
        await recordAction(
          trx,
          { adminId, action: 'review_removed', subjectType: 'review', subjectId: id, details },
          now,
        );
      });
    },

    /** Sets (or clears, with null) a user's ban end and logs it, together. */
    setBan(
      userId: string,
      bannedUntil: string | null,
      adminId: string,
      details: Record<string, unknown>,
      now = new Date(),
    ) {
      return db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ banned_until: bannedUntil, updated_at: now.toISOString() })
          .where('id', '=', userId)
          .execute();
        await recordAction(
          trx,
          {
            adminId,
            action: bannedUntil ? 'user_banned' : 'user_unbanned',
            subjectType: 'user',
            subjectId: userId,
            details,
          },
          now,
        );
      });
    },

    async listActions({ page, pageSize }: AdminPageQuery) {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('moderation_actions')
          .leftJoin('users', 'users.id', 'moderation_actions.admin_id')
          .selectAll('moderation_actions')
          .select(['users.username as admin_username'])
          .orderBy('moderation_actions.created_at', 'desc')
          .orderBy('moderation_actions.id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        db
          .selectFrom('moderation_actions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },
  };
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
export type AdminPostRow = Awaited<ReturnType<AdminRepository['listPosts']>>['rows'][number];
export type AdminUserRow = Awaited<ReturnType<AdminRepository['listUsers']>>['rows'][number];
export type ModerationActionRow = Awaited<
  ReturnType<AdminRepository['listActions']>
>['rows'][number];
