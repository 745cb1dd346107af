import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { FEED_VIEW_COOKIE, pageCookie, readPageCookie } from '@core/page-cookies';
import type { PostCardVariant } from '../../ui/post/types';
import { HOME_VIEW_KEY, readStorage, writeStorage } from '../../lib/storage';

export type FeedView = PostCardVariant;

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
 * The view the page was rendered in: the server reads the device's choice from its cookie
 * (core/page-cookies.ts), so a device that chose the list gets the list from the first paint
 * instead of the grid and then every card moving; hydration starts from the same.
 */
export const FeedViewAtRender = createContext<FeedView>('grid');

/** The server reads the choice from a cookie the app keeps equal to the stored one. */
function mirrorToCookie(view: FeedView) {
  if (typeof document !== 'undefined') document.cookie = pageCookie(FEED_VIEW_COOKIE, view);
}

/**
 * Once the app runs, the cookie is made to say what the device shows: a choice stored before
 * the server read the cookie, or a cookie left saying 'list' when the storage was cleared
 * (the grid then). A device that never chose keeps no cookie.
 */
export function mirrorStoredFeedView(): void {
  if (typeof document === 'undefined') return;
  const stored = readStorage(HOME_VIEW_KEY);
  const cookie = readPageCookie(document.cookie, FEED_VIEW_COOKIE);
  const view = readFeedView(stored);
  if (cookie !== view && (stored !== null || cookie !== undefined)) mirrorToCookie(view);
}

/**
 * The List/Grid choice, remembered on this device (localStorage 'homeView', mirrored into a
 * cookie for the server). Hydration draws the view the page was rendered in; the stored one
 * applies from the next render (the same, unless the cookie and the storage disagree).
 */
export function useFeedView(): [FeedView, (view: FeedView) => void] {
  const atRender = useContext(FeedViewAtRender);
  const view = useSyncExternalStore(subscribe, storedView, () => atRender);
  const setView = useCallback((next: FeedView) => {
    writeStorage(HOME_VIEW_KEY, next);
    mirrorToCookie(next);
    listeners.forEach((listener) => listener());
  }, []);
  return [view, setView];
}
