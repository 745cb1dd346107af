import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, withQuery } from '../../api/client';
import type { PostPage } from '../../ui/post';
import { callFor, type ConfirmedAction } from './menuActions';
import type { MyPostsRequest } from './myPostsParams';

/** Under ['posts'], so any change to a post (here, on its page, in the form) refreshes this list. */
export const myPostsKeys = {
  all: ['posts', 'mine'] as const,
  page: (request: MyPostsRequest) => ['posts', 'mine', request] as const,
};

// Public profile lists live under their own key (features/profile/queries.ts).
const PROFILE_POSTS_KEY = ['profile', 'posts'] as const;

/**
 * One page of the owner's posts. While the next page or a new search loads, the current
 * page stays (dimmed) instead of blanking; a different tab never shows the previous tab's.
 */
export function useMyPosts(request: MyPostsRequest) {
  return useQuery({
    queryKey: myPostsKeys.page(request),
    queryFn: ({ signal }) => api.get<PostPage>(withQuery('/posts', { ...request }), { signal }),
    placeholderData: (previous, previousQuery) => {
      const previousRequest = previousQuery?.queryKey[2] as MyPostsRequest | undefined;
      return previousRequest?.status === request.status ? previous : undefined;
    },
  });
}

/** Cancel (also 'archive'), mark as sold, or delete one post. */
export function useMyPostAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: ConfirmedAction }) => {
      const path = `/posts/${encodeURIComponent(id)}`;
      const call = callFor(action);
      return call === 'delete' ? api.del(path) : api.post(`${path}/${call}`);
    },
    // Also on failure: a 409 means the post changed elsewhere, and the list should show how.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['posts'] }),
        queryClient.invalidateQueries({ queryKey: PROFILE_POSTS_KEY }),
      ]),
  });
}
