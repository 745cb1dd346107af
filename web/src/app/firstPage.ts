import { LoginPage, SignupPage } from '../features/auth/lazyPages';
import { PostDetailPage } from '../features/post-detail/lazyPages';
import { ChatPage } from '../features/threads/lazyPages';
import type { LazyPage } from '../ui/lazyPage';

/**
 * The page a visit starts on, for the pages people open from outside the app (a shared post,
 * the login page, an email's link): main.tsx loads its code before the first render, so the
 * page is drawn at once instead of the loading box first (see ui/lazyPage.ts). The server
 * preloads the same files (server/src/platform/page-preloads.ts).
 */
const FIRST_PAGES: [RegExp, LazyPage<object>][] = [
  [/^\/post\/(?!new$)[^/]+$/, PostDetailPage],
  [/^\/login$/, LoginPage],
  [/^\/signup$/, SignupPage],
  [/^\/threads\/[^/]+$/, ChatPage],
];

/** Settles once the page's code is in (or failed to come: the page's own error shows then). */
export function loadFirstPage(pathname: string): Promise<void> {
  const page = FIRST_PAGES.find(([path]) => path.test(pathname))?.[1];
  return page ? page.preload().catch(() => undefined) : Promise.resolve();
}
