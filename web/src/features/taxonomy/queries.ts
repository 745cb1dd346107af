import { useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../api/client';
import { peekFirstVisitAnswer } from '../../api/firstVisitData';
import type { Category, Family } from './types';

// The taxonomy changes only with a deploy; refetching it often would waste mobile data.
const TAXONOMY_STALE_MS = 60 * 60 * 1000;

export const taxonomyKeys = {
  categories: ['categories'] as const,
  families: (categoryId: number) => ['families', categoryId] as const,
};

export function useCategories() {
  return useQuery({
    queryKey: taxonomyKeys.categories,
    queryFn: ({ signal }) =>
      api.get<{ data: Category[] }>('/categories', { signal }).then((body) => body.data),
    initialData: () => peekFirstVisitAnswer<{ data: Category[] }>('/categories')?.data,
    staleTime: TAXONOMY_STALE_MS,
    // Offline, the service worker may still answer from its cache.
    networkMode: 'offlineFirst',
  });
}

/** Families of one category; idle until a category is chosen. */
export function useFamilies(categoryId: number | null | undefined) {
  return useQuery({
    queryKey: taxonomyKeys.families(categoryId ?? 0),
    queryFn: ({ signal }) =>
      api
        .get<{ data: Family[] }>(withQuery('/families', { categoryId }), { signal })
        .then((body) => body.data),
    enabled: categoryId !== null && categoryId !== undefined,
    staleTime: TAXONOMY_STALE_MS,
    // Offline, the service worker may still answer from its cache.
    networkMode: 'offlineFirst',
  });
}
