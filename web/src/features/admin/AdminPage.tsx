import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TabPanel } from '../../ui/tabs/Tabs';
import { pageColumn } from '../../ui/styles';
import { useToast } from '../../ui/toast';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useUrlSearchParams } from '../../ui/useUrlSearchParams';
import {
  adminListRequest,
  adminSearchParams,
  changeAdminParams,
  pageCountOf,
  parseAdminParams,
  type AdminParams,
} from './adminParams';
import { AdminList } from './components/AdminList';
import { ADMIN_TABS_ID, AdminTabs } from './components/AdminTabs';
import { AdminToolbar } from './components/AdminToolbar';
import { FeedbackRow, LogRow, personName, PostRow, ReportRow, UserRow } from './components/Rows';
import {
  useAdminCall,
  useAdminList,
  type AdminCall,
  type AdminFeedback,
  type AdminPost,
  type AdminReport,
  type AdminUser,
  type BanChoice,
  type ModerationAction,
} from './queries';
import './strings';

interface Asking {
  call: AdminCall;
  title: string;
  message: string;
  confirmLabel: string;
  done: string;
}

/** /admin (SPEC §2 Admin console): reports, feedback, posts, users and the moderation log. */
export function AdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.admin'));
  const { toast } = useToast();
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const params = parseAdminParams(searchParams);
  const request = adminListRequest(params);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const mutation = useAdminCall();
  const [asking, setAsking] = useState<Asking | null>(null);
  // Kept while the dialog closes, so its words do not blank out.
  const [lastAsked, setLastAsked] = useState<Asking | null>(null);

  const reports = useAdminList<AdminReport>('reports', request, params.tab === 'reports');
  const feedback = useAdminList<AdminFeedback>('feedback', request, params.tab === 'feedback');
  const posts = useAdminList<AdminPost>('posts', request, params.tab === 'posts');
  const users = useAdminList<AdminUser>('users', request, params.tab === 'users');
  const log = useAdminList<ModerationAction>('log', request, params.tab === 'log');
  const queries = { reports, feedback, posts, users, log };
  const current = queries[params.tab];

  const update = useCallback(
    (change: Partial<AdminParams>, replace = false) =>
      setSearchParams(
        (previous) => adminSearchParams(changeAdminParams(parseAdminParams(previous), change)),
        { replace },
      ),
    [setSearchParams],
  );
  const onSearch = useCallback((search: string) => update({ search }, true), [update]);

  // The last item of the last page went away: show the new last page.
  const total = current.data?.total;
  const stale = current.isPlaceholderData;
  useEffect(() => {
    if (total === undefined || stale) return;
    const last = pageCountOf(total);
    if (params.page > last) update({ page: last }, true);
  }, [total, stale, params.page, update]);

  const run = (call: AdminCall, done: string) => {
    mutation.mutate(call, {
      onSuccess: () => toast(done, { kind: 'success' }),
      onError: (error) => {
        let message = t('admin.errors.failed');
        if (isApiError(error)) {
          if (error.code === 'cannot_ban_self') message = t('admin.errors.banSelf');
          else if (error.code === 'cannot_ban_admin') message = t('admin.errors.banAdmin');
          else if (error.status !== 0) message = error.message;
        }
        toast(message, { kind: 'error' });
      },
    });
  };
  const ask = (next: Asking) => {
    setAsking(next);
    setLastAsked(next);
  };
  const confirm = () => {
    if (!asking) return;
    setAsking(null);
    run(asking.call, asking.done);
  };
  const busyId = mutation.isPending ? mutation.variables.id : undefined;

  const askRemoveReview = (review: NonNullable<AdminReport['review']>) =>
    ask({
      call: { kind: 'reviewRemove', id: review.id },
      title: t('admin.reports.removeReviewTitle'),
      message: t('admin.reports.removeReviewMessage', {
        name: review.reviewer ? personName(review.reviewer) : t('admin.reports.unknownReporter'),
        seller: personName(review.reviewee),
      }),
      confirmLabel: t('admin.reports.removeReview'),
      done: t('admin.reports.removedReviewDone'),
    });

  const askBan = (user: AdminUser, days: BanChoice) => {
    const name = user.display_name ?? user.username;
    const action = t(`admin.users.ban.${days}`);
    ask({
      call: { kind: 'userBan', id: user.id, days },
      title: t('admin.users.confirmTitle', { action, name }),
      message:
        days === 'clear'
          ? t('admin.users.confirmClear', { name })
          : t('admin.users.confirmBan', { name }),
      confirmLabel: action,
      done: days === 'clear' ? t('admin.users.clearedDone') : t('admin.users.bannedDone'),
    });
  };

  const listProps = {
    page: params.page,
    search: params.search,
    heading: t(`admin.tabs.${params.tab}`),
    headingRef,
    onPage: (page: number) => {
      update({ page });
      headingRef.current?.focus();
    },
  };

  let list;
  switch (params.tab) {
    case 'reports':
      list = (
        <AdminList
          {...listProps}
          query={reports}
          pagerName={t('admin.reports.pager')}
          renderItem={(report) => (
            <ReportRow
              report={report}
              busy={busyId === report.id || (!!report.review && busyId === report.review.id)}
              onReviewed={() =>
                run({ kind: 'reportReviewed', id: report.id }, t('admin.reports.reviewedDone'))
              }
              onDelete={() =>
                ask({
                  call: { kind: 'reportDelete', id: report.id },
                  title: t('admin.reports.deleteTitle'),
                  message: report.review
                    ? t('admin.reports.deleteReviewMessage', {
                        seller: personName(report.review.reviewee),
                      })
                    : t('admin.reports.deleteMessage', { title: report.post?.title ?? '' }),
                  confirmLabel: t('admin.reports.delete'),
                  done: t('admin.reports.deletedDone'),
                })
              }
              onRemoveReview={() => {
                if (report.review) askRemoveReview(report.review);
              }}
            />
          )}
        />
      );
      break;
    case 'feedback':
      list = (
        <AdminList
          {...listProps}
          query={feedback}
          pagerName={t('admin.feedback.pager')}
          renderItem={(item) => (
            <FeedbackRow
              item={item}
              busy={busyId === item.id}
              onToggle={() =>
                run(
                  {
                    kind: 'feedbackStatus',
                    id: item.id,
                    status: item.status === 'new' ? 'reviewed' : 'new',
                  },
                  t('admin.feedback.statusDone'),
                )
              }
              onDelete={() =>
                ask({
                  call: { kind: 'feedbackDelete', id: item.id },
                  title: t('admin.feedback.deleteTitle'),
                  message: t('admin.feedback.deleteMessage'),
                  confirmLabel: t('admin.feedback.delete'),
                  done: t('admin.feedback.deletedDone'),
                })
              }
            />
          )}
        />
      );
      break;
    case 'posts':
      list = (
        <AdminList
          {...listProps}
          query={posts}
          pagerName={t('admin.posts.pager')}
          renderItem={(post) => (
            <PostRow
              post={post}
              busy={busyId === post.id}
              onRemove={() =>
                ask({
                  call: { kind: 'postRemove', id: post.id },
                  title: t('admin.posts.removeTitle'),
                  message: t('admin.posts.removeMessage', { title: post.title }),
                  confirmLabel: t('admin.posts.remove'),
                  done: t('admin.posts.removedDone'),
                })
              }
            />
          )}
        />
      );
      break;
    case 'users':
      list = (
        <AdminList
          {...listProps}
          query={users}
          pagerName={t('admin.users.pager')}
          renderItem={(user) => (
            <UserRow user={user} busy={busyId === user.id} onBan={(days) => askBan(user, days)} />
          )}
        />
      );
      break;
    case 'log':
      list = (
        <AdminList
          {...listProps}
          query={log}
          pagerName={t('admin.log.pager')}
          renderItem={(entry) => <LogRow entry={entry} />}
        />
      );
      break;
  }

  const shown = asking ?? lastAsked;
  return (
    <section className={pageColumn} aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
        {t('admin.title')}
      </h1>
      <div className="mt-4">
        <AdminTabs value={params.tab} onChange={(tab) => update({ tab })} />
      </div>
      <TabPanel idPrefix={ADMIN_TABS_ID} value={params.tab} className="pt-4">
        <AdminToolbar
          tab={params.tab}
          status={params.status}
          search={params.search}
          onStatus={(status) => update({ status })}
          onSearch={onSearch}
        />
        {list}
      </TabPanel>
      <ConfirmDialog
        open={asking !== null}
        title={shown?.title ?? ''}
        message={shown?.message ?? ''}
        confirmLabel={shown?.confirmLabel ?? ''}
        cancelLabel={t('admin.keep')}
        tone="danger"
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
