import {
  POST_SORTS,
  type PostSort,
  type PostSortBy,
  type PostSortKey,
  type SortDir,
} from './constants';

const NEWEST = POST_SORTS[0];

/**
 * The sort the feed actually uses: distance sorts need a device location, and an unknown
 * key (say, from an old bookmark) must not break the feed, so both fall back to newest.
 */
export function resolvePostSort(key: string | null | undefined, hasLocation: boolean): PostSort {
  const sort = POST_SORTS.find((option) => option.key === key);
  if (!sort || (sort.needsLocation && !hasLocation)) return NEWEST;
  return sort;
}

/** Narrowing check for a sort key read from a URL or local storage. */
export function isPostSortKey(value: unknown): value is PostSortKey {
  return POST_SORTS.some((option) => option.key === value);
}

/** The direction a sort takes when none is asked for: soonest first for expiry, else descending. */
export const defaultSortDir = (sortBy: PostSortBy): SortDir =>
  sortBy === 'expiry' ? 'asc' : 'desc';
