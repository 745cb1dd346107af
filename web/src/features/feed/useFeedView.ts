import { useCallback, useSyncExternalStore } from 'react';
import type { PostCardVariant } from '../../ui/post';
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
 * The List/Grid choice, remembered on this device (localStorage 'homeView'). The server,
 * which cannot read it, renders the grid (SPEC's default), and so does hydration; a device
 * that chose the list shows it from the next render.
 */
export function useFeedView(): [FeedView, (view: FeedView) => void] {
  const view = useSyncExternalStore(subscribe, storedView, () => 'grid' as const);
  const setView = useCallback((next: FeedView) => {
    writeStorage(HOME_VIEW_KEY, next);
    listeners.forEach((listener) => listener());
  }, []);
  return [view, setView];
}
