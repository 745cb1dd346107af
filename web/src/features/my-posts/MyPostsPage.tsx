import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { TabPanel } from '../../ui/tabs/Tabs';
import { buttonPrimary, pageColumn } from '../../ui/styles';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { useUrlSearchParams } from '../../ui/useUrlSearchParams';
import { MyPostsResults } from './components/MyPostsResults';
import { MyPostsToolbar } from './components/MyPostsToolbar';
import { MY_POSTS_TABS_ID, StatusTabs } from './components/StatusTabs';
import {
  changeParams,
  myPostsRequest,
  myPostsSearchParams,
  pageCountOf,
  parseMyPostsParams,
  type MyPostsParams,
} from './myPostsParams';
import { useMyPosts } from './queries';
import { useMyPostActions } from './useMyPostActions';
import './strings';

/** /myposts (SPEC §2 My Posts): the signed-in user's posts by status, with their actions. */
export function MyPostsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.myPosts'));
  const [searchParams, setSearchParams] = useUrlSearchParams();
  const params = parseMyPostsParams(searchParams);
  const query = useMyPosts(myPostsRequest(params));
  const actions = useMyPostActions();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const update = useCallback(
    (change: Partial<MyPostsParams>, replace = false) =>
      setSearchParams(
        (current) => myPostsSearchParams(changeParams(parseMyPostsParams(current), change)),
        { replace },
      ),
    [setSearchParams],
  );
  // Typing replaces the history entry: Back should not step through every word.
  const onSearch = useCallback((search: string) => update({ search }, true), [update]);

  // The last post of the last page was deleted or moved to another tab: show the new last page.
  const total = query.data?.total;
  useEffect(() => {
    if (total === undefined || query.isPlaceholderData) return;
    const last = pageCountOf(total);
    if (params.page > last) update({ page: last }, true);
  }, [total, params.page, query.isPlaceholderData, update]);

  const changePage = (page: number) => {
    update({ page });
    headingRef.current?.focus();
  };

  const shown = actions.shown;
  return (
    <section className={pageColumn} aria-labelledby="page-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="page-title" className="text-2xl font-extrabold text-brand-900 sm:text-3xl">
          {t('myPosts.title')}
        </h1>
        <Link to="/post/new" className={buttonPrimary}>
          {t('myPosts.create')}
        </Link>
      </div>
      <p className="mt-2 text-sm text-ink-muted">{t('myPosts.retention')}</p>
      <div className="mt-4">
        <StatusTabs value={params.tab} onChange={(tab) => update({ tab })} />
      </div>
      <TabPanel idPrefix={MY_POSTS_TABS_ID} value={params.tab} className="pt-4">
        <MyPostsToolbar
          search={params.search}
          sort={params.sort}
          onSearch={onSearch}
          onSort={(sort) => update({ sort })}
        />
        <MyPostsResults
          query={query}
          params={params}
          busyId={actions.busyId}
          onAction={actions.ask}
          onPage={changePage}
          onClearSearch={() => update({ search: '' })}
          headingRef={headingRef}
        />
      </TabPanel>
      <ConfirmDialog
        open={actions.asking !== null}
        title={shown ? t(`myPosts.confirm.${shown.action}.title`) : ''}
        message={
          shown ? t(`myPosts.confirm.${shown.action}.message`, { title: shown.post.title }) : ''
        }
        confirmLabel={shown ? t(`myPosts.confirm.${shown.action}.confirm`) : ''}
        cancelLabel={shown ? t(`myPosts.confirm.${shown.action}.keep`) : ''}
        tone={shown?.action === 'complete' ? 'default' : 'danger'}
        onConfirm={actions.confirm}
        onCancel={actions.cancel}
      />
    </section>
  );
}
