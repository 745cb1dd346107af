import type { QueryClient } from '@tanstack/react-query';
import { familyFilterFor, feedRequestFor, searchRangeKm } from '../features/feed/feedRequest';
import { filtersFromParams } from '../features/feed/feedParams';
import { feedPageQuery } from '../features/feed/queries';
import { mapSettingsQuery } from '../features/feed-map/settings';
import { postDetailQuery } from '../features/post-detail/queries';
import { parsePage } from '../features/profile/profileDisplay';
import {
  publicProfileQuery,
  userPostsQuery,
  userRatingQuery,
  userReviewsQuery,
} from '../features/profile/queries';
import { categoriesQuery, familiesQuery } from '../features/taxonomy/queries';

/**
 * What the server reads for a page before it renders it, with the pages' own queries (the
 * same keys and calls as their hooks): the page then renders once, with its content. It
 * reads as a visitor without a location or a session sees the page, as the server renders
 * it. A query this misses is still answered (entry-server.tsx renders again), only slower.
 */
export async function prefetchPage(client: QueryClient, url: URL): Promise<void> {
  // A read that fails (a post not found) stays in the cache as the query's error: the page
  // shows it, as in the browser.
  const soft = <T>(read: Promise<T>) => read.catch(() => undefined);

  if (url.pathname === '/') {
    const filters = filtersFromParams(url.searchParams);
    const [, , families] = await Promise.all([
      soft(client.fetchQuery(categoriesQuery())),
      // Whether the view control offers the Map (MAP_TILE_URL=off takes it away).
      soft(client.fetchQuery(mapSettingsQuery())),
      filters.categoryId === null
        ? undefined
        : soft(client.fetchQuery(familiesQuery(filters.categoryId))),
    ]);
    const request = feedRequestFor(filters, {
      families: familyFilterFor(filters, families),
      location: null,
      rangeKm: searchRangeKm(null),
    });
    if (request) await soft(client.fetchQuery(feedPageQuery(request)));
    return;
  }

  const post = url.pathname.match(/^\/post\/(?!new$)([^/]+)$/);
  if (post) {
    const detail = await soft(
      client.fetchQuery(postDetailQuery(decodeURIComponent(post[1]!), null)),
    );
    if (detail) await soft(client.fetchQuery(userRatingQuery(detail.user_id)));
    return;
  }

  const user = url.pathname.match(/^\/user\/([^/]+)$/);
  if (user) {
    const profile = await soft(client.fetchQuery(publicProfileQuery(decodeURIComponent(user[1]!))));
    if (!profile) return;
    await Promise.all([
      soft(client.fetchQuery(userRatingQuery(profile.id))),
      soft(client.fetchQuery(userPostsQuery(profile.id, parsePage(url.searchParams.get('posts'))))),
      soft(
        client.fetchQuery(userReviewsQuery(profile.id, parsePage(url.searchParams.get('reviews')))),
      ),
    ]);
  }
}
