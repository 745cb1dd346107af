/**
 * Names the service worker (src/sw.ts) and the page share. Plain constants and the Cache
 * Storage API only, so this module type-checks both as page code and as worker code.
 */

/** Feed pages and the taxonomy, kept for when the network is away. */
export const API_CACHE = 'palengke-api';
/** The code of pages opened or warmed for offline use (only the shell is precached). */
export const CODE_CACHE = 'palengke-code';
/** Photos of posts and profiles. */
export const PHOTO_CACHE = 'palengke-photos';
/** Map tiles that were looked at (issue 38): at most 400, for 7 days. */
export const TILE_CACHE = 'palengke-tiles';
/** Set to '1' on an API answer the service worker took from API_CACHE, not the network. */
export const FROM_CACHE_HEADER = 'X-Palengke-From-Cache';

/**
 * Drops the cached API answers. The cache is keyed by URL, not by who asked, so on a shared
 * phone the next person would otherwise see the last one's feed while offline.
 */
export async function clearApiCache(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE).catch(() => false);
}
