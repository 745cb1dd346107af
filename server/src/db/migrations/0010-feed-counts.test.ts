import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshDatabasePerTest, migrate } from '../../test/migration-db';
import { testEngines } from '../../test/test-app';
import { migrationsBefore } from '../migrate';
import { feedCountsMigration } from './0010-feed-counts';

// The per-day counts of active posts are filled from the posts already there, then kept in
// step by the triggers through inserts, edits of status, expiry and family, and deletes.

const DAY_MS = 86_400_000;

describe.each(testEngines)('migration 0010 on %s', (engine) => {
  const openFresh = freshDatabasePerTest(engine);

  it('counts the posts already there and keeps the counts in step', async () => {
    const handle = await openFresh();
    const { db } = handle;
    const before = migrationsBefore(engine, '0010-feed-counts');
    expect((await migrate(handle, before)).error).toBeUndefined();
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    await sql`insert into users (id, email, username, username_key, password_hash, created_at, updated_at)
      values ('u1', 'u1@example.com', 'u1', 'u1', 'x', ${iso(now)}, ${iso(now)})`.execute(db);
    const families = (await db.selectFrom('families').select('id').limit(3).execute()).map(
      (row) => row.id,
    );
    const statuses = ['active', 'active', 'hidden', 'active', 'completed'] as const;
    const post = (i: number) => ({
      id: `p${i}`,
      user_id: 'u1',
      family_id: families[i % families.length]!,
      title: 'Kangkong',
      description: '',
      price_centavos: 100,
      qty: 1,
      unit: 'kg',
      lat: 14.6,
      lng: 121,
      public_lat: 14.6,
      public_lng: 121,
      status: statuses[i % statuses.length]!,
      // Yesterday to ten days ahead, some at a day's very first millisecond.
      expires_at: iso(
        i % 7 === 0 ? Math.ceil(now / DAY_MS) * DAY_MS : now + ((i % 12) - 1) * DAY_MS,
      ),
      created_at: iso(now),
      updated_at: iso(now),
    });
    await db
      .insertInto('posts')
      .values(Array.from({ length: 60 }, (_, i) => post(i)))
      .execute();

    /** The counts as the table holds them and as counting the posts gives them. */
    const both = async () => {
      const kept = await sql<{ day: string; family_id: number; n: number }>`
        select day, family_id, n from post_live_counts where n <> 0 order by day, family_id`.execute(
        db,
      );
      const posts = await db
        .selectFrom('posts')
        .select(['expires_at', 'family_id'])
        .where('status', '=', 'active')
        .execute();
      const counted = new Map<string, number>();
      for (const row of posts) {
        const key = `${new Date(row.expires_at).toISOString().slice(0, 10)} ${row.family_id}`;
        counted.set(key, (counted.get(key) ?? 0) + 1);
      }
      return {
        kept: kept.rows.map((row) => `${row.day} ${row.family_id}: ${Number(row.n)}`),
        counted: [...counted.entries()]
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([key, n]) => `${key.split(' ')[0]} ${key.split(' ')[1]}: ${n}`),
      };
    };

    const result = await migrate(handle, {
      ...before,
      '0010-feed-counts': feedCountsMigration(engine),
    });
    expect(result.error).toBeUndefined();
    let state = await both();
    expect(state.kept.length).toBeGreaterThan(5);
    expect(state.kept).toEqual(state.counted);

    await db
      .insertInto('posts')
      .values([post(60), post(61), post(62)])
      .execute();
    await db
      .updateTable('posts')
      .set({ status: 'hidden' })
      .where('id', 'in', ['p0', 'p1'])
      .execute();
    await db.updateTable('posts').set({ status: 'active' }).where('id', '=', 'p2').execute();
    await db
      .updateTable('posts')
      .set({ expires_at: iso(now + 20 * DAY_MS), family_id: families[0]! })
      .where('id', 'in', ['p3', 'p5', 'p6', 'p8'])
      .execute();
    await db.updateTable('posts').set({ title: 'Pechay' }).where('id', '=', 'p9').execute();
    await db.deleteFrom('posts').where('id', 'in', ['p10', 'p11', 'p12']).execute();
    state = await both();
    expect(state.kept).toEqual(state.counted);
  });
});
