import type { QueryClient } from '@tanstack/react-query';
import { API_BASE } from '../../api/client';
import { readStorage, TOKEN_KEY } from '../../lib/storage';
import { threadKeys } from '../threads/keys';
import { applyUserEvent } from './applyUserEvent';
import { keepStreamOpen } from './keepStreamOpen';
import { setLiveStatus } from './liveStatus';
import { openEventStream } from './openEventStream';
import { forgetAllTyping } from './typingStore';
import { readUserEvent, USER_EVENTS } from './userEvents';

/**
 * The signed-in user's stream (GET /api/events), one per tab, until the returned function
 * is called. Loaded only once someone is signed in (LiveStream.tsx).
 */
export function startUserStream(queryClient: QueryClient, userId: string): () => void {
  const stop = keepStreamOpen({
    url: `${API_BASE}/events`,
    // fetch: the stream needs the Authorization header, which EventSource cannot send.
    open: openEventStream,
    events: USER_EVENTS,
    // Read again for every attempt, as api/client.ts does; no token means signed out: stop.
    headers: () => {
      const token = readStorage(TOKEN_KEY);
      return token ? { Authorization: `Bearer ${token}` } : null;
    },
    onStatus: setLiveStatus,
    // Polling stops while the stream is live, so whatever happened before it was ready (since
    // the page's own fetches, or during a drop) would never show: ask for it all once.
    onReady: () => void queryClient.invalidateQueries({ queryKey: threadKeys.all }),
    onEvent: (message) => {
      const event = readUserEvent(message);
      if (event) applyUserEvent(queryClient, event, userId);
    },
  });
  return () => {
    stop();
    setLiveStatus('down');
    forgetAllTyping();
  };
}
