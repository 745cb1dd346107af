import { FEED_VIEW_COOKIE, readPageCookie } from '@core/page-cookies';

/**
 * The home page's view as this device chose it (its cookie, which the app keeps equal to its
 * stored choice: web/src/features/feed/useFeedView.ts), else SPEC's grid. Rendered so, a
 * device that chose the list does not see the grid first and then every card move.
 */
export function renderedFeedView(headers: { cookie?: string }): 'grid' | 'list' {
  return readPageCookie(headers.cookie, FEED_VIEW_COOKIE) === 'list' ? 'list' : 'grid';
}
