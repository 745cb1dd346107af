/**
 * Registers /sw.js. Imported dynamically after the page's load event (see
 * useServiceWorker.ts), so neither this module nor workbox-window weighs on the first page.
 */
import { registerSW } from 'virtual:pwa-register';
import { isLowData } from '../features/low-data/lowDataSetting';
import { updateState } from './updateState';

// An installed app can stay open for days: look for a new release now and then.
const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  const updateServiceWorker = registerSW({
    // Called after load already, so there is nothing left to wait for.
    immediate: true,
    // A new version is installed and waiting: offer it; updateServiceWorker(true) sends
    // SKIP_WAITING and reloads the page once the new worker is in control.
    onNeedRefresh: () => updateState.offer(() => updateServiceWorker(true)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
  });
  // The post and chat pages' code, for offline use; never in low-data mode. Only a page the
  // worker controls can warm (the worker keeps what passes through it), so a first visit
  // does not even load the code that does it.
  if (navigator.serviceWorker.controller && !isLowData()) {
    void import('./warmOfflinePages').then((module) => module.warmOfflinePagesInBrowser());
  }
}
