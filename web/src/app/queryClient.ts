import { QueryClient } from '@tanstack/react-query';
import { isFinalAnswer } from '../api/client';

/**
 * One retry (a dropped packet is common on mobile data, a dead server is not helped by more),
 * and none for the API's final answer (a post not found, an id refused): asking again would
 * only keep the page, or the server's render of it, waiting a second for the same answer.
 */
export const retryOnce = (failures: number, error: unknown) =>
  failures < 1 && !isFinalAnswer(error);

/**
 * Tuned for phones on mobile data: one retry, no refetch on every tab switch, and a minute
 * of freshness.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryOnce,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
}
