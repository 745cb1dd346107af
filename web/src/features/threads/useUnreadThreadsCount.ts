import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { useSession } from '../../app/session';
import { useStreaming } from '../live/liveStatus';
import { THREADS_REFRESH_MS, threadKeys } from './keys';

// SPEC §7: counters are reads that swallow errors; a failing one shows no badge.
async function fetchUnreadCount(signal: AbortSignal): Promise<number> {
  try {
    const body = await api.get<{ count?: unknown }>('/threads/unread-count', { signal });
    const count = body?.count;
    return typeof count === 'number' && Number.isFinite(count) && count > 0 ? count : 0;
  } catch {
    return 0;
  }
}

/**
 * Conversations with unread messages, for the Messages nav badge: asked every 30 s while
 * signed in (and the tab is visible), and again whenever a thread is read. While the live
 * stream is open its `unread` events set the count instead of polling.
 */
export function useUnreadThreadsCount(): number {
  const { status, user } = useSession();
  const signedIn = status === 'signedIn' && Boolean(user);
  const streaming = useStreaming();
  const { data } = useQuery({
    // Keyed by user: a phone shared by two people never shows one the other's count.
    queryKey: threadKeys.unreadCountFor(user?.id ?? ''),
    queryFn: ({ signal }) => fetchUnreadCount(signal),
    enabled: signedIn,
    refetchInterval: streaming ? false : THREADS_REFRESH_MS,
    staleTime: 0,
  });
  return signedIn ? (data ?? 0) : 0;
}
