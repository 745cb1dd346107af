import {
  MY_POSTS_PAGE_SIZE,
  type PostSortBy,
  type PostStatus,
  type SortDir,
} from '@core/constants';

/** The three tabs of SPEC §2 and the status each lists ('hidden' is what users call canceled). */
export const MY_POSTS_TABS = [
  { key: 'active', status: 'active' },
  { key: 'completed', status: 'completed' },
  { key: 'canceled', status: 'hidden' },
] as const satisfies readonly { key: string; status: PostStatus }[];
export type MyPostsTab = (typeof MY_POSTS_TABS)[number]['key'];

/** Newest, price and title, each way where both ways make sense. */
export const MY_POSTS_SORTS = [
  { key: 'newest', sortBy: 'newest', sortDir: 'desc' },
  { key: 'priceAsc', sortBy: 'price', sortDir: 'asc' },
  { key: 'priceDesc', sortBy: 'price', sortDir: 'desc' },
  { key: 'titleAsc', sortBy: 'title', sortDir: 'asc' },
  { key: 'titleDesc', sortBy: 'title', sortDir: 'desc' },
] as const satisfies readonly { key: string; sortBy: PostSortBy; sortDir: SortDir }[];
export type MyPostsSort = (typeof MY_POSTS_SORTS)[number]['key'];

/** Longest search the server takes (its list query caps it at 100). */
export const MY_POSTS_SEARCH_MAX = 100;

export interface MyPostsParams {
  tab: MyPostsTab;
  search: string;
  sort: MyPostsSort;
  page: number;
}

export const DEFAULT_PARAMS: MyPostsParams = { tab: 'active', search: '', sort: 'newest', page: 1 };

export const isMyPostsTab = (value: unknown): value is MyPostsTab =>
  MY_POSTS_TABS.some((tab) => tab.key === value);

export const isMyPostsSort = (value: unknown): value is MyPostsSort =>
  MY_POSTS_SORTS.some((sort) => sort.key === value);

/**
 * The list's state lives in the URL (?tab=&q=&sort=&page=), so Back from a post returns to
 * the same tab and page, and a shared or reloaded link shows the same list. Anything
 * unreadable falls back to the default.
 */
export function parseMyPostsParams(search: URLSearchParams): MyPostsParams {
  const tab = search.get('tab');
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  return {
    tab: isMyPostsTab(tab) ? tab : DEFAULT_PARAMS.tab,
    search: (search.get('q') ?? '').trim().slice(0, MY_POSTS_SEARCH_MAX),
    sort: isMyPostsSort(sort) ? sort : DEFAULT_PARAMS.sort,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The inverse: defaults are left out so the plain /myposts stays plain. */
export function myPostsSearchParams(params: MyPostsParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.tab !== DEFAULT_PARAMS.tab) search.set('tab', params.tab);
  if (params.search) search.set('q', params.search);
  if (params.sort !== DEFAULT_PARAMS.sort) search.set('sort', params.sort);
  if (params.page !== 1) search.set('page', String(params.page));
  return search;
}

/** A change of tab, search or sort starts again at page 1; only paging keeps the rest. */
export function changeParams(
  current: MyPostsParams,
  change: Partial<MyPostsParams>,
): MyPostsParams {
  const next = { ...current, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

/** The query of GET /api/posts?mine=1 for these params. */
export function myPostsRequest(params: MyPostsParams) {
  const tab = MY_POSTS_TABS.find((item) => item.key === params.tab) ?? MY_POSTS_TABS[0];
  const sort = MY_POSTS_SORTS.find((item) => item.key === params.sort) ?? MY_POSTS_SORTS[0];
  return {
    mine: 1,
    status: tab.status,
    search: params.search || undefined,
    sortBy: sort.sortBy,
    sortDir: sort.sortDir,
    page: params.page,
    pageSize: MY_POSTS_PAGE_SIZE,
  };
}
export type MyPostsRequest = ReturnType<typeof myPostsRequest>;

/** Pages for `total` posts; at least 1. */
export function pageCountOf(total: number, pageSize: number = MY_POSTS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
