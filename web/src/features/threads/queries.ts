import { CHAT_REFRESH_MS, THREADS_PAGE_SIZE } from '@core/constants';
import type { CompleteSaleBody } from '@core/schemas';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { api, isApiError, withQuery } from '../../api/client';
import { useSession } from '../../app/session';
import { getLiveStatus, useStreaming } from '../live/liveStatus';
import { THREADS_REFRESH_MS, threadKeys } from './keys';
import { sendOrQueue } from './outbox/sendOrQueue';
import type { ChatMessage, Review, ThreadDetail, ThreadPage, ThreadTab } from './types';

const threadPath = (id: string) => `/threads/${encodeURIComponent(id)}`;

/** A missing or foreign thread answers 404 (SPEC: not 403); asking again will not help. */
const notFound = (error: unknown) => isApiError(error) && error.status === 404;
const retryUnlessNotFound = (failures: number, error: unknown) => !notFound(error) && failures < 1;

/** The caller's conversations, ten at a time, for the Load more button. */
export function useThreadList(userId: string, tab: ThreadTab, search: string) {
  // The live stream refreshes the list on every event that changes it; polling is the fallback.
  const streaming = useStreaming();
  return useInfiniteQuery({
    queryKey: threadKeys.list(userId, tab, search),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.get<ThreadPage>(
        withQuery('/threads', {
          tab,
          search: search || undefined,
          page: pageParam,
          pageSize: THREADS_PAGE_SIZE,
        }),
        { signal },
      ),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      // An empty page means the list shrank under us: stop rather than ask forever.
      return last.data.length > 0 && loaded < last.total ? pages.length + 1 : undefined;
    },
    // Coming back from a chat must show what was just read or sent.
    staleTime: 0,
    refetchInterval: streaming ? false : THREADS_REFRESH_MS,
  });
}

export function useThread(id: string) {
  const streaming = useStreaming();
  return useQuery({
    queryKey: threadKeys.detail(id),
    queryFn: ({ signal }) => api.get<ThreadDetail>(threadPath(id), { signal }),
    retry: retryUnlessNotFound,
    staleTime: 0,
    // The seller may mark the sale complete at any moment; the buyer's open chat must
    // notice (the review form appears). A completed thread cannot change any more. The live
    // stream says when it changes; polling is for when the stream is not open.
    refetchInterval: (query) =>
      !streaming && query.state.data?.status === 'open' && !notFound(query.state.error)
        ? CHAT_REFRESH_MS
        : false,
  });
}

/**
 * The messages, polled every 5 s (SPEC §9) while new ones can still arrive. Once neither
 * side can send (sale complete, post gone) polling would only spend mobile data. While the
 * live stream is open it brings each new message instead, and nothing is polled.
 */
export function useThreadMessages(id: string, live: boolean) {
  const streaming = useStreaming();
  return useQuery({
    queryKey: threadKeys.messages(id),
    queryFn: ({ signal }) =>
      api.get<{ data: ChatMessage[] }>(`${threadPath(id)}/messages`, { signal }),
    select: (body) => body.data,
    retry: retryUnlessNotFound,
    staleTime: 0,
    refetchInterval: (query) =>
      live && !streaming && !notFound(query.state.error) ? CHAT_REFRESH_MS : false,
  });
}

/** After anything that changes what the list or the badge show. */
function refreshOverview(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: threadKeys.lists });
  void queryClient.invalidateQueries({ queryKey: threadKeys.unreadCount });
}

/**
 * Marks the thread read for the caller, then refreshes the badge and the list. With the live
 * stream open the server's `read` and `unread` events do that, and asking would be twice.
 */
export async function markThreadRead(queryClient: QueryClient, id: string): Promise<void> {
  try {
    await api.post(`${threadPath(id)}/read`);
  } catch {
    // A read mark is bookkeeping: failing it must not disturb the conversation.
    return;
  }
  if (getLiveStatus() !== 'live') refreshOverview(queryClient);
}

/**
 * Sends a message, or queues it when the network is gone ("Waiting to send"): either way the
 * composer is free again. A refusal is thrown for the composer to explain.
 */
export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  return useMutation({
    // Runs offline too: sendOrQueue keeps it for later (TanStack would pause it instead).
    networkMode: 'always',
    mutationFn: (body: string) => sendOrQueue(queryClient, userId, id, { kind: 'message', body }),
    onError: (error) => {
      // Refused because the thread moved on: show its new state (note, review form).
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: threadKeys.detail(id) });
      }
    },
  });
}

/**
 * The seller's Mark as sold: completes the thread with a sale of `qty` to its buyer (without
 * it, the reservation or all that is left); the post closes once nothing is left or held.
 */
export function useCompleteThread(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sale?: CompleteSaleBody) =>
      api.post<ThreadDetail>(`${threadPath(id)}/complete`, sale),
    onSuccess: (thread) => {
      queryClient.setQueryData(threadKeys.detail(id), thread);
      refreshOverview(queryClient);
      // The post is sold: feeds, My Posts and the post page show its new status.
      void queryClient.invalidateQueries({ queryKey: ['posts'] });
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: threadKeys.detail(id) });
    },
  });
}

/** The buyer's own review of this sale, or null: the form shows only while it is null. */
export function useMyReview(id: string, enabled: boolean) {
  return useQuery({
    queryKey: threadKeys.myReview(id),
    queryFn: ({ signal }) =>
      api.get<{ data: Review | null }>(`${threadPath(id)}/my-review`, { signal }),
    select: (body) => body.data,
    enabled,
  });
}

/** The buyer's review; queued like a message when the network is gone. */
export function useSubmitReview(id: string) {
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  return useMutation({
    // Runs offline too: sendOrQueue keeps it for later (TanStack would pause it instead).
    networkMode: 'always',
    mutationFn: (review: { rating: number; comment: string | null }) =>
      sendOrQueue(queryClient, userId, id, { kind: 'review', ...review }),
  });
}
