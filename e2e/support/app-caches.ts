import type { Page } from '@playwright/test';

/**
 * The code of the pages kept for offline use, which the app warms itself outside low-data
 * mode (web/src/pwa/warmOfflinePages.ts) and which the precache no longer holds. Vite names
 * a lazy page's chunk after its module.
 */
export const OFFLINE_PAGE_CODE = /\/assets\/(PostDetailPage|ThreadsPage|ChatPage)-[\w-]+\.js$/;

/** Every URL in the origin's Cache Storage, by cache name (Workbox's precache is one). */
export const cachedUrls = (page: Page) =>
  page.evaluate<Record<string, string[]>>(`(async () => {
    const caches_ = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      caches_[name] = (await cache.keys()).map((request) => request.url);
    }
    return caches_;
  })()`);

/** The URLs of the caches whose name contains `part` (e.g. 'precache', 'palengke-code'). */
export async function urlsInCaches(page: Page, part: string): Promise<string[]> {
  const all = await cachedUrls(page);
  return Object.entries(all)
    .filter(([name]) => name.includes(part))
    .flatMap(([, urls]) => urls);
}

/** Resolves once the page has been idle and then a little more: time for idle work to start. */
export const afterIdle = (page: Page, extraMs = 1000) =>
  page.evaluate<void>(
    `new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, ${extraMs})))`,
  );
