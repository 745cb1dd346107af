import type { CreatePostBody, EditPostBody } from '@core/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../api/client';
import { sendWithProgress } from '../../api/sendWithProgress';
import type { EditablePost } from './types';

/**
 * Everything about posts is cached under 'posts' (the feed, lists, details), so one
 * invalidation after a save refreshes every list that may show the post.
 */
export const postFormKeys = {
  all: ['posts'] as const,
  detail: (id: string) => ['posts', 'detail', id] as const,
};

// Profile pages list a user's posts under their own key (features/profile/queries.ts).
const PROFILE_POSTS_KEY = ['profile', 'posts'] as const;

/** The post being edited, always fresh: its status decides whether it may be edited. */
export function usePostToEdit(id: string) {
  return useQuery({
    queryKey: postFormKeys.detail(id),
    queryFn: ({ signal }) => api.get<EditablePost>(`/posts/${encodeURIComponent(id)}`, { signal }),
    refetchOnMount: 'always',
    // A missing post stays missing; retrying only delays the message on mobile data.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 1,
  });
}

function useRefreshPostLists() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: postFormKeys.all }),
      queryClient.invalidateQueries({ queryKey: PROFILE_POSTS_KEY }),
    ]);
}

interface SendArgs<Body> {
  body: Body;
  /** Share of the request sent (0..1); it matters when a photo is on its way. */
  onProgress: (fraction: number) => void;
}

/** POST /api/posts. */
export function useCreatePost() {
  const refresh = useRefreshPostLists();
  return useMutation({
    mutationFn: ({ body, onProgress }: SendArgs<CreatePostBody>) =>
      sendWithProgress<EditablePost>('POST', '/posts', body, onProgress),
    onSuccess: () => void refresh(),
  });
}

/** PATCH /api/posts/{id}. */
export function useUpdatePost(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshPostLists();
  return useMutation({
    mutationFn: ({ body, onProgress }: SendArgs<EditPostBody>) =>
      sendWithProgress<EditablePost>('PATCH', `/posts/${encodeURIComponent(id)}`, body, onProgress),
    onSuccess: (post) => {
      queryClient.setQueryData(postFormKeys.detail(id), post);
      void refresh();
    },
  });
}
