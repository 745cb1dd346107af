import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

/** One person the signed-in user blocked (GET /api/blocks). */
export interface BlockedPerson {
  user_id: string;
  username: string;
  display_name: string | null;
  created_at: string;
}

export const blockKeys = { mine: ['blocks'] as const };

/** The people the signed-in user blocked, newest first. */
export function useBlockedPeople(enabled = true) {
  return useQuery({
    queryKey: blockKeys.mine,
    queryFn: ({ signal }) => api.get<{ data: BlockedPerson[] }>('/blocks', { signal }),
    select: (body) => body.data,
    enabled,
  });
}

/**
 * A block changes what the feed, posts, profiles, conversations and alerts show: every one
 * of those lists is stale afterwards, in both directions.
 */
function useRefreshAfterBlock() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [blockKeys.mine, ['posts'], ['profile'], ['threads']].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

/** POST /api/blocks (blocking twice is harmless). */
export function useBlock() {
  const refresh = useRefreshAfterBlock();
  return useMutation({
    mutationFn: (userId: string) => api.post<BlockedPerson>('/blocks', { userId }),
    onSuccess: () => void refresh(),
  });
}

/** DELETE /api/blocks/{userId}. */
export function useUnblock() {
  const refresh = useRefreshAfterBlock();
  return useMutation({
    mutationFn: (userId: string) => api.del<{ ok: true }>(`/blocks/${encodeURIComponent(userId)}`),
    onSuccess: () => void refresh(),
  });
}
