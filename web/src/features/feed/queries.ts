import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../../api/client';
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

/** One page of the feed (also what the server reads ahead for the home page: app/prefetch.ts). */
export const feedPageQuery = (request: FeedRequest | null) =>
  queryOptions({
    queryKey: feedKeys.page(request),
    // Kept for offline use when the server rendered it (pwa/keepForOffline.ts).
    meta: request ? { offline: { path: withQuery('/posts', { ...request }) } } : undefined,
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
    // Ask even when the browser says offline: the service worker may answer from its cache.
    networkMode: 'offlineFirst',
  });

/**
 * One page of the feed. Null means "not yet" (the family list is still loading); the
 * previous page stays on screen while the next one loads, so paging never blanks the list.
 */
export function useFeedPage(request: FeedRequest | null, enabled = true) {
  return useQuery({
    ...feedPageQuery(request),
    enabled: enabled && request !== null,
    placeholderData: keepPreviousData,
  });
}
