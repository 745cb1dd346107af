import { useCallback } from 'react';
import { api } from '../../api/client';
import { TYPING_SEND_EVERY_MS } from './config';
import { createThrottle } from './throttle';

// Module-wide, so reopening the chat (a new component) does not send again at once.
const mayTellTyping = createThrottle(TYPING_SEND_EVERY_MS);

/**
 * For the composer: tells the other side "typing…" through the server, at most once every
 * 3 s per conversation. A failure is ignored: it is a courtesy, not a message.
 */
export function useTellTyping(threadId: string): () => void {
  return useCallback(() => {
    if (!mayTellTyping(threadId)) return;
    api.post(`/threads/${encodeURIComponent(threadId)}/typing`).catch(() => undefined);
  }, [threadId]);
}
