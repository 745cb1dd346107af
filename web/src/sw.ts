/**
 * The service worker, built by vite-plugin-pwa (injectManifest) into /sw.js. Workbox does
 * the caching; the rules for which request goes where live in ./pwa/routes.ts, tested.
 * Type-checked by web/tsconfig.sw.json (WebWorker library), not by the app's tsconfig.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { isRecord } from './lib/guards';
import {
  NAVIGATE_MESSAGE,
  notificationUrl,
  parsePushMessage,
  shouldShowPush,
  windowToFocus,
  type NavigateMessage,
} from './pwa/push';
import {
  apiCacheKey,
  APP_PAGES,
  isCachedApiRead,
  isAppCode,
  isCachedPhoto,
  connectOrigins,
  isMapTile,
  NOT_APP_PAGES,
} from './pwa/routes';
import {
  API_CACHE,
  CODE_CACHE,
  FROM_CACHE_HEADER,
  PHOTO_CACHE,
  TILE_CACHE,
} from './pwa/runtimeCaches';

declare const self: ServiceWorkerGlobalScope;

const DAY_SECONDS = 24 * 60 * 60;
const ORIGIN = self.location.origin;

// The build's HTML, JS, CSS and icons, one consistent set per release. A new release waits
// (no skipWaiting here) until the page's "Reload" sends SKIP_WAITING, so a tab never runs
// old JS against new files.
// Pages are never answered from the precache by address ('/' as /index.html): they come from
// the server, rendered (the navigation route below), the shell only as the offline fallback.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '', cleanURLs: false });
cleanupOutdatedCaches();
self.addEventListener('message', (event) => {
  if (isRecord(event.data) && event.data.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Pages come from the server first, rendered with their content (the feed, the post, in the
// visitor's language); without a network, the precached app draws the page itself from what
// its caches hold (the last feed, the posts opened).
const offlineApp = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await fetch(options.request);
      } catch {
        return offlineApp(options);
      }
    },
    { allowlist: APP_PAGES, denylist: NOT_APP_PAGES },
  ),
);

// The feed and its filters: fresh when the network answers within a few seconds, else the
// last copy, marked so the feed can say it may be out of date.
registerRoute(
  ({ request, url }) => isCachedApiRead(url, request.method, ORIGIN),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: 4,
    plugins: [
      new ExpirationPlugin({
        maxEntries: 30,
        maxAgeSeconds: 3 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
      {
        cacheKeyWillBeUsed: async ({ request }) => apiCacheKey(request.url),
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          if (!cachedResponse) return null;
          const headers = new Headers(cachedResponse.headers);
          headers.set(FROM_CACHE_HEADER, '1');
          const { status, statusText } = cachedResponse;
          return new Response(cachedResponse.body, { status, statusText, headers });
        },
      },
    ],
  }),
);

// The code of pages not precached (see web/precache.ts), kept once a page has been opened or
// the app has warmed it for offline use (src/pwa/warmOfflinePages.ts): hashed names never
// change, so the cached copy is always right.
registerRoute(
  ({ request, url }) => isAppCode(url, request.destination, ORIGIN),
  new CacheFirst({
    cacheName: CODE_CACHE,
    plugins: [
      new ExpirationPlugin({
        maxEntries: 80,
        maxAgeSeconds: 30 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Map tiles that someone looked at (issue 38), kept a week, at most 400 (a few screenfuls of
// a neighbourhood at several zooms), as OpenStreetMap's tile policy asks: cache what is seen,
// never fetch ahead. CacheFirst keeps 200s only: a CORS answer (Leaflet asks with crossorigin),
// never an opaque one, which would count megabytes against the quota. Before the photo route, which takes same-origin
// images: a deployment may serve its tiles itself.
// The worker may fetch only what the policy sent with /sw.js allows (connect-src): a tile from
// anywhere else is left to the page, which may show it (img-src), uncached.
const tileOrigins = new Set([ORIGIN]);
void fetch(self.location.href, { cache: 'force-cache' })
  .then((response) => {
    const policy = response.headers.get('content-security-policy');
    for (const origin of connectOrigins(policy)) tileOrigins.add(origin);
  })
  .catch(() => undefined);
registerRoute(
  ({ request, url }) => isMapTile(url, request.destination) && tileOrigins.has(url.origin),
  new CacheFirst({
    cacheName: TILE_CACHE,
    plugins: [
      new ExpirationPlugin({
        maxEntries: 400,
        maxAgeSeconds: 7 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Photos never change under a URL (new photo, new name): cache first, within a budget.
registerRoute(
  ({ request, url }) => isCachedPhoto(url, request.destination, ORIGIN),
  new CacheFirst({
    cacheName: PHOTO_CACHE,
    plugins: [
      new ExpirationPlugin({
        maxEntries: 60,
        maxAgeSeconds: 7 * DAY_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// Chromium knows `renotify` (buzz again for a new message in the same thread); TypeScript's
// library does not list it yet.
interface PushNotificationOptions extends NotificationOptions {
  renotify?: boolean;
}

function readJson(data: PushMessageData | null): unknown {
  try {
    return data?.json();
  } catch {
    return undefined;
  }
}

async function showPush(data: PushMessageData | null): Promise<void> {
  const message = parsePushMessage(readJson(data));
  if (!message) return;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (!shouldShowPush(message, windows, ORIGIN)) return;
  const options: PushNotificationOptions = {
    body: message.body,
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
    data: { url: message.url },
    // renotify without a tag is an error: only a tagged message can replace an older one.
    ...(message.tag ? { tag: message.tag, renotify: true } : {}),
  };
  await self.registration.showNotification(message.title, options);
}

async function openFromNotification(url: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const target = windowToFocus(windows, ORIGIN);
  if (!target) {
    await self.clients.openWindow(url);
    return;
  }
  // The app moves itself (router navigation): no reload, whatever the window was doing.
  const focused = await target.focus();
  const navigate: NavigateMessage = { type: NAVIGATE_MESSAGE, url };
  focused.postMessage(navigate);
}

self.addEventListener('push', (event) => {
  event.waitUntil(showPush(event.data));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openFromNotification(notificationUrl(event.notification.data)));
});
