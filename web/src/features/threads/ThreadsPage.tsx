import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { pageColumn } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { ThreadList } from './list/ThreadList';
import { ThreadSearch } from './list/ThreadSearch';
import { tabId, THREADS_PANEL_ID, ThreadTabs } from './list/ThreadTabs';
import { useThreadFilters } from './list/useThreadFilters';
import { useUnreadThreadsCount } from './useUnreadThreadsCount';

/** /threads: the signed-in user's conversations (SPEC §2 Threads list). */
export function ThreadsPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { filters, change } = useThreadFilters();
  const unread = useUnreadThreadsCount();
  useDocumentTitle(t('threads.list.title'));

  const commitSearch = useCallback((search: string) => change({ search }, true), [change]);
  const clearSearch = useCallback(() => change({ search: '' }), [change]);

  return (
    <section className={pageColumn} aria-labelledby="page-title">
      <h1 id="page-title" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {t('threads.list.title')}
      </h1>
      <div className="mt-4 flex flex-col gap-3">
        <ThreadTabs value={filters.tab} unreadCount={unread} onChange={(tab) => change({ tab })} />
        <ThreadSearch value={filters.search} onCommit={commitSearch} />
      </div>
      <div
        id={THREADS_PANEL_ID}
        role="tabpanel"
        aria-labelledby={tabId(filters.tab)}
        className="mt-5"
      >
        {user ? (
          <ThreadList
            myId={user.id}
            tab={filters.tab}
            search={filters.search}
            onClearSearch={clearSearch}
          />
        ) : null}
      </div>
    </section>
  );
}
