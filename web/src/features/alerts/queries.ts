import type { Alert, AlertInput } from '@core/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '../../api/client';
import type { Family } from '../taxonomy/types';

export const alertKeys = {
  list: ['alerts'] as const,
  /** Every family at once: an alert may name families of several categories. */
  allFamilies: ['families', 'all'] as const,
};

type AlertList = { data: Alert[] };

export function useAlerts() {
  return useQuery({
    queryKey: alertKeys.list,
    queryFn: ({ signal }) => api.get<AlertList>('/alerts', { signal }).then((body) => body.data),
  });
}

/** The taxonomy changes only with a deploy, as the category queries say. */
export function useAllFamilies() {
  return useQuery({
    queryKey: alertKeys.allFamilies,
    queryFn: ({ signal }) =>
      api.get<{ data: Family[] }>('/families', { signal }).then((body) => body.data),
    staleTime: 60 * 60 * 1000,
    networkMode: 'offlineFirst',
  });
}

export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AlertInput) => api.post<Alert>('/alerts', input),
    // A failure must show at once in the sheet, not wait paused for a connection.
    networkMode: 'always',
    onSuccess: (created) => {
      queryClient.setQueryData<Alert[]>(alertKeys.list, (list) =>
        list ? [created, ...list.filter((alert) => alert.id !== created.id)] : list,
      );
    },
  });
}

const replaceIn = (list: Alert[] | undefined, next: Alert) =>
  list?.map((alert) => (alert.id === next.id ? next : alert));

/**
 * Pause or resume: the card changes at once and changes back if the server says no. An alert
 * the server does not know (deleted on another phone) leaves the list.
 */
export function useSetAlertPaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paused }: { id: string; paused: boolean }) =>
      api.patch<Alert>(`/alerts/${encodeURIComponent(id)}`, { paused }),
    networkMode: 'always',
    onMutate: async ({ id, paused }) => {
      await queryClient.cancelQueries({ queryKey: alertKeys.list });
      const before = queryClient.getQueryData<Alert[]>(alertKeys.list)?.find((a) => a.id === id);
      if (before) {
        queryClient.setQueryData<Alert[]>(alertKeys.list, (list) =>
          replaceIn(list, { ...before, paused }),
        );
      }
      return { before };
    },
    onError: (error, _change, context) => {
      if (isApiError(error) && error.status === 404) {
        void queryClient.invalidateQueries({ queryKey: alertKeys.list });
      } else if (context?.before) {
        const before = context.before;
        queryClient.setQueryData<Alert[]>(alertKeys.list, (list) => replaceIn(list, before));
      }
    },
    onSuccess: (saved) => {
      queryClient.setQueryData<Alert[]>(alertKeys.list, (list) => replaceIn(list, saved));
    },
  });
}

export function useDeleteAlert() {
  const queryClient = useQueryClient();
  const drop = (id: string) =>
    queryClient.setQueryData<Alert[]>(alertKeys.list, (list) =>
      list?.filter((alert) => alert.id !== id),
    );
  return useMutation({
    mutationFn: (id: string) =>
      api.del<{ ok: true }>(`/alerts/${encodeURIComponent(id)}`).catch((error: unknown) => {
        // Already gone (deleted on another phone): what the person wanted has happened.
        if (isApiError(error) && error.status === 404) return { ok: true as const };
        throw error;
      }),
    networkMode: 'always',
    onSuccess: (_done, id) => drop(id),
  });
}
