import { useCallback, useMemo } from 'react';
import { useUrlSearchParams } from '../../../ui/useUrlSearchParams';
import { filtersFromParams, paramsFromFilters, type ThreadFilters } from './threadFilters';

/** The list's tab and search live in the URL: Back from a chat returns to the same view. */
export function useThreadFilters() {
  const [params, setParams] = useUrlSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);

  const change = useCallback(
    (patch: Partial<ThreadFilters>, replace = false) =>
      setParams((current) => paramsFromFilters({ ...filtersFromParams(current), ...patch }), {
        replace,
        preventScrollReset: true,
      }),
    [setParams],
  );

  return { filters, change };
}
