import type { NotificationSettingsPatch, PushSubscriptionBody } from '@core/schemas';
import { AppError, notFound } from '../../platform/errors';
import { isAllowedPushEndpoint } from './endpoint-guard';
import type { NotificationRepository } from './repository';
import { readUnsubscribeToken } from './unsubscribe-tokens';

export interface NotificationServiceDeps {
  notifications: NotificationRepository;
  publicKey: string;
  unsubscribeSecret: string;
  allowedOrigins: string[];
}

export function createNotificationService(deps: NotificationServiceDeps) {
  const { notifications } = deps;

  async function settingsOf(userId: string) {
    const settings = await notifications.settings(userId);
    if (!settings) throw notFound('Account not found.');
    return settings;
  }

  return {
    publicKey: () => deps.publicKey,

    async subscribe(userId: string, body: PushSubscriptionBody) {
      if (!isAllowedPushEndpoint(body.endpoint, deps.allowedOrigins)) {
        throw new AppError(
          'push_endpoint_not_allowed',
          400,
          'Notifications cannot be sent to this push service.',
        );
      }
      return notifications.saveSubscription(userId, {
        endpoint: body.endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        deviceId: body.deviceId ?? null,
      });
    },

    unsubscribe: (userId: string, endpoint: string) =>
      notifications.deleteSubscription(userId, endpoint),

    settings: settingsOf,

    async updateSettings(userId: string, patch: NotificationSettingsPatch) {
      await notifications.updateSettings(userId, patch);
      return settingsOf(userId);
    },

    /** An email's unsubscribe link: turns off that one kind of email, no session needed. */
    async unsubscribeByToken(token: string | undefined) {
      const claim = token ? readUnsubscribeToken(deps.unsubscribeSecret, token) : null;
      const settings = claim && (await notifications.settings(claim.userId));
      if (!claim || !settings) {
        throw new AppError('invalid_token', 400, 'This unsubscribe link is not valid.');
      }
      await notifications.updateSettings(claim.userId, { [claim.setting]: false });
      return { ok: true as const, setting: claim.setting };
    },
  };
}

export type NotificationService = ReturnType<typeof createNotificationService>;
