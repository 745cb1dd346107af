import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { pageColumn } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { ThreadList } from './list/ThreadList';
import { THREAD_TABS_ID, ThreadTabs } from './list/ThreadTabs';
import { SearchField } from '../../ui/form/SearchField';
import { TabPanel } from '../../ui/tabs/Tabs';
import { THREAD_SEARCH_MAX } from './list/threadFilters';
import { useThreadFilters } from './list/useThreadFilters';
import { useUnreadThreadsCount } from './useUnreadThreadsCount';
import './strings';

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
        <SearchField
          id="threads-search"
          label={t('threads.list.searchLabel')}
          placeholder={t('threads.list.searchPlaceholder')}
          maxLength={THREAD_SEARCH_MAX}
          value={filters.search}
          onCommit={commitSearch}
        />
      </div>
      <TabPanel idPrefix={THREAD_TABS_ID} value={filters.tab} className="mt-5">
        {user ? (
          <ThreadList
            myId={user.id}
            tab={filters.tab}
            search={filters.search}
            onClearSearch={clearSearch}
          />
        ) : null}
      </TabPanel>
    </section>
  );
}
