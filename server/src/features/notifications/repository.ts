import {
  NOTIFICATION_SETTING_KEYS,
  type NotificationSettings,
  type NotificationSettingsPatch,
} from '@core/schemas';
import type { Db } from '../../db/database';
import { newId } from '../../platform/tokens';

export interface SubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
  deviceId: string | null;
}

export function createNotificationRepository(db: Db) {
  return {
    /**
     * One row per endpoint: the same browser subscribing again (or after another person signed
     * in on it) updates that row. True when a row was created.
     */
    async saveSubscription(userId: string, input: SubscriptionInput, now = new Date()) {
      const at = now.toISOString();
      const values = {
        user_id: userId,
        p256dh: input.p256dh,
        auth: input.auth,
        device_id: input.deviceId,
        updated_at: at,
      };
      const existing = await db
        .selectFrom('push_subscriptions')
        .select('id')
        .where('endpoint', '=', input.endpoint)
        .executeTakeFirst();
      if (existing) {
        await db
          .updateTable('push_subscriptions')
          .set(values)
          .where('id', '=', existing.id)
          .execute();
        return { id: existing.id, created: false };
      }
      const id = newId();
      const inserted = await db
        .insertInto('push_subscriptions')
        .values({ id, endpoint: input.endpoint, created_at: at, ...values })
        // Two saves of one endpoint at once: the second becomes an update of the first.
        .onConflict((oc) => oc.column('endpoint').doUpdateSet(values))
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: inserted.id, created: inserted.id === id };
    },

    async deleteSubscription(userId: string, endpoint: string) {
      await db
        .deleteFrom('push_subscriptions')
        .where('user_id', '=', userId)
        .where('endpoint', '=', endpoint)
        .execute();
    },

    /** The push service said the subscription is gone (404/410). */
    async forgetSubscription(id: string) {
      await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
    },

    subscription(id: string) {
      return db
        .selectFrom('push_subscriptions')
        .select(['id', 'endpoint', 'p256dh', 'auth'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    subscriptionIdsOf(userId: string, trx: Db = db) {
      return trx
        .selectFrom('push_subscriptions')
        .select('id')
        .where('user_id', '=', userId)
        .execute()
        .then((rows) => rows.map((row) => row.id));
    },

    async settings(userId: string): Promise<NotificationSettings | undefined> {
      const row = await db
        .selectFrom('users')
        .select(NOTIFICATION_SETTING_KEYS)
        .where('id', '=', userId)
        .executeTakeFirst();
      return row && toSettings(row);
    },

    async updateSettings(userId: string, patch: NotificationSettingsPatch, now = new Date()) {
      const changes = Object.fromEntries(
        Object.entries(patch).filter(([, value]) => value !== undefined),
      );
      await db
        .updateTable('users')
        .set({ ...changes, updated_at: now.toISOString() })
        .where('id', '=', userId)
        .execute();
    },

    /** What a notification needs to know of its recipient: where, in which language, wanting what. */
    async recipient(userId: string, trx: Db = db) {
      const row = await trx
        .selectFrom('users')
        .select([
          'id',
          'email',
          'username',
          'display_name',
          'locale',
          'banned_until',
          'deletion_requested_at',
        ])
        .select(NOTIFICATION_SETTING_KEYS)
        .where('id', '=', userId)
        .executeTakeFirst();
      if (!row || row.deletion_requested_at !== null) return undefined;
      return { ...row, settings: toSettings(row) };
    },
  };
}

function toSettings(row: Record<(typeof NOTIFICATION_SETTING_KEYS)[number], unknown>) {
  return Object.fromEntries(
    NOTIFICATION_SETTING_KEYS.map((key) => [key, Boolean(row[key])]),
  ) as NotificationSettings;
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;
export type Recipient = NonNullable<Awaited<ReturnType<NotificationRepository['recipient']>>>;
