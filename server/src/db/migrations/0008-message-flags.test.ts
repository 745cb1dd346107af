import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { testEngines } from '../../test/test-app';
import { freshDatabase, migrate } from '../../test/migration-db';
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
  let cleanup = async () => {};
  afterEach(async () => {
    await cleanup();
  });

  it('flags the messages already kept, page after page', async () => {
    const fresh = await freshDatabase(engine);
    cleanup = async () => {
      await fresh.handle.close();
      await fresh.cleanup();
    };
    const { handle } = fresh;
    const before = { '0001-initial': initialMigration(engine) };
    expect((await migrate(handle, before)).error).toBeUndefined();
    const now = new Date().toISOString();
    await sql`insert into users (id, email, username, username_key, password_hash, created_at, updated_at)
      values ('u1', 'u1@example.com', 'u1', 'u1', 'x', ${now}, ${now})`.execute(handle.db);
    await sql`insert into categories (slug, name, name_tl, sort_order) values ('c', 'C', 'C', 1)`.execute(
      handle.db,
    );
    await sql`insert into families (category_id, slug, name, name_tl, sort_order)
      select id, 'f', 'F', 'F', 1 from categories`.execute(handle.db);
    await sql`insert into posts (id, user_id, family_id, title, description, price_centavos,
        qty, unit, lat, lng, status, expires_at, created_at, updated_at)
      select 'p1', 'u1', id, 'Kangkong', '', 2500, 1, 'bunch', 14.6, 121, 'active', ${now}, ${now}, ${now}
      from families`.execute(handle.db);
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
