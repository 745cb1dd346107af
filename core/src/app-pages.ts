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
  '/(profile|myposts|admin|alerts)',
  '/user/[^/]+',
  '/(about|terms|help|feedback)',
  '/unsubscribe',
] as const;
