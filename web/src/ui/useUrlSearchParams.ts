import { useCallback, useLayoutEffect, useRef } from 'react';
import { useNavigate, useSearchParams, type NavigateOptions } from 'react-router';

export type UpdateSearchParams = (
  next: (current: URLSearchParams) => URLSearchParams,
  options?: NavigateOptions,
) => void;

/**
 * `useSearchParams`, except that an update starts from the query string as it is now.
 * React Router hands its updater the params of the last render, so a debounced search that
 * lands just after a tab click (before the click has re-rendered) would put the old tab back.
 * Here the latest params are kept in a ref that every update moves on at once.
 */
export function useUrlSearchParams(): [URLSearchParams, UpdateSearchParams] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const latest = useRef(params);
  // The URL moved on by itself (a link, the Back button): that is now the latest.
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);

  const update = useCallback<UpdateSearchParams>(
    (next, options) => {
      const updated = next(new URLSearchParams(latest.current));
      latest.current = updated;
      void navigate({ search: `?${updated.toString()}` }, options);
    },
    [navigate],
  );
  return [params, update];
}
