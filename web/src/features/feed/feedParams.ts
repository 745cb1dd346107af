import type { PostSortKey } from '@core/constants';
import { isPostSortKey } from '@core/post-sort';

/**
 * The feed's filters, sort and page as the URL keeps them (?q=&category=&family=&sort=&page=),
 * so a feed can be shared and survives a reload. The device location and the search range
 * stay out of the URL: a shared link must not carry where its sender lives.
 */
export interface FeedFilters {
  /** Trimmed title search; '' for none. */
  search: string;
  categoryId: number | null;
  /** Only meaningful with a category; the family select is disabled without one. */
  familyId: number | null;
  /** What the visitor chose; the feed may fall back to newest (see resolvePostSort). */
  sort: PostSortKey;
  page: number;
  /** Only the sellers the signed-in person follows ("From my suki", ?suki=1). */
  suki: boolean;
}

export const DEFAULT_FEED_FILTERS: FeedFilters = {
  search: '',
  categoryId: null,
  familyId: null,
  sort: 'newest',
  page: 1,
  suki: false,
};

/** The server refuses longer searches; a hand-edited URL must not break the feed. */
export const SEARCH_MAX = 100;

const PARAM = {
  search: 'q',
  category: 'category',
  family: 'family',
  sort: 'sort',
  page: 'page',
  suki: 'suki',
} as const;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const parsed = Number(value);
  return parsed >= 1 ? parsed : null;
}

/** Reads the filters from a URL; anything missing or malformed takes its default. */
export function filtersFromParams(params: URLSearchParams): FeedFilters {
  const categoryId = positiveInt(params.get(PARAM.category));
  const sort = params.get(PARAM.sort);
  return {
    search: (params.get(PARAM.search) ?? '').trim().slice(0, SEARCH_MAX),
    categoryId,
    familyId: categoryId === null ? null : positiveInt(params.get(PARAM.family)),
    sort: isPostSortKey(sort) ? sort : DEFAULT_FEED_FILTERS.sort,
    page: positiveInt(params.get(PARAM.page)) ?? 1,
    suki: params.get(PARAM.suki) === '1',
  };
}

/**
 * Writes the filters into a copy of `base`, leaving other parameters alone and defaults
 * out, so the plain feed's URL stays '/'.
 */
export function paramsFromFilters(
  filters: FeedFilters,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  const put = (name: string, value: string | number | null, fallback: string | number | null) => {
    if (value === null || value === '' || value === fallback) params.delete(name);
    else params.set(name, String(value));
  };
  put(PARAM.search, filters.search.trim(), '');
  put(PARAM.category, filters.categoryId, null);
  put(PARAM.family, filters.categoryId === null ? null : filters.familyId, null);
  put(PARAM.sort, filters.sort, DEFAULT_FEED_FILTERS.sort);
  put(PARAM.page, filters.page, 1);
  put(PARAM.suki, filters.suki ? 1 : null, null);
  return params;
}

export type FilterChange = Partial<
  Pick<FeedFilters, 'search' | 'categoryId' | 'familyId' | 'sort' | 'suki'>
>;

/**
 * Applies a change of search, category, family or sort. Any such change starts again at
 * page 1 (SPEC §2), and a new category drops the family, which belonged to the old one.
 */
export function changeFilters(current: FeedFilters, change: FilterChange): FeedFilters {
  const next: FeedFilters = { ...current, ...change, page: 1 };
  next.search = next.search.trim().slice(0, SEARCH_MAX);
  if (change.categoryId !== undefined && change.categoryId !== current.categoryId) {
    next.familyId = change.familyId ?? null;
  }
  if (next.categoryId === null) next.familyId = null;
  return next;
}

/** Whether anything narrows the feed; the sort alone does not. */
export function hasActiveFilters(filters: FeedFilters): boolean {
  return filters.search !== '' || filters.categoryId !== null || filters.suki;
}

/**
 * How many of the Filters panel's settings are in force, for the count on its button:
 * category, family, a sort other than newest (`sort` is the one in force, so a distance sort
 * without a location does not count) and the search range (when a location narrows the feed).
 * The search has its own box beside the button.
 */
export function panelFilterCount(
  filters: FeedFilters,
  sort: PostSortKey,
  rangeApplies: boolean,
): number {
  return [
    filters.categoryId !== null,
    filters.categoryId !== null && filters.familyId !== null,
    sort !== DEFAULT_FEED_FILTERS.sort,
    rangeApplies,
    filters.suki,
  ].filter(Boolean).length;
}

/** Number of pages for a total, at least 1 so 'Page 1 of 1' never reads 'of 0'. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page number typed by hand, kept within 1..pageCount; null when not a number. */
export function clampPage(text: string, pageCount: number): number | null {
  const parsed = Number.parseInt(text, 10);
  if (!Number.isFinite(parsed)) return null;
  return Math.min(Math.max(parsed, 1), Math.max(pageCount, 1));
}
