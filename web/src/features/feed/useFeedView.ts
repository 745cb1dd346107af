import { useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import { FEED_VIEW_COOKIE, readPageCookie, type DeviceChoices } from '@core/page-cookies';
import { ChoicesAtRender, rememberForServer } from '../../lib/deviceChoices';
import { HOME_VIEW_KEY, readStorage, writeStorage } from '../../lib/storage';

export type FeedView = DeviceChoices['feedView'];

/** SPEC §2: grid unless this device chose list before. */
export function readFeedView(stored: string | null): FeedView {
  return stored === 'list' ? 'list' : 'grid';
}

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const storedView = () => readFeedView(readStorage(HOME_VIEW_KEY));

/**
 * Once the home page has run, the cookie is made to say what the device shows: a choice stored before
 * the server read the cookie, or a cookie left saying 'list' when the storage was cleared
 * (the grid then). A device that never chose keeps no cookie.
 */
export function mirrorStoredFeedView(): void {
  if (typeof document === 'undefined') return;
  const stored = readStorage(HOME_VIEW_KEY);
  const cookie = readPageCookie(document.cookie, FEED_VIEW_COOKIE);
  const view = readFeedView(stored);
  if (cookie !== view && (stored !== null || cookie !== undefined)) {
    rememberForServer(FEED_VIEW_COOKIE, view);
  }
}

/**
 * The List/Grid choice, remembered on this device (localStorage 'homeView', mirrored into a
 * cookie for the server). Hydration draws the view the page was rendered in; the stored one
 * applies from the next render (the same, unless the cookie and the storage disagree).
 */
export function useFeedView(): [FeedView, (view: FeedView) => void] {
  const atRender = useContext(ChoicesAtRender).feedView;
  const view = useSyncExternalStore(subscribe, storedView, () => atRender);
  // Once the home page has run here, the server knows the choice for the next one.
  useEffect(mirrorStoredFeedView, []);
  const setView = useCallback((next: FeedView) => {
    writeStorage(HOME_VIEW_KEY, next);
    rememberForServer(FEED_VIEW_COOKIE, next);
    listeners.forEach((listener) => listener());
  }, []);
  return [view, setView];
}
