import type { QueryClient } from '@tanstack/react-query';
import { API_BASE } from '../api/client';
import { apiCacheKey, isCachedApiRead } from './routes';
import { API_CACHE } from './runtimeCaches';

/**
 * Where a query's answer lives in the API (`meta.offline`): its path, and whether the query
 * keeps the answer's `data` list only. Set on the reads the service worker keeps for offline
 * use (the feed, categories, families: src/pwa/routes.ts).
 */
export interface OfflineMeta {
  offline: { path: string; unwrapped?: boolean };
}

/**
 * A page rendered on the server comes with its answers, so the app does not ask for them and
 * the service worker never sees them go by: they are put into the worker's API cache here,
 * under the keys the worker reads them by, so the feed a person saw opens offline next time
 * (as it did when the app asked for it itself).
 */
export async function keepServerAnswersForOffline(client: QueryClient): Promise<void> {
  if (typeof caches === 'undefined') return;
  const cache = await caches.open(API_CACHE);
  const origin = window.location.origin;
  for (const query of client.getQueryCache().getAll()) {
    const offline = (query.meta as Partial<OfflineMeta> | undefined)?.offline;
    if (!offline || query.state.status !== 'success') continue;
    const url = new URL(`${API_BASE}${offline.path}`, origin);
    if (!isCachedApiRead(url, 'GET', origin)) continue;
    const data = query.state.data;
    // The feed's page carries the app's own `fromCache` mark: not part of the API's answer.
    const answer = offline.unwrapped ? { data } : { ...(data as object), fromCache: undefined };
    await cache.put(
      apiCacheKey(url.href),
      new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
    );
  }
}
