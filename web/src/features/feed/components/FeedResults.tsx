import { HOME_PAGE_SIZE } from '@core/constants';
import { useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../pwa/useOnline';
import { Pagination } from '../../../ui/Pagination';
import { hasActiveFilters, pageCountOf, paramsFromFilters } from '../feedParams';
import type { FeedState } from '../useFeed';
import type { FeedView } from '../useFeedView';
import { FeedEmpty } from './FeedEmpty';
import { GoToPage } from './GoToPage';
import { PostList, PostListSkeleton } from './PostList';
import { ViewToggle } from './ViewToggle';
import { LoadError } from '../../../ui/LoadError';
import { MapFrame } from './MapFrame';
import '../../feed-map/frameStrings';

interface FeedResultsProps {
  feed: FeedState;
  view: FeedView;
  onViewChange: (view: FeedView) => void;
  onPageChange: (page: number) => void;
  /** Paging moves focus here, so keyboard and screen reader users start at the new page. */
  headingRef: Ref<HTMLHeadingElement>;
  /** Whether the view control offers the map (the deployment may turn it off). */
  mapOn: boolean;
}

/** The count, the view toggle, the posts (or their loading, error and empty states), the pager. */
export function FeedResults({
  feed,
  view,
  onViewChange,
  onPageChange,
  headingRef,
  mapOn,
}: FeedResultsProps) {
  const { t } = useTranslation();
  const { page: query, filters, session } = feed;
  const data = query.data;
  const stale = query.isPlaceholderData;
  const online = useOnline();
  // The map's count: the posts in its visible area, not the feed's total.
  const [mapTotal, setMapTotal] = useState<number | null>(null);
  // Offline, these posts are the last ones loaded (kept in memory or by the service worker).
  const maybeOutdated = data !== undefined && (!online || data.fromCache);
  const retry = () => {
    if (feed.familiesFailed) void feed.families.refetch();
    else void query.refetch();
  };

  let count: string;
  // The map's count goes on a line of its own above the map (MapFrame): one line, whatever
  // the language, so the map never moves when the number arrives.
  if (view === 'map') count = '';
  else if (data) count = t('feed.results.count', { count: data.total });
  else if (query.isError || feed.familiesFailed) count = '';
  else count = t('feed.results.loading');

  let body;
  if (view === 'map') {
    body = (
      <MapFrame
        feed={feed}
        count={
          mapTotal === null
            ? t('feed.results.loading')
            : t('feedMapFrame.count', { count: mapTotal })
        }
        onTotal={setMapTotal}
        onList={() => onViewChange('list')}
      />
    );
  } else if (feed.familiesFailed || (query.isError && !data)) {
    body = <LoadError message={t('feed.results.error')} onRetry={retry} busy={query.isFetching} />;
  } else if (!data) {
    body = <PostListSkeleton view={view} />;
  } else if (data.data.length === 0) {
    body = (
      <FeedEmpty
        filtered={hasActiveFilters(filters)}
        nearbyKm={feed.location.position ? feed.rangeKm : null}
        signedIn={session.status === 'signedIn'}
        onReset={feed.reset}
      />
    );
  } else {
    const pageCount = pageCountOf(data.total, HOME_PAGE_SIZE);
    body = (
      <>
        {query.isError ? (
          <LoadError message={t('feed.results.error')} onRetry={retry} busy={query.isFetching} />
        ) : null}
        <PostList posts={data.data} view={view} viewerId={session.user?.id ?? null} stale={stale} />
        <Pagination
          page={filters.page}
          pageCount={pageCount}
          onChange={onPageChange}
          listName={t('feed.pager.listName')}
          busy={stale}
          hrefFor={(target) => {
            const query = paramsFromFilters({ ...filters, page: target }).toString();
            return query ? `/?${query}` : '/';
          }}
        />
        {pageCount > 1 ? (
          <GoToPage
            key={filters.page}
            page={filters.page}
            pageCount={pageCount}
            onGo={onPageChange}
            busy={stale}
          />
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby="feed-results-heading" className="mt-4 scroll-mt-20" id="feed-results">
      {/* As tall as Grid/List from the first frame: that group shows once parsed whole. */}
      <div className="flex min-h-[calc(2.75rem+2px)] items-center justify-between gap-3">
        <div>
          <h2 id="feed-results-heading" ref={headingRef} tabIndex={-1} className="sr-only">
            {t('feed.results.heading')}
          </h2>
          <p role="status" className="font-semibold text-ink">
            {count}
            {stale ? <span className="sr-only"> {t('feed.results.updating')}</span> : null}
          </p>
        </div>
        <ViewToggle view={view} onChange={onViewChange} mapOn={mapOn} />
      </div>
      {maybeOutdated && view !== 'map' ? (
        <p className="mt-2 rounded-lg border border-accent-200 bg-accent-50 px-3 py-2 text-sm font-medium text-ink">
          {t('feed.results.stale')}
        </p>
      ) : null}
      {body}
    </section>
  );
}
