import { useCallback, useMemo } from 'react';
import { useUrlSearchParams } from '../../ui/useUrlSearchParams';
import {
  changeFilters,
  DEFAULT_FEED_FILTERS,
  filtersFromParams,
  paramsFromFilters,
  type FeedFilters,
  type FilterChange,
} from './feedParams';

export interface FeedFiltersApi {
  filters: FeedFilters;
  /** A new search, category, family or sort; goes back to page 1. */
  change: (change: FilterChange, options?: { replace?: boolean }) => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** Clears search, category, family and sort. */
  reset: () => void;
}

/** The feed's filters, read from and written to the URL query string. */
export function useFeedFilters(): FeedFiltersApi {
  const [params, setParams] = useUrlSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);

  // Updates start from the URL as it is now, not as it was at the last render, so two
  // quick changes (a debounced search landing during a select change) do not undo each other.
  const update = useCallback(
    (next: (current: FeedFilters) => FeedFilters, replace = false) =>
      setParams((current) => paramsFromFilters(next(filtersFromParams(current)), current), {
        replace,
        // The page keeps its scroll position; only paging scrolls, and it does so itself.
        preventScrollReset: true,
      }),
    [setParams],
  );

  const change = useCallback<FeedFiltersApi['change']>(
    (patch, options) => update((current) => changeFilters(current, patch), options?.replace),
    [update],
  );
  const setPage = useCallback<FeedFiltersApi['setPage']>(
    (page, options) => update((current) => ({ ...current, page }), options?.replace),
    [update],
  );
  const reset = useCallback(() => update(() => DEFAULT_FEED_FILTERS), [update]);

  return { filters, change, setPage, reset };
}
