import { useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { FEED_VIEW_COOKIE, readPageCookie } from '@core/page-cookies';
import { ChoicesAtRender, rememberForServer } from '../../lib/deviceChoices';
import { HOME_VIEW_KEY, readStorage, writeStorage } from '../../lib/storage';

/** Grid, List, or (issue 38) the Map. */
export type FeedView = 'grid' | 'list' | 'map';

/** SPEC §2: grid unless this device chose list (or the map) before. */
export function readFeedView(stored: string | null | undefined): FeedView {
  return stored === 'list' || stored === 'map' ? stored : 'grid';
}

/** `/?view=map` opens the map, whatever the device chose before (a shared link, a bookmark). */
export const VIEW_PARAM = 'view';

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
export function useFeedView(mapOn: boolean): [FeedView, (view: FeedView) => void] {
  const atRender = readFeedView(useContext(ChoicesAtRender).feedView);
  const stored = useSyncExternalStore(subscribe, storedView, () => atRender);
  const [params] = useSearchParams();
  const chosen = params.get(VIEW_PARAM) === 'map' ? 'map' : stored;
  // With the map turned off (MAP_TILE_URL=off) a device that chose it sees the grid.
  const view = chosen === 'map' && !mapOn ? 'grid' : chosen;
  // Once the home page has run here, the server knows the choice for the next one.
  useEffect(mirrorStoredFeedView, []);
  const setView = useCallback((next: FeedView) => {
    writeStorage(HOME_VIEW_KEY, next);
    rememberForServer(FEED_VIEW_COOKIE, next);
    listeners.forEach((listener) => listener());
  }, []);
  return [view, setView];
}
