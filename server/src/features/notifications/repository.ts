import {
  EMAIL_SETTING_KEYS,
  NOTIFICATION_SETTING_KEYS,
  type NotificationSettings,
  type NotificationSettingsPatch,
} from '@core/schemas';
import type { Db } from '../../db/database';
import { newId } from '../../platform/tokens';
import { normalisedEndpoint } from './endpoint-guard';

export interface SubscriptionInput {
  endpoint: string;
  p256dh: string;
  auth: string;
  deviceId: string | null;
}

/** Browsers one account is pushed to; a new one beyond this replaces the least recently used. */
export const MAX_PUSH_SUBSCRIPTIONS = 20;

/**
 * Drops the account's other spellings of the endpoint just saved (rows stored before endpoints
 * were kept in one spelling: `…/abc#x`, `…/abc?`) and its least recently used rows beyond the
 * cap, never the one just saved.
 */
async function keepMostRecentlyUsed(
  trx: Db,
  userId: string,
  saved: { id: string; endpoint: string },
) {
  const others = await trx
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint'])
    .where('user_id', '=', userId)
    .where('id', '!=', saved.id)
    .orderBy('last_used_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute();
  const sameBrowser = (row: { endpoint: string }) =>
    normalisedEndpoint(row.endpoint) === saved.endpoint;
  const extra = [
    ...others.filter(sameBrowser),
    ...others.filter((row) => !sameBrowser(row)).slice(MAX_PUSH_SUBSCRIPTIONS - 1),
  ].map((row) => row.id);
  if (extra.length) await trx.deleteFrom('push_subscriptions').where('id', 'in', extra).execute();
}

export function createNotificationRepository(db: Db) {
  return {
    /**
     * One row per endpoint: the same browser subscribing again updates that row. It moves to
     * another account only with the same keys (the same browser, another person signed in):
     * anyone else naming the endpoint would take over someone's notifications, and is answered
     * 'taken'. One statement, so two saves at once cannot slip a move past the check. An
     * account keeps its `MAX_PUSH_SUBSCRIPTIONS` most recently used rows.
     */
    async saveSubscription(userId: string, input: SubscriptionInput, now = new Date()) {
      const at = now.toISOString();
      const values = {
        user_id: userId,
        p256dh: input.p256dh,
        auth: input.auth,
        device_id: input.deviceId,
        updated_at: at,
        last_used_at: at,
      };
      const id = newId();
      return db.transaction().execute(async (trx) => {
        const saved = await trx
          .insertInto('push_subscriptions')
          .values({ id, endpoint: input.endpoint, created_at: at, ...values })
          .onConflict((oc) =>
            oc
              .column('endpoint')
              .doUpdateSet(values)
              .where((eb) =>
                eb.or([
                  eb('push_subscriptions.user_id', '=', eb.ref('excluded.user_id')),
                  eb.and([
                    eb('push_subscriptions.p256dh', '=', eb.ref('excluded.p256dh')),
                    eb('push_subscriptions.auth', '=', eb.ref('excluded.auth')),
                  ]),
                ]),
              ),
          )
          .returning('id')
          .executeTakeFirst();
        if (!saved) return 'taken' as const;
        await keepMostRecentlyUsed(trx, userId, { id: saved.id, endpoint: input.endpoint });
        return { id: saved.id, created: saved.id === id };
      });
    },

    /** The account's row for this endpoint, in whichever spelling it was stored or is named. */
    async deleteSubscription(userId: string, endpoint: string) {
      const wanted = normalisedEndpoint(endpoint);
      // At most MAX_PUSH_SUBSCRIPTIONS rows: compared here, as the guard spells them.
      const rows = await db
        .selectFrom('push_subscriptions')
        .select(['id', 'endpoint'])
        .where('user_id', '=', userId)
        .execute();
      const ids = rows
        .filter((row) => normalisedEndpoint(row.endpoint) === wanted)
        .map((r) => r.id);
      if (ids.length) await db.deleteFrom('push_subscriptions').where('id', 'in', ids).execute();
    },

    /** The push service took a notification for this row: it counts as used. */
    async markSubscriptionUsed(id: string, trx: Db = db, now = new Date()) {
      await trx
        .updateTable('push_subscriptions')
        .set({ last_used_at: now.toISOString() })
        .where('id', '=', id)
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
          'email_confirmed_at',
          'login_phone',
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
      // Without a confirmed address there is nowhere to e-mail: SMS stands in (issue 37).
      const email = row.email_confirmed_at !== null ? row.email : null;
      const settings = toSettings(row);
      if (email === null) {
        for (const key of EMAIL_SETTING_KEYS) settings[key] = false;
      }
      return { ...row, email, settings };
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
