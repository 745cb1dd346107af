import type { PostSortKey } from '@core/constants';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../ui/form/SearchField';
import { hasActiveFilters, SEARCH_MAX, type FeedFilters as Filters } from '../feedParams';
import type { FeedFiltersApi } from '../useFeedFilters';
import { SortSelect } from './SortSelect';
import { TaxonomySelects } from './TaxonomySelects';

interface FeedFiltersProps {
  filters: Filters;
  /** The sort in force, after the no-location fallback. */
  sort: PostSortKey;
  hasLocation: boolean;
  change: FeedFiltersApi['change'];
  reset: FeedFiltersApi['reset'];
}

/** Search, category, family and sort: one row on a wide screen, a compact grid on a phone. */
export function FeedFilters({ filters, sort, hasLocation, change, reset }: FeedFiltersProps) {
  const { t } = useTranslation();
  // Starting or clearing a search is a history step that Back undoes; refining one
  // replaces the entry, so Back does not replay the search word by word.
  const searching = filters.search !== '';
  const commitSearch = useCallback(
    (search: string) => change({ search }, { replace: searching && search !== '' }),
    [change, searching],
  );

  return (
    <section
      aria-label={t('feed.filters.label')}
      className="rounded-2xl border border-brand-100 bg-white p-3 shadow-sm sm:p-4"
    >
      <div className="grid grid-cols-2 gap-x-3 gap-y-3 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
        <SearchField
          id="feed-search"
          label={t('feed.filters.search')}
          placeholder={t('feed.filters.searchPlaceholder')}
          maxLength={SEARCH_MAX}
          value={filters.search}
          onCommit={commitSearch}
          className="col-span-2 lg:col-span-1"
        />
        <TaxonomySelects
          categoryId={filters.categoryId}
          familyId={filters.familyId}
          onCategory={(categoryId) => change({ categoryId })}
          onFamily={(familyId) => change({ familyId })}
        />
        <SortSelect
          value={sort}
          hasLocation={hasLocation}
          onChange={(next) => change({ sort: next })}
        />
      </div>
      {hasActiveFilters(filters) ? (
        <button
          type="button"
          onClick={reset}
          className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
        >
          {t('feed.filters.clear')}
        </button>
      ) : null}
    </section>
  );
}
