/**
 * Which requests the service worker answers, and how: pure functions of the URL, unit
 * tested here and used by src/sw.ts.
 */
import { APP_PAGE_PATHS } from '@core/app-pages';

/**
 * The app's pages, as the server serves them: any other path goes to the network, so a wrong
 * link still gets the server's 404 rather than the shell. Matches a pathname, or a pathname
 * and query string (as NavigationRoute tests them).
 */
export const APP_PAGES = APP_PAGE_PATHS.map((path) => new RegExp(`^${path}(\\?|$)`));

/**
 * Never the shell, even if a page pattern above ever grows to match them: the API, photos,
 * the worker, and what crawlers read (robots.txt and the sitemaps, server/src/features/seo).
 */
export const NOT_APP_PAGES: RegExp[] = [
  /^\/api\//,
  /^\/media\//,
  /^\/sw\.js$/,
  /^\/robots\.txt(\?|$)/,
  /^\/sitemap(-\d+)?\.xml(\?|$)/,
];

export const isAppPage = (pathname: string) =>
  APP_PAGES.some((page) => page.test(pathname)) &&
  !NOT_APP_PAGES.some((path) => path.test(pathname));

/** The lists behind the home feed and its filters (GET only; see isCachedApiRead). */
const CACHED_API_PATHS = new Set(['/api/posts', '/api/categories', '/api/families']);

/** Only reads are ever cached: a POST, PATCH or DELETE always goes to the server. */
export function isCachedApiRead(url: URL, method: string, origin: string): boolean {
  return method === 'GET' && url.origin === origin && CACHED_API_PATHS.has(url.pathname);
}

/** The build's hashed scripts and styles (/assets/), same origin only. */
export function isAppCode(url: URL, destination: string, origin: string): boolean {
  return (
    url.origin === origin &&
    url.pathname.startsWith('/assets/') &&
    (destination === 'script' || destination === 'style')
  );
}

/**
 * Photos worth keeping: our own /media/ and other same-origin images. Photos in an S3 bucket
 * are another origin, which the worker's CSP (connect-src 'self') would not let it fetch.
 */
export function isCachedPhoto(url: URL, destination: string, origin: string): boolean {
  if (url.origin !== origin) return false;
  return url.pathname.startsWith('/media/') || destination === 'image';
}

/**
 * A map tile as Leaflet asks for it (issue 38): an image whose path ends in zoom/x/y, with a
 * picture's extension ({z}/{x}/{y}.png, @2x too), from the tile server, wherever it is.
 * Never one of our photos: those live under /media/.
 */
const TILE_PATH = /\/\d{1,2}\/\d{1,7}\/\d{1,7}(@2x)?\.(png|jpe?g|webp)$/;

export function isMapTile(url: URL, destination: string): boolean {
  return (
    destination === 'image' && !url.pathname.startsWith('/media/') && TILE_PATH.test(url.pathname)
  );
}

/**
 * The origins a Content-Security-Policy lets a script fetch from (connect-src, else
 * default-src), beyond its own: the service worker's fetches obey the policy sent with
 * /sw.js, so it keeps tiles only from a tile server it may fetch from.
 */
export function connectOrigins(policy: string | null): string[] {
  if (!policy) return [];
  const directives = new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values] as const),
  );
  const sources = directives.get('connect-src') ?? directives.get('default-src') ?? [];
  return sources.flatMap((source) => {
    try {
      return /^https?:\/\//.test(source) ? [new URL(source).origin] : [];
    } catch {
      return [];
    }
  });
}

// Two decimals of a degree are about 1 km: close enough for a neighbourhood feed.
const COORDINATE_DECIMALS = 2;

/**
 * The cache key of an API read: the URL with lat/lng rounded, so the feed saved at home is
 * found again offline although the phone's position moved by a few metres since.
 */
export function apiCacheKey(href: string): string {
  const url = new URL(href);
  for (const name of ['lat', 'lng']) {
    const value = Number(url.searchParams.get(name) ?? Number.NaN);
    if (Number.isFinite(value)) url.searchParams.set(name, value.toFixed(COORDINATE_DECIMALS));
  }
  return url.href;
}
