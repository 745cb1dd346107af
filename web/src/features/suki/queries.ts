import { SUKI_PAGE_SIZE } from '@core/schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, withQuery } from '../../api/client';

/** PUT, DELETE and GET /api/me/suki/{userId}. */
export interface SukiState {
  user_id: string;
  suki: boolean;
  since: string | null;
  suki_count: number;
}

/** One followed seller of GET /api/me/suki. */
export interface FollowedSeller {
  user_id: string;
  username: string;
  display_name: string | null;
  photo_url: string | null;
  since: string;
  latest_post: {
    id: string;
    title: string;
    price: number;
    qty: number;
    unit: string;
    thumb_url: string | null;
    expires_at: string;
    created_at: string;
  } | null;
}

export const sukiKeys = {
  all: ['suki'] as const,
  state: (userId: string) => ['suki', 'state', userId] as const,
  page: (page: number) => ['suki', 'list', page] as const,
};

const path = (userId: string) => `/me/suki/${encodeURIComponent(userId)}`;

/** Whether the signed-in person follows the seller, and how many do. */
export function useSukiState(userId: string) {
  return useQuery({
    queryKey: sukiKeys.state(userId),
    queryFn: ({ signal }) => api.get<SukiState>(path(userId), { signal }),
  });
}

/**
 * Follow or stop. The answer is the new state: written into the cache at once; the list, the
 * "From my suki" feed and the seller's profile (its count) are asked again.
 */
export function useSetSuki(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ follow, near }: { follow: boolean; near?: { lat: number; lng: number } }) =>
      follow ? api.put<SukiState>(path(userId), near ?? {}) : api.del<SukiState>(path(userId)),
    onSuccess: (state) => {
      queryClient.setQueryData(sukiKeys.state(userId), state);
      void queryClient.invalidateQueries({ queryKey: ['suki', 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['posts', 'feed'] });
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}

/** One page of the sellers followed, newest first; the page on screen stays while the next loads. */
export function useFollowedSellers(page: number) {
  return useQuery({
    queryKey: sukiKeys.page(page),
    queryFn: ({ signal }) =>
      api.get<{ data: FollowedSeller[]; total: number }>(
        withQuery('/me/suki', { page, pageSize: SUKI_PAGE_SIZE }),
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
