import { useCallback } from 'react';
import { useUrlSearchParams } from '../../ui/useUrlSearchParams';
import { parsePage } from './profileDisplay';

/**
 * A list's page number kept in the URL (?posts=2), so reload and a shared link keep it.
 * Page changes replace the history entry: Back leaves the profile instead of paging back.
 */
export function usePageParam(name: string): [number, (page: number) => void] {
  const [params, setParams] = useUrlSearchParams();
  const page = parsePage(params.get(name));
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next <= 1) updated.delete(name);
          else updated.set(name, String(next));
          return updated;
        },
        { replace: true, preventScrollReset: true },
      ),
    [name, setParams],
  );
  return [page, setPage];
}
