import type { ThreadTab } from './types';

// Apart from queries.ts: the header's unread badge (useUnreadThreadsCount) is in every page's
// first download and needs only these, not the conversations' queries and mutations.

/** The list and the badge refresh this often; a conversation that is open polls faster. */
export const THREADS_REFRESH_MS = 30_000;

/**
 * Everything under ['threads'], so one invalidateQueries({ queryKey: ['threads'] }) (say,
 * after post detail starts a conversation) refreshes the list, the badge and the chats.
 */
export const threadKeys = {
  all: ['threads'] as const,
  lists: ['threads', 'list'] as const,
  list: (userId: string, tab: ThreadTab, search: string) =>
    ['threads', 'list', userId, tab, search] as const,
  unreadCount: ['threads', 'unread-count'] as const,
  unreadCountFor: (userId: string) => ['threads', 'unread-count', userId] as const,
  detail: (id: string) => ['threads', 'detail', id] as const,
  messages: (id: string) => ['threads', 'messages', id] as const,
  myReview: (id: string) => ['threads', 'my-review', id] as const,
};
