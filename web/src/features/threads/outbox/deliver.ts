import type { QueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../../api/client';
import { getLiveStatus } from '../../live/liveStatus';
import { sentBy, withMessage } from '../../live/threadCache';
import { threadKeys } from '../keys';
import type { ChatMessage, Review, ThreadDetail, ThreadReservation } from '../types';
import type { OutboxItem } from './items';

const threadPath = (id: string) => `/threads/${encodeURIComponent(id)}`;

/** A try that hears nothing for this long is taken as lost; a repeat is harmless (client_id). */
const ANSWER_WAIT_MS = 30_000;
const answerWait = () =>
  typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(ANSWER_WAIT_MS) : undefined;

/** A held or released amount changes the thread, the post's amounts and the lists. */
export function refreshAfterReservation(queryClient: QueryClient, threadId: string) {
  void queryClient.invalidateQueries({ queryKey: threadKeys.detail(threadId) });
  void queryClient.invalidateQueries({ queryKey: threadKeys.lists });
  void queryClient.invalidateQueries({ queryKey: ['posts'] });
}

/** The message the server stored, in the chat at once and in the lists afterwards. */
function showSentMessage(queryClient: QueryClient, threadId: string, message: ChatMessage) {
  queryClient.setQueryData(threadKeys.messages(threadId), (current: { data: ChatMessage[] }) =>
    withMessage(current, message),
  );
  // Unread for the other side again: no "Seen" under this message until they read it.
  queryClient.setQueryData<ThreadDetail>(threadKeys.detail(threadId), (thread) =>
    sentBy(thread, message.sender_id),
  );
  // The other side may have written meanwhile; with the live stream open, theirs come alone.
  if (getLiveStatus() !== 'live') {
    void queryClient.invalidateQueries({ queryKey: threadKeys.messages(threadId) });
  }
  void queryClient.invalidateQueries({ queryKey: threadKeys.lists });
}

/**
 * Sends one queued (or just written) item and shows its result where the app keeps it. Throws
 * the API's error when it does not go through: the outbox keeps it for a failure without an
 * answer and marks it refused for a 4xx. Each is safe to send twice: a message carries its id
 * as client_id, a reservation is put whole, a release of nothing is fine, and a second review
 * is answered already_reviewed, which means the first arrived.
 */
export async function deliver(queryClient: QueryClient, item: OutboxItem): Promise<void> {
  const path = threadPath(item.threadId);
  const signal = answerWait();
  switch (item.kind) {
    case 'message': {
      const message = await api.post<ChatMessage>(
        `${path}/messages`,
        { body: item.body, client_id: item.id },
        { signal },
      );
      showSentMessage(queryClient, item.threadId, message);
      return;
    }
    case 'reserve': {
      try {
        const { qty, until } = await api.put<ThreadReservation>(
          `${path}/reservation`,
          { qty: item.qty, until: item.until },
          { signal },
        );
        // Shown at once; the refetch below brings anything else the server changed.
        queryClient.setQueryData<ThreadDetail>(threadKeys.detail(item.threadId), (thread) =>
          thread ? { ...thread, reservation: { qty, until } } : thread,
        );
      } finally {
        refreshAfterReservation(queryClient, item.threadId);
      }
      return;
    }
    case 'release': {
      try {
        await api.del(`${path}/reservation`, undefined, { signal });
        queryClient.setQueryData<ThreadDetail>(threadKeys.detail(item.threadId), (thread) =>
          thread ? { ...thread, reservation: null } : thread,
        );
      } finally {
        refreshAfterReservation(queryClient, item.threadId);
      }
      return;
    }
    case 'review': {
      try {
        const review = await api.post<Review>(
          `${path}/reviews`,
          { rating: item.rating, comment: item.comment },
          { signal },
        );
        queryClient.setQueryData(threadKeys.myReview(item.threadId), { data: review });
      } catch (error) {
        // Already there (an earlier try whose answer was lost, another tab): show that one.
        if (!(isApiError(error) && error.code === 'already_reviewed')) throw error;
        void queryClient.invalidateQueries({ queryKey: threadKeys.myReview(item.threadId) });
      }
      void queryClient.invalidateQueries({ queryKey: threadKeys.detail(item.threadId) });
      // The seller's public rating and review list now include this one.
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
      return;
    }
  }
}
