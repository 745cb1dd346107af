import type { PostSale } from '@core/schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

/** Under ['posts'], so a sale made in a chat refreshes an open sales list too. */
export const salesKeys = {
  list: (postId: string) => ['posts', 'sales', postId] as const,
};

/** GET /api/posts/{id}/sales (owner only): who bought how much, oldest first as sent. */
export function usePostSales(postId: string, enabled: boolean) {
  return useQuery({
    queryKey: salesKeys.list(postId),
    queryFn: ({ signal }) =>
      api.get<{ data: PostSale[] }>(`/posts/${encodeURIComponent(postId)}/sales`, { signal }),
    select: (body) => body.data,
    enabled,
  });
}
