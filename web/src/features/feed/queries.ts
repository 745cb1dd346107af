import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../api/client';
import type { PostPage } from '../../ui/post';
import type { FeedRequest } from './feedRequest';

/**
 * Keys under ['posts'], so whoever changes a post (create, edit, cancel) refreshes the
 * feed with one invalidateQueries({ queryKey: ['posts'] }).
 */
export const feedKeys = {
  all: ['posts', 'feed'] as const,
  page: (request: FeedRequest | null) => ['posts', 'feed', request] as const,
};

const NOTHING: PostPage = { data: [], total: 0 };

/**
 * One page of the feed. Null means "not yet" (the family list is still loading); the
 * previous page stays on screen while the next one loads, so paging never blanks the list.
 */
export function useFeedPage(request: FeedRequest | null, enabled = true) {
  return useQuery({
    queryKey: feedKeys.page(request),
    queryFn: ({ signal }) => {
      // A category without families matches nothing: no need to ask the server.
      if (!request || request.familyIds?.length === 0) return NOTHING;
      return api.get<PostPage>(withQuery('/posts', { ...request }), { signal });
    },
    enabled: enabled && request !== null,
    placeholderData: keepPreviousData,
  });
}
