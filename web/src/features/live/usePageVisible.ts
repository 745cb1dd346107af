import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

const visibleNow = () => document.visibilityState === 'visible';
const onServer = () => true;

/** False while the tab is in the background or the phone is locked. */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, visibleNow, onServer);
}
