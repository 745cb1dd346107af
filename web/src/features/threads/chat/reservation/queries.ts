import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { postDetailKeys } from '../../../post-detail/queries';
import type { PostDetail } from '../../../post-detail/types';
import { threadKeys } from '../../keys';
import type { ThreadDetail, ThreadReservation } from '../../types';

const reservationPath = (threadId: string) =>
  `/threads/${encodeURIComponent(threadId)}/reservation`;

/**
 * The post behind a chat, for its unit and what is left: the thread embeds only its title
 * and photo. Shares the post page's cache entry, so either page refreshes the other.
 */
export function usePostAmounts(postId: string, enabled: boolean) {
  return useQuery({
    queryKey: postDetailKeys.detail(postId, null),
    queryFn: ({ signal }) =>
      api.get<PostDetail>(`/posts/${encodeURIComponent(postId)}`, { signal }),
    enabled,
  });
}

/** A held or released amount changes the thread, the post's amounts and the lists. */
function refreshAfterChange(queryClient: QueryClient, threadId: string) {
  void queryClient.invalidateQueries({ queryKey: threadKeys.detail(threadId) });
  void queryClient.invalidateQueries({ queryKey: threadKeys.lists });
  void queryClient.invalidateQueries({ queryKey: ['posts'] });
}

/** PUT: the seller holds `qty` for this thread's buyer until `until` (creates or replaces). */
export function useReserve(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { qty: number; until: string }) =>
      api.put<ThreadReservation & { created_at: string }>(reservationPath(threadId), body),
    onSuccess: ({ qty, until }) => {
      // Show it at once; the refetch below brings anything else the server changed.
      queryClient.setQueryData<ThreadDetail>(threadKeys.detail(threadId), (thread) =>
        thread ? { ...thread, reservation: { qty, until } } : thread,
      );
    },
    onSettled: () => refreshAfterChange(queryClient, threadId),
  });
}

/** DELETE: the seller or the buyer lets the held amount go back on sale. */
export function useReleaseReservation(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.del<unknown>(reservationPath(threadId)),
    onSuccess: () => {
      queryClient.setQueryData<ThreadDetail>(threadKeys.detail(threadId), (thread) =>
        thread ? { ...thread, reservation: null } : thread,
      );
    },
    onSettled: () => refreshAfterChange(queryClient, threadId),
  });
}
