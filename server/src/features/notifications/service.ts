import { ERROR_HTTP_STATUS } from '@core/errors';
import type { NotificationSettingsPatch, PushSubscriptionBody } from '@core/schemas';
import { AppError, notFound } from '../../platform/errors';
import { allowedPushEndpoint } from './endpoint-guard';
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
      const endpoint = allowedPushEndpoint(body.endpoint, deps.allowedOrigins);
      if (!endpoint) {
        throw new AppError(
          'push_endpoint_not_allowed',
          ERROR_HTTP_STATUS.push_endpoint_not_allowed,
          'Notifications cannot be sent to this push service.',
        );
      }
      // What is stored is what the guard read, and what the sender will send to.
      const saved = await notifications.saveSubscription(userId, {
        endpoint,
        p256dh: body.keys.p256dh,
        auth: body.keys.auth,
        deviceId: body.deviceId ?? null,
      });
      if (saved === 'taken') {
        throw new AppError(
          'push_endpoint_taken',
          ERROR_HTTP_STATUS.push_endpoint_taken,
          'This push subscription belongs to another account.',
        );
      }
      return saved;
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
