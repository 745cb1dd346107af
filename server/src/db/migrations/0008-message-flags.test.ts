import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testEngines } from '../../test/test-app';
import { freshDatabasePerTest, migrate, seedFirstSchemaPost } from '../../test/migration-db';
import { initialMigration } from './0001-initial';
import { messageFlagsMigration } from './0008-message-flags';

// Messages kept from before the scam guard are looked at when it arrives, on both engines.

const BODIES = [
  'Available pa po? ₱120 per kilo, 2 kg, kita tayo 5:30',
  'GCash muna po',
  'Text me 0917 123 4567',
  'bit.ly/promo or pay first',
];

describe.each(testEngines)('migration 0008 on %s', (engine) => {
  const openFresh = freshDatabasePerTest(engine);

  it('flags the messages already kept, page after page', async () => {
    const handle = await openFresh();
    const before = { '0001-initial': initialMigration(engine) };
    expect((await migrate(handle, before)).error).toBeUndefined();
    const now = new Date().toISOString();
    await seedFirstSchemaPost(handle.db, now);
    await sql`insert into threads (id, post_id, buyer_id, seller_id, status, created_at)
      values ('t1', 'p1', null, 'u1', 'open', ${now})`.execute(handle.db);
    // More than a page of messages, so the backfill has to walk on.
    const total = 2500;
    for (let i = 0; i < total; i += 500) {
      const values = Array.from({ length: Math.min(500, total - i) }, (_, j) => {
        const n = i + j;
        return sql`(${`m${String(n).padStart(5, '0')}`}, 't1', 'u1', ${BODIES[n % BODIES.length]}, ${now})`;
      });
      await sql`insert into messages (id, thread_id, sender_id, body, created_at) values ${sql.join(values)}`.execute(
        handle.db,
      );
    }

    const result = await migrate(handle, {
      ...before,
      '0008-message-flags': messageFlagsMigration(),
    });
    expect(result.error).toBeUndefined();
    const rows = await handle.db
      .selectFrom('messages')
      .select(['id', 'flags'])
      .orderBy('id')
      .execute();
    expect(rows).toHaveLength(total);
    const expected = ['', 'payment', 'contact', 'link,payment'];
    rows.forEach((row, n) => expect(row.flags).toBe(expected[n % expected.length]));
  });
});
