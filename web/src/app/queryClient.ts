import { QueryClient } from '@tanstack/react-query';

/**
 * Tuned for phones on mobile data: one retry (a dropped packet is common, a dead server is
 * not helped by more), no refetch on every tab switch, and a minute of freshness.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 1,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
}
