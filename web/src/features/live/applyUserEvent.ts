import type { QueryClient } from '@tanstack/react-query';
import { postFormKeys } from '../post-form/queries';
import { threadKeys } from '../threads/keys';
import type { ThreadDetail } from '../threads/types';
import { readBy, sentBy, withMessage, type MessagesData } from './threadCache';
import { noteTyping, stopTyping } from './typingStore';
import type { UserEvent } from './userEvents';

const refreshLists = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: threadKeys.lists });

/** What one event of the signed-in user's stream changes in the cache (and on screen). */
export function applyUserEvent(queryClient: QueryClient, event: UserEvent, myId: string): void {
  switch (event.type) {
    case 'message': {
      const { thread_id: threadId, ...message } = event.data;
      // Into the open chat as it is: no refetch. The list's preview and order change.
      const before = queryClient.getQueryData<MessagesData>(threadKeys.messages(threadId));
      const after = withMessage(before, message);
      if (after !== before) queryClient.setQueryData(threadKeys.messages(threadId), after);
      // Counted once. The copy of my own message, already shown by its send (which made it
      // unread for them), may come after their `read` (two server processes): it must not
      // take their "Seen" back.
      if (!before || after !== before) {
        queryClient.setQueryData<ThreadDetail>(threadKeys.detail(threadId), (thread) =>
          sentBy(thread, message.sender_id),
        );
      }
      if (message.sender_id) stopTyping(threadId, message.sender_id);
      refreshLists(queryClient);
      return;
    }
    case 'read': {
      const { thread_id: threadId, reader_id: readerId } = event.data;
      queryClient.setQueryData<ThreadDetail>(threadKeys.detail(threadId), (thread) =>
        readBy(thread, readerId),
      );
      // Read in another tab or device: this list's unread marks change.
      if (readerId === myId) refreshLists(queryClient);
      return;
    }
    case 'thread':
      void queryClient.invalidateQueries({ queryKey: threadKeys.detail(event.data.thread_id) });
      refreshLists(queryClient);
      return;
    case 'reservation':
    case 'sale':
      void queryClient.invalidateQueries({ queryKey: threadKeys.detail(event.data.thread_id) });
      refreshLists(queryClient);
      // The post page (any viewer position) and the edit form under ['posts', 'detail', id].
      void queryClient.invalidateQueries({ queryKey: postFormKeys.detail(event.data.post_id) });
      return;
    case 'unread':
      queryClient.setQueryData(
        threadKeys.unreadCountFor(myId),
        Math.max(0, Math.floor(event.data.count)),
      );
      return;
    case 'typing':
      if (event.data.user_id !== myId) noteTyping(event.data.thread_id, event.data.user_id);
      return;
  }
}
