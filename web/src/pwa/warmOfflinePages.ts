/**
 * The code of the pages someone needs offline: a post opened from the cached feed, and their
 * conversations. Not in the precache (web/precache.ts): that is downloaded at every first
 * visit and every release, also in low-data mode, where nothing may be fetched ahead (issue
 * 13). Instead the app loads it itself once it is idle under a controlling service worker,
 * whose runtime route for app code (src/sw.ts) then keeps it. A first visit is not yet
 * controlled (the worker claims no open page), so its warming waits for the next start.
 */
import { browserSaveData, isLowData } from '../features/low-data/lowDataSetting';
import { whenIdle } from '../lib/whenIdle';
import { PostDetailPage } from '../features/post-detail/lazyPages';
import { ChatPage, ThreadsPage } from '../features/threads/lazyPages';

interface Preloadable {
  preload: () => Promise<void>;
}

/** Only through the worker (else nothing is kept), online, and never to save data. */
export interface WarmConditions {
  controlled: boolean;
  online: boolean;
  lowData: boolean;
  saveData: boolean | undefined;
}

/**
 * Save-Data counts even when someone chose to see photos: that choice is about photos, and
 * the browser still asks for nothing to be fetched ahead.
 */
export function shouldWarm(conditions: WarmConditions): boolean {
  return (
    conditions.controlled &&
    conditions.online &&
    !conditions.lowData &&
    conditions.saveData !== true
  );
}

export interface WarmEnvironment {
  /** Settles once a service worker is active (navigator.serviceWorker.ready). */
  ready: Promise<unknown>;
  conditions: () => WarmConditions;
  /** Runs the callback when the page has nothing better to do. */
  whenIdle: (callback: () => void) => void;
  pages: readonly Preloadable[];
}

/**
 * Loads the pages one after the other, asking again before each: switching low-data mode on,
 * or losing the network, stops what is left. Resolves with how many pages were loaded.
 */
export async function warmOfflinePages(environment: WarmEnvironment): Promise<number> {
  await environment.ready;
  await new Promise<void>((resolve) => environment.whenIdle(resolve));
  let loaded = 0;
  for (const page of environment.pages) {
    if (!shouldWarm(environment.conditions())) break;
    // A failed download is tried again when the page is opened or at the next start.
    const ok = await page.preload().then(
      () => true,
      () => false,
    );
    if (!ok) break;
    loaded += 1;
  }
  return loaded;
}

// Long enough for the first page's own requests (its feed, its photos) to be done first.
const IDLE_FALLBACK_MS = 3000;

/** The browser's answers; called from register.ts, after the page's load event. */
export function warmOfflinePagesInBrowser(): void {
  if (!('serviceWorker' in navigator)) return;
  void warmOfflinePages({
    ready: navigator.serviceWorker.ready,
    conditions: () => ({
      controlled: Boolean(navigator.serviceWorker.controller),
      online: navigator.onLine,
      lowData: isLowData(),
      saveData: browserSaveData(),
    }),
    whenIdle: (callback) => whenIdle(callback, IDLE_FALLBACK_MS),
    pages: [PostDetailPage, ThreadsPage, ChatPage],
  });
}
