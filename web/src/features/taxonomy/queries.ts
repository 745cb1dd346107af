import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../api/client';
import type { Category, Family } from './types';

// The taxonomy changes only with a deploy; refetching it often would waste mobile data.
const TAXONOMY_STALE_MS = 60 * 60 * 1000;

export const taxonomyKeys = {
  categories: ['categories'] as const,
  families: (categoryId: number) => ['families', categoryId] as const,
};

/** All categories (also what the server reads ahead for a page it renders: app/prefetch.ts). */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: taxonomyKeys.categories,
    meta: { offline: { path: '/categories', unwrapped: true } },
    queryFn: ({ signal }) =>
      api.get<{ data: Category[] }>('/categories', { signal }).then((body) => body.data),
    staleTime: TAXONOMY_STALE_MS,
    // Offline, the service worker may still answer from its cache.
    networkMode: 'offlineFirst',
  });

export const familiesQuery = (categoryId: number | null | undefined) =>
  queryOptions({
    queryKey: taxonomyKeys.families(categoryId ?? 0),
    meta: { offline: { path: withQuery('/families', { categoryId }), unwrapped: true } },
    queryFn: ({ signal }) =>
      api
        .get<{ data: Family[] }>(withQuery('/families', { categoryId }), { signal })
        .then((body) => body.data),
    staleTime: TAXONOMY_STALE_MS,
    // Offline, the service worker may still answer from its cache.
    networkMode: 'offlineFirst',
  });

export function useCategories() {
  return useQuery(categoriesQuery());
}

/** Families of one category; idle until a category is chosen. */
export function useFamilies(categoryId: number | null | undefined) {
  return useQuery({
    ...familiesQuery(categoryId),
    enabled: categoryId !== null && categoryId !== undefined,
  });
}
