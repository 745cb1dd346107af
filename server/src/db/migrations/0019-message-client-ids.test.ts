import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationsBefore } from '../migrate';
import { freshDatabasePerTest, migrate, seedFirstSchemaPost } from '../../test/migration-db';
import { testEngines } from '../../test/test-app';
import { messageClientIdsMigration } from './0019-message-client-ids';

// Messages kept from before client ids stay as they are; afterwards a sender's id is unique
// within a thread, and messages without one never collide.

describe.each(testEngines)('migration 0019 on %s', (engine) => {
  const openFresh = freshDatabasePerTest(engine);

  it('adds client ids to messages, unique per thread and sender', async () => {
    const handle = await openFresh();
    const before = migrationsBefore(engine, '0019-message-client-ids');
    const first = { '0001-initial': before['0001-initial']! };
    expect((await migrate(handle, first)).error).toBeUndefined();
    const now = new Date().toISOString();
    await seedFirstSchemaPost(handle.db, now);
    await sql`insert into threads (id, post_id, buyer_id, seller_id, status, created_at)
      values ('t1', 'p1', null, 'u1', 'open', ${now})`.execute(handle.db);
    await sql`insert into messages (id, thread_id, sender_id, body, created_at)
      values ('m1', 't1', 'u1', 'Before', ${now})`.execute(handle.db);
    expect((await migrate(handle, before)).error).toBeUndefined();

    const result = await migrate(handle, {
      ...before,
      '0019-message-client-ids': messageClientIdsMigration(),
    });
    expect(result.error).toBeUndefined();
    const insert = (id: string, clientId: string | null) =>
      sql`insert into messages (id, thread_id, sender_id, body, created_at, client_id)
        values (${id}, 't1', 'u1', 'x', ${now}, ${clientId})`.execute(handle.db);
    await insert('m2', null);
    await insert('m3', null);
    await insert('m4', 'c1');
    await expect(insert('m5', 'c1')).rejects.toThrow();
    const rows = await handle.db
      .selectFrom('messages')
      .select(['id', 'client_id'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 'm1', client_id: null },
      { id: 'm2', client_id: null },
      { id: 'm3', client_id: null },
      { id: 'm4', client_id: 'c1' },
    ]);
  });
});
