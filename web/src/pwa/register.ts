/**
 * Registers /sw.js. Imported dynamically after the page's load event (see
 * useServiceWorker.ts), so neither this module nor workbox-window weighs on the first page.
 */
import { registerSW } from 'virtual:pwa-register';
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
}
