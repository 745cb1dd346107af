import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useCategories } from '../taxonomy/queries';
import type { Family } from '../taxonomy/types';

// The same key and answer as the alerts' list of every family, so the two share one copy.
const ALL_FAMILIES_KEY = ['families', 'all'] as const;

/**
 * The category slug of a post, to draw its icon in place of the photo. List items name only
 * their family, so this reads every family once (about 1 KB, cached for an hour and by the
 * service worker) rather than asking the server for a new field. Null until known.
 */
export function useCategorySlug(ids: { familyId?: number; categoryId?: number }): string | null {
  const families = useQuery({
    queryKey: ALL_FAMILIES_KEY,
    queryFn: ({ signal }) =>
      api.get<{ data: Family[] }>('/families', { signal }).then((body) => body.data),
    staleTime: 60 * 60 * 1000,
    networkMode: 'offlineFirst',
    enabled: ids.categoryId === undefined && ids.familyId !== undefined,
  });
  const categories = useCategories();
  const categoryId =
    ids.categoryId ?? families.data?.find((family) => family.id === ids.familyId)?.category_id;
  if (categoryId === undefined) return null;
  return categories.data?.find((category) => category.id === categoryId)?.slug ?? null;
}
