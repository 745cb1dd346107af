import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { usePageVisible } from '../../live/usePageVisible';
import { markThreadRead } from '../queries';
import type { ChatMessage, ThreadStatus } from '../types';

// A loop rather than findLast: older Android WebViews still in use lack it.
function lastFrom(messages: readonly ChatMessage[], myId: string): ChatMessage | undefined {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index];
    if (message && message.sender_id !== myId) return message;
  }
  return undefined;
}

/**
 * Marks the thread read when it opens, and again whenever something new for the reader
 * arrives while it is open: a message from the other side (polled or live), or the sale
 * being completed (which the server counts as unread for the buyer). One call per change,
 * not per poll. Only while the page is on screen: the live stream delivers to a background
 * tab too, and the other side would see "Seen" for a message nobody saw; coming back marks it.
 */
export function useMarkReadWhileOpen(
  threadId: string,
  messages: readonly ChatMessage[] | undefined,
  myId: string,
  status: ThreadStatus,
) {
  const queryClient = useQueryClient();
  const marked = useRef<string | null>(null);
  const visible = usePageVisible();
  const lastIncoming = messages ? lastFrom(messages, myId) : undefined;
  const marker = messages ? `${threadId}:${lastIncoming?.id ?? ''}:${status}` : null;

  useEffect(() => {
    if (!marker || !visible || marked.current === marker) return;
    marked.current = marker;
    void markThreadRead(queryClient, threadId);
  }, [marker, visible, threadId, queryClient]);
}
