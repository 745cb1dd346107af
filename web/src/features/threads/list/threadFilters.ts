import { THREAD_TABS, type ThreadTab } from '../types';

/** The server accepts up to 100 characters of search. */
export const THREAD_SEARCH_MAX = 100;

export interface ThreadFilters {
  tab: ThreadTab;
  search: string;
}

const isTab = (value: string | null): value is ThreadTab =>
  THREAD_TABS.some((tab) => tab === value);

/** Reads ?tab=&q= leniently: an old or hand-edited link falls back to All and no search. */
export function filtersFromParams(params: URLSearchParams): ThreadFilters {
  const tab = params.get('tab');
  return {
    tab: isTab(tab) ? tab : 'all',
    search: (params.get('q') ?? '').trim().slice(0, THREAD_SEARCH_MAX),
  };
}

/** Writes the filters back, leaving defaults out so /threads stays the plain address. */
export function paramsFromFilters(filters: ThreadFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.tab !== 'all') params.set('tab', filters.tab);
  if (filters.search) params.set('q', filters.search);
  return params;
}
