import { ADMIN_PAGE_SIZE, ADMIN_SEARCH_MIN } from '@core/constants';

/** The five sections of the console, in tab order (SPEC §2 Admin console). */
export const ADMIN_TABS = ['reports', 'feedback', 'posts', 'users', 'log'] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

/** Reports and feedback filter by their own status; posts and users by the author's ban. */
export const REVIEW_FILTERS = ['all', 'new', 'reviewed'] as const;
export const BAN_FILTERS = ['all', 'banned', 'active'] as const;
export type AdminFilter = (typeof REVIEW_FILTERS)[number] | (typeof BAN_FILTERS)[number];

/** Longest search the server takes. */
export const ADMIN_SEARCH_MAX = 100;

export interface AdminParams {
  tab: AdminTab;
  status: AdminFilter;
  search: string;
  page: number;
}

export const isAdminTab = (value: unknown): value is AdminTab =>
  ADMIN_TABS.some((tab) => tab === value);

export function filtersOf(tab: AdminTab): readonly AdminFilter[] {
  if (tab === 'reports' || tab === 'feedback') return REVIEW_FILTERS;
  if (tab === 'posts' || tab === 'users') return BAN_FILTERS;
  return ['all'];
}

/** Only posts and users can be searched. */
export const hasSearch = (tab: AdminTab) => tab === 'posts' || tab === 'users';

/** ?tab=&status=&q=&page=; anything unreadable falls back to the default. */
export function parseAdminParams(search: URLSearchParams): AdminParams {
  const rawTab = search.get('tab');
  const tab: AdminTab = isAdminTab(rawTab) ? rawTab : 'reports';
  const rawStatus = search.get('status');
  const status = filtersOf(tab).find((filter) => filter === rawStatus) ?? 'all';
  const page = Number(search.get('page'));
  return {
    tab,
    status,
    search: hasSearch(tab) ? (search.get('q') ?? '').trim().slice(0, ADMIN_SEARCH_MAX) : '',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The inverse; defaults are left out so the plain /admin stays plain. */
export function adminSearchParams(params: AdminParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.tab !== 'reports') search.set('tab', params.tab);
  if (params.status !== 'all') search.set('status', params.status);
  if (params.search) search.set('q', params.search);
  if (params.page !== 1) search.set('page', String(params.page));
  return search;
}

/** A new tab starts clean; a new filter or search starts at page 1. */
export function changeAdminParams(current: AdminParams, change: Partial<AdminParams>): AdminParams {
  if (change.tab !== undefined && change.tab !== current.tab) {
    return { tab: change.tab, status: 'all', search: '', page: 1 };
  }
  const next = { ...current, ...change };
  if (change.page === undefined) next.page = 1;
  // A search typed on Users that lands after a switch to the Log has nothing to filter there.
  if (!hasSearch(next.tab)) next.search = '';
  return next;
}

/** SPEC §5: the search is sent only from 3 characters on. */
export function effectiveSearch(search: string): string | undefined {
  return search.length >= ADMIN_SEARCH_MIN ? search : undefined;
}

/** The query string of the list call for these params. */
export function adminListRequest(params: AdminParams) {
  const base = { page: params.page, pageSize: ADMIN_PAGE_SIZE };
  const status = params.status === 'all' ? undefined : params.status;
  switch (params.tab) {
    case 'reports':
    case 'feedback':
      return { ...base, status };
    case 'posts':
      return { ...base, authorStatus: params.status, search: effectiveSearch(params.search) };
    case 'users':
      return { ...base, status: params.status, search: effectiveSearch(params.search) };
    case 'log':
      return base;
  }
}
export type AdminListRequest = ReturnType<typeof adminListRequest>;

export const LIST_PATHS: Record<AdminTab, string> = {
  reports: '/reports',
  feedback: '/feedback',
  posts: '/admin/posts',
  users: '/admin/users',
  log: '/admin/actions',
};

export function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
}
