import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationsBefore } from '../migrate';
import { freshDatabasePerTest, migrate } from '../../test/migration-db';
import { testEngines } from '../../test/test-app';
import { phoneSignInMigration } from './0021-phone-sign-in';

// Accounts made before keep every column and every row that points at them; afterwards an
// account may have no e-mail and no password, and a sign-in number belongs to one account.

describe.each(testEngines)('migration 0021 on %s', (engine) => {
  const openFresh = freshDatabasePerTest(engine);

  it('lets accounts go without e-mail and password, and keeps what points at them', async () => {
    const handle = await openFresh();
    const before = migrationsBefore(engine, '0021-phone-sign-in');
    expect((await migrate(handle, { '0001-initial': before['0001-initial']! })).error).toBe(
      undefined,
    );
    const now = new Date().toISOString();
    await sql`insert into users (id, email, username, username_key, password_hash, created_at, updated_at)
      values ('u1', 'u1@example.com', 'u1', 'u1', 'x', ${now}, ${now})`.execute(handle.db);
    await sql`insert into sessions (id, user_id, token_hash, created_at, last_used_at, expires_at)
      values ('s1', 'u1', 'h1', ${now}, ${now}, ${now})`.execute(handle.db);
    expect((await migrate(handle, before)).error).toBeUndefined();
    const result = await migrate(handle, {
      ...before,
      '0021-phone-sign-in': phoneSignInMigration(engine),
    });
    expect(result.error).toBeUndefined();

    const kept = await handle.db
      .selectFrom('users')
      .select(['email', 'password_hash', 'login_phone', 'sms', 'messages_push'])
      .where('id', '=', 'u1')
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ email: 'u1@example.com', password_hash: 'x', login_phone: null });
    expect(Boolean(kept.sms)).toBe(false);
    expect(Boolean(kept.messages_push)).toBe(true);
    const session = await handle.db.selectFrom('sessions').select('user_id').executeTakeFirst();
    expect(session?.user_id).toBe('u1');

    const phoneAccount = (id: string, phone: string) =>
      sql`insert into users (id, email, username, username_key, password_hash, login_phone,
          created_at, updated_at)
        values (${id}, null, ${id}, ${id}, null, ${phone}, ${now}, ${now})`.execute(handle.db);
    await phoneAccount('u2', '+639171234567');
    await phoneAccount('u3', '+639181234567');
    await expect(phoneAccount('u4', '+639171234567')).rejects.toThrow();
    // The e-mail stays unique where there is one.
    await expect(
      sql`update users set email = 'u1@example.com' where id = 'u2'`.execute(handle.db),
    ).rejects.toThrow();
    // Deleting an account still takes its sessions with it.
    await sql`delete from users where id = 'u1'`.execute(handle.db);
    const sessions = await handle.db.selectFrom('sessions').selectAll().execute();
    expect(sessions).toEqual([]);
  });
});
