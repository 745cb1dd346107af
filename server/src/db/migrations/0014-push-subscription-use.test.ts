import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshDatabasePerTest, migrate, seedFirstSchemaPost } from '../../test/migration-db';
import { testEngines } from '../../test/test-app';
import { initialMigration } from './0001-initial';
import { notificationsMigration } from './0004-notifications';
import { pushSubscriptionUseMigration } from './0014-push-subscription-use';

// Subscriptions kept before the cap of 20 count as used when their browser last saved them.

describe.each(testEngines)('migration 0014 on %s', (engine) => {
  const openFresh = freshDatabasePerTest(engine);

  it('dates each kept subscription’s last use to its last save', async () => {
    const handle = await openFresh();
    const before = {
      '0001-initial': initialMigration(engine),
      '0004-notifications': notificationsMigration(engine),
    };
    expect((await migrate(handle, before)).error).toBeUndefined();
    await seedFirstSchemaPost(handle.db, new Date().toISOString());
    const savedAt = '2025-03-04T05:06:07.089Z';
    await sql`insert into push_subscriptions (id, user_id, endpoint, p256dh, auth, created_at, updated_at)
      values ('s1', 'u1', 'https://fcm.googleapis.com/fcm/send/a', 'k', 'a',
        '2024-01-01T00:00:00.000Z', ${savedAt})`.execute(handle.db);

    const result = await migrate(handle, {
      ...before,
      '0014-push-subscription-use': pushSubscriptionUseMigration(engine),
    });
    expect(result.error).toBeUndefined();
    const row = await handle.db
      .selectFrom('push_subscriptions')
      .select('last_used_at')
      .executeTakeFirstOrThrow();
    expect(row.last_used_at).toBe(savedAt);
  });
});
