import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../api/client';
import { peekFirstVisitAnswer } from '../../api/firstVisitData';
import type { PostPage } from '../../ui/post';
import { FROM_CACHE_HEADER } from '../../pwa/runtimeCaches';
import type { FeedRequest } from './feedRequest';

/**
 * Keys under ['posts'], so whoever changes a post (create, edit, cancel) refreshes the
 * feed with one invalidateQueries({ queryKey: ['posts'] }).
 */
export const feedKeys = {
  all: ['posts', 'feed'] as const,
  page: (request: FeedRequest | null) => ['posts', 'feed', request] as const,
};

/** A page of the feed, and whether the service worker answered it from its cache. */
export interface FeedPage extends PostPage {
  fromCache: boolean;
}

const NOTHING: FeedPage = { data: [], total: 0, fromCache: false };

/**
 * One page of the feed. Null means "not yet" (the family list is still loading); the
 * previous page stays on screen while the next one loads, so paging never blanks the list.
 */
export function useFeedPage(request: FeedRequest | null, enabled = true) {
  return useQuery({
    queryKey: feedKeys.page(request),
    queryFn: async ({ signal }): Promise<FeedPage> => {
      // A category without families matches nothing: no need to ask the server.
      if (!request || request.familyIds?.length === 0) return NOTHING;
      let fromCache = false;
      const page = await api.get<PostPage>(withQuery('/posts', { ...request }), {
        signal,
        onHeaders: (headers) => {
          fromCache = headers.get(FROM_CACHE_HEADER) === '1';
        },
      });
      return { ...page, fromCache };
    },
    // A first visit's page came with this answer: the feed draws without waiting for it.
    initialData: () => {
      const answer = request && peekFirstVisitAnswer<PostPage>(withQuery('/posts', { ...request }));
      return answer ? { ...answer, fromCache: false } : undefined;
    },
    enabled: enabled && request !== null,
    placeholderData: keepPreviousData,
    // Ask even when the browser says offline: the service worker may answer from its cache.
    networkMode: 'offlineFirst',
  });
}
