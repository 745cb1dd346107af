import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { useSession } from '../../../../app/session';
import { postDetailKeys } from '../../../post-detail/queries';
import type { PostDetail } from '../../../post-detail/types';
import { sendOrQueue } from '../../outbox/sendOrQueue';

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

/**
 * PUT: the seller holds `qty` for this thread's buyer until `until` (creates or replaces), or
 * queues it while the network is gone; either way the thread shows it once it arrives.
 */
export function useReserve(threadId: string) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  return useMutation({
    // Runs offline too: sendOrQueue keeps it for later (TanStack would pause it instead).
    networkMode: 'always',
    mutationFn: (body: { qty: number; until: string }) =>
      sendOrQueue(queryClient, userId, threadId, { kind: 'reserve', ...body }),
  });
}

/** DELETE: the seller or the buyer lets the held amount go back on sale (queued offline). */
export function useReleaseReservation(threadId: string) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  return useMutation({
    // Runs offline too: sendOrQueue keeps it for later (TanStack would pause it instead).
    networkMode: 'always',
    mutationFn: () => sendOrQueue(queryClient, userId, threadId, { kind: 'release' }),
  });
}
