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
import { VIEW_PARAM, type FeedView } from './useFeedView';

export interface FeedFiltersApi {
  filters: FeedFilters;
  /** A new search, category, family or sort; goes back to page 1. */
  change: (change: FilterChange, options?: { replace?: boolean }) => void;
  setPage: (page: number, options?: { replace?: boolean }) => void;
  /** Clears search, category, family and sort. */
  reset: () => void;
  /**
   * A new view: page 1 (SPEC §2), and the map's in the URL (`?view=map`, so Back from a post
   * returns to it and the link can be shared), which Grid and List take out again.
   */
  showView: (view: FeedView) => void;
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
  const showView = useCallback(
    (view: FeedView) =>
      setParams(
        (current) => {
          const next = paramsFromFilters({ ...filtersFromParams(current), page: 1 }, current);
          if (view === 'map') next.set(VIEW_PARAM, 'map');
          else next.delete(VIEW_PARAM);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  return { filters, change, setPage, reset, showView };
}
