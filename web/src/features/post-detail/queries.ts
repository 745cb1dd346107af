import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, withQuery } from '../../api/client';
import { readStorage, TOKEN_KEY } from '../../lib/storage';
import { postFormKeys } from '../post-form/queries';
import type { PostDetail } from './types';

/** Where the viewer is, when known; it only adds distance_km to the answer. */
export interface ViewerCenter {
  lat: number;
  lng: number;
}

/**
 * Under the post-form's ['posts', 'detail', id], so one invalidation of ['posts'] (after an
 * edit, a cancel, a sale) refreshes this page too. The viewer's position is a fifth part:
 * the distance differs by viewer, the post does not.
 */
export const postDetailKeys = {
  detail: (id: string, center: ViewerCenter | null) =>
    [...postFormKeys.detail(id), center] as const,
};

// Lists a post may appear in outside the ['posts'] tree (public profiles).
const PROFILE_POSTS_KEY = ['profile', 'posts'] as const;

/**
 * GET /api/posts/{id}?lat=&lng=. A 404 ('Post not found.'), or a 400 for an id that cannot be
 * one, is final: not retried (queryClient.ts).
 */
export const postDetailQuery = (id: string, center: ViewerCenter | null) =>
  queryOptions({
    queryKey: postDetailKeys.detail(id, center),
    queryFn: ({ signal }) =>
      api.get<PostDetail>(withQuery(`/posts/${encodeURIComponent(id)}`, { ...center }), {
        signal,
      }),
    // A 404 the server rendered the page with stays for a visitor: no second ask as the page
    // hydrates. The server answered as for a visitor, though, and a closed post is still its
    // seller's (and an admin's) to see: a device that keeps a session asks again with it.
    retryOnMount: readStorage(TOKEN_KEY) !== null,
  });

export function usePostDetail(id: string, center: ViewerCenter | null) {
  return useQuery({
    ...postDetailQuery(id, center),
    // A location arriving after the first paint keeps the post on screen while the distance
    // loads; a different post never shows the previous one's data.
    placeholderData: (previous) => (previous?.id === id ? previous : undefined),
  });
}

/** After any change: every list and detail that may show the post is stale. */
export function useRefreshPosts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: postFormKeys.all }),
      queryClient.invalidateQueries({ queryKey: PROFILE_POSTS_KEY }),
    ]);
}

export type CloseAction = 'cancel' | 'complete';

/** POST /api/posts/{id}/cancel or /complete (owner only; 409 post_not_editable when closed). */
export function useClosePost(id: string) {
  const refresh = useRefreshPosts();
  return useMutation({
    mutationFn: (action: CloseAction) =>
      api.post<PostDetail>(`/posts/${encodeURIComponent(id)}/${action}`),
    onSettled: () => void refresh(),
  });
}

/** DELETE /api/posts/{id}; the caller leaves the page before the lists are refreshed. */
export function useDeletePost(id: string) {
  return useMutation({
    mutationFn: () => api.del<{ ok: true }>(`/posts/${encodeURIComponent(id)}`),
  });
}

/**
 * POST /api/threads: opens the buyer's conversation about the post, or returns the one
 * that exists (200), so tapping Message twice never makes two threads.
 */
export function useStartThread(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ id: string }>('/threads', { postId, initialBody: null }),
    // The conversation list gains an entry; the threads feature keeps its data under 'threads'.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['threads'] }),
  });
}
