// The web app's page paths (SPEC §2 and the pages added since), as regular expression
// sources. The server answers them with the app (any other path is a 404 page) and the
// service worker serves its precached shell for them; one list keeps the two in step.

export const APP_PAGE_PATHS = [
  '/',
  '/post/new',
  '/post/[^/]+',
  '/post/[^/]+/edit',
  '/(login|signup|confirm-signup|forgot-password|reset-password)',
  '/threads',
  '/threads/[^/]+',
  '/(profile|myposts|admin|alerts|suki)',
  '/user/[^/]+',
  '/(about|terms|help|feedback)',
  '/unsubscribe',
] as const;

/**
 * The modules (under web/) that draw the pages a first visit most often opens: a shared post,
 * the home page, a profile, login. The server lists their code for the page to fetch with the
 * app's (server/src/platform/page-preloads.ts); the browser build groups what they share into
 * a few files (web/chunks.ts).
 */
export const FIRST_VISIT_PAGE_MODULES = {
  feed: 'src/features/feed/FeedPage.tsx',
  post: 'src/features/post-detail/PostDetailPage.tsx',
  user: 'src/features/profile/PublicProfilePage.tsx',
  login: 'src/features/auth/LoginPage.tsx',
} as const;
