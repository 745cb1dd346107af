import { useCallback, useState } from 'react';
import type { PostCardVariant } from '../../ui/post';
import { HOME_VIEW_KEY, readStorage, writeStorage } from '../../lib/storage';

export type FeedView = PostCardVariant;

/** SPEC §2: grid unless this device chose list before. */
export function readFeedView(stored: string | null): FeedView {
  return stored === 'list' ? 'list' : 'grid';
}

/** The List/Grid choice, remembered on this device (localStorage 'homeView'). */
export function useFeedView(): [FeedView, (view: FeedView) => void] {
  const [view, setViewState] = useState<FeedView>(() => readFeedView(readStorage(HOME_VIEW_KEY)));
  const setView = useCallback((next: FeedView) => {
    writeStorage(HOME_VIEW_KEY, next);
    setViewState(next);
  }, []);
  return [view, setView];
}
