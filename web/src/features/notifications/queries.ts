import {
  NOTIFICATION_SETTING_KEYS,
  type EmailSettingKey,
  type NotificationSettings,
} from '@core/schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { getDeviceId } from '../devices/deviceId';
import {
  askPermission,
  readPushStatus,
  subscribeBrowser,
  subscriptionBody,
  unsubscribeBrowser,
  type PushStatus,
} from './push';

export const notificationKeys = {
  settings: ['notifications', 'settings'] as const,
  /** This browser's push state: not server data, but shared by the profile and the chat. */
  push: ['notifications', 'push'] as const,
  publicKey: ['notifications', 'publicKey'] as const,
};

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => api.get<NotificationSettings>('/me/notifications', { signal }),
  });
}

const SAVE_SETTINGS = ['notifications', 'save'] as const;

/**
 * Each switch shows its new value at once. Saves run one after another (a shared scope), and
 * a failure rolls back only the switch it changed, not a later one still on its way.
 */
export function useSaveNotificationSetting() {
  const queryClient = useQueryClient();
  const current = () => queryClient.getQueryData<NotificationSettings>(notificationKeys.settings);
  return useMutation({
    mutationKey: SAVE_SETTINGS,
    scope: { id: 'notification-settings' },
    networkMode: 'always',
    mutationFn: (change: Partial<NotificationSettings>) =>
      api.patch<NotificationSettings>('/me/notifications', change),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.settings });
      const before = current();
      if (before) queryClient.setQueryData(notificationKeys.settings, { ...before, ...change });
      return { before };
    },
    onError: (_error, change, context) => {
      const now = current();
      if (!now || !context?.before) return;
      const undo: Partial<NotificationSettings> = {};
      for (const key of NOTIFICATION_SETTING_KEYS) {
        if (key in change) undo[key] = context.before[key];
      }
      queryClient.setQueryData(notificationKeys.settings, { ...now, ...undo });
    },
    onSuccess: (saved) => {
      // A later save still queued would flicker back if the server's answer replaced it now.
      if (queryClient.isMutating({ mutationKey: SAVE_SETTINGS }) <= 1) {
        queryClient.setQueryData(notificationKeys.settings, saved);
      }
    },
  });
}

export function usePushStatus(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.push,
    queryFn: readPushStatus,
    enabled,
    // Local and cheap; read again on return, since a block may be lifted in site settings.
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    networkMode: 'always',
  });
}

function usePushMutation(run: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    // Failures must show at once, not wait paused for a connection that may not come.
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.push }),
  });
}

/** Permission (during the click), then the browser's subscription, then the server's copy. */
export function useTurnOnPush() {
  const queryClient = useQueryClient();
  return usePushMutation(async () => {
    await askPermission();
    const { publicKey } = await queryClient.fetchQuery({
      queryKey: notificationKeys.publicKey,
      queryFn: () => api.get<{ publicKey: string }>('/push/public-key'),
      staleTime: Infinity,
    });
    const body = subscriptionBody(await subscribeBrowser(publicKey), getDeviceId());
    try {
      await api.post<{ id: string }>('/push/subscriptions', body);
    } catch (error) {
      // A subscription the server does not know would read 'on' and never ring: drop it.
      await unsubscribeBrowser().catch(() => undefined);
      throw error;
    }
    queryClient.setQueryData<PushStatus>(notificationKeys.push, {
      supported: true,
      permission: 'granted',
      subscribed: true,
    });
  });
}

export function useTurnOffPush() {
  return usePushMutation(async () => {
    const endpoint = await unsubscribeBrowser();
    // Best effort: the push service answers 410 for an ended subscription, and the server
    // forgets it then, so a failure here leaves nothing that would still ring this phone.
    if (endpoint) await forgetEndpoint(endpoint).catch(() => undefined);
  });
}

/** DELETE /api/push/subscriptions: the server stops pushing to this endpoint. */
export const forgetEndpoint = (endpoint: string, token?: string) =>
  api.del('/push/subscriptions', { endpoint }, token ? { token } : {});

/**
 * On sign-out: this phone stops ringing for the person leaving. The browser's subscription
 * ends and the server forgets it, with their token (already cleared from storage).
 */
export async function forgetPushOnThisDevice(token: string) {
  const endpoint = await unsubscribeBrowser();
  if (endpoint) await forgetEndpoint(endpoint, token);
}

/** POST /api/notifications/unsubscribe: the email link's one-click opt-out. */
export const unsubscribeByToken = (token: string) =>
  api.post<{ ok: true; setting: EmailSettingKey }>('/notifications/unsubscribe', { token });
