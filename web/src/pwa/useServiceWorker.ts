import { useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from '../lib/whenIdle';
import { afterFirstFrame } from '../ui/firstFrame';
import { updateState } from './updateState';

let started = false;

/**
 * Registers the service worker once the page has loaded, its first frame is on screen and the
 * browser is idle (ui/firstFrame.ts), and tells whether a new release is
 * waiting. Only in a production build: the dev server has no /sw.js, and a worker left over
 * from `npm start` would serve stale files to `npm run dev:web`.
 */
export function useServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || started || !('serviceWorker' in navigator)) return;
    started = true;
    const register = () =>
      afterFirstFrame(() =>
        whenIdle(() => void import('./register').then((module) => module.registerServiceWorker())),
      );
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }, []);

  const waiting = useSyncExternalStore(updateState.subscribe, updateState.isWaiting, () => false);
  return { updateWaiting: waiting, reload: updateState.accept, dismiss: updateState.dismiss };
}
