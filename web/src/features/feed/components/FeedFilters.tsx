import type { PostSortKey } from '@core/constants';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '../../../ui/CountBadge';
import { SearchField } from '../../../ui/form/SearchField';
import { hasActiveFilters, SEARCH_MAX, type FeedFilters as Filters } from '../feedParams';
import type { FeedFiltersApi } from '../useFeedFilters';
import { SortSelect } from './SortSelect';
import { TaxonomySelects } from './TaxonomySelects';
import { ParsedEnd, SHOWN_WHEN_PARSED } from '../../../ui/shownWhenParsed';

interface FeedFiltersProps {
  filters: Filters;
  /** The sort in force, after the no-location fallback. */
  sort: PostSortKey;
  hasLocation: boolean;
  /** How many of the panel's settings are in force (panelFilterCount), shown on its button. */
  count: number;
  change: FeedFiltersApi['change'];
  reset: FeedFiltersApi['reset'];
  /** The rest of the panel: the location and its range, the alert button. */
  children?: ReactNode;
}

// The search label's height (text-sm line + mb-1): the button lines up with the search box.
const buttonFace =
  'relative mt-6 flex min-h-11 items-center gap-1.5 rounded-lg border border-brand-700 bg-white px-2.5 font-semibold text-brand-800';

function SlidersIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0" fill="none">
      <path
        d="M4 7h10m4 0h2M4 17h2m4 0h10M14 4v6m-4 4v6"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function FiltersButtonFace({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <>
      <SlidersIcon />
      {/* Read out as "Filters (2)"; the space keeps the two words apart for screen readers.
          On the corner: the range counts once the device's location is known, after hydration,
          and a count beside the label widened the button, which moved. */}
      <span>{t('feed.filters.button')}</span>{' '}
      <CountBadge count={count} label={String(count)} tone="onLightCorner" />
      <svg
        aria-hidden="true"
        viewBox="0 0 16 16"
        className="size-4 shrink-0 transition-transform group-open:rotate-180"
        fill="none"
      >
        <path d="m4 6 4 4 4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </>
  );
}

/**
 * The search box and a Filters button in one row, so the first screen of a phone shows food;
 * the button opens category, family, sort, the range and the alert button (SPEC §2). The panel
 * is a native <details>: it opens without script in a page the server draws.
 */
export function FeedFilters(props: FeedFiltersProps) {
  const { filters, sort, hasLocation, count, change, reset, children } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
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
      <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-2">
        <SearchField
          id="feed-search"
          name="q"
          label={t('feed.filters.search')}
          placeholder={t('feed.filters.searchPlaceholder')}
          maxLength={SEARCH_MAX}
          value={filters.search}
          onCommit={commitSearch}
          // Above the <details> beside it, and only as tall as itself: stretched down the row
          // it would cover the open panel's left half and catch its taps.
          className="relative z-10 col-start-1 row-start-1 self-start"
        />
        {/* The <details> spans the whole row so its panel is as wide as the bar, with its
            button on the right; this unseen copy of the button gives that column its width. */}
        <span aria-hidden="true" className={`invisible col-start-2 row-start-1 ${buttonFace}`}>
          <FiltersButtonFace count={count} />
        </span>
        <details
          id="feed-filters"
          open={open}
          onToggle={(event) => setOpen(event.currentTarget.open)}
          className="group col-span-2 col-start-1 row-start-1"
        >
          <summary
            className={`${SHOWN_WHEN_PARSED} ${buttonFace} ml-auto w-max cursor-pointer list-none select-none hover:bg-brand-50 group-open:bg-brand-50 [&::-webkit-details-marker]:hidden`}
          >
            <FiltersButtonFace count={count} />
            <ParsedEnd />
          </summary>
          <div className="mt-3 border-t border-brand-100 pt-3">
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
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
            {children}
            {hasActiveFilters(filters) ? (
              <button
                type="button"
                onClick={reset}
                className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
              >
                {t('feed.filters.clear')}
              </button>
            ) : null}
          </div>
        </details>
      </div>
    </section>
  );
}
