/**
 * Conversations with unread messages, for the Messages nav badge. The threads feature
 * computes it from GET /api/threads; until that lands nothing is unread, so no badge shows.
 */
export function useUnreadThreadsCount(): number {
  return 0;
}
