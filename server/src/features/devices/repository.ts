import type { Db } from '../../db/database';
import { newId } from '../../platform/tokens';

export function createDeviceRepository(db: Db) {
  return {
    /** One row per (user, device): registering again refreshes it. */
    async upsert(userId: string, deviceId: string, userAgent: string | null, now = new Date()) {
      await db
        .insertInto('devices')
        .values({
          id: newId(),
          user_id: userId,
          device_id: deviceId,
          user_agent: userAgent,
          created_at: now.toISOString(),
          last_seen_at: now.toISOString(),
        })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'device_id'])
            .doUpdateSet({ user_agent: userAgent, last_seen_at: now.toISOString() }),
        )
        .execute();
    },

    listFor(userId: string) {
      return db
        .selectFrom('devices')
        .select(['device_id', 'user_agent', 'created_at', 'last_seen_at'])
        .where('user_id', '=', userId)
        .execute();
    },
  };
}

export type DeviceRepository = ReturnType<typeof createDeviceRepository>;
