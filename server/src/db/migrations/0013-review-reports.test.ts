import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshDatabasePerTest, migrate, seedFirstSchemaPost } from '../../test/migration-db';
import { testEngines } from '../../test/test-app';
import { initialMigration } from './0001-initial';
import { reviewReportsMigration } from './0013-review-reports';

// Post reports filed before review reports keep everything (SQLite rebuilds the table), and
// the table takes one subject per report, gone with its post or its review.

describe.each(testEngines)('migration 0013 on %s', (engine) => {
  const openFresh = freshDatabasePerTest(engine);

  it('keeps existing post reports as post reports, and holds one subject per report', async () => {
    const handle = await openFresh();
    const before = { '0001-initial': initialMigration(engine) };
    expect((await migrate(handle, before)).error).toBeUndefined();
    const now = new Date().toISOString();
    await seedFirstSchemaPost(handle.db, now);
    await sql`insert into users (id, email, username, username_key, password_hash, created_at, updated_at)
      values ('u2', 'u2@example.com', 'u2', 'u2', 'x', ${now}, ${now})`.execute(handle.db);
    await sql`insert into reports (id, post_id, reporter_id, reason, status, created_at, reviewed_at)
      values ('r1', 'p1', 'u2', 'Looks spoiled', 'reviewed', ${now}, ${now})`.execute(handle.db);
    await sql`insert into threads (id, post_id, buyer_id, seller_id, status, created_at)
      values ('t1', 'p1', 'u2', 'u1', 'completed', ${now})`.execute(handle.db);
    await sql`insert into reviews (id, thread_id, reviewer_id, reviewee_id, rating, created_at)
      values ('v1', 't1', 'u2', 'u1', 1, ${now})`.execute(handle.db);

    const result = await migrate(handle, {
      ...before,
      '0013-review-reports': reviewReportsMigration(engine),
    });
    expect(result.error).toBeUndefined();
    const db = handle.db;
    expect(await db.selectFrom('reports').selectAll().execute()).toEqual([
      {
        id: 'r1',
        subject_type: 'post',
        post_id: 'p1',
        review_id: null,
        reporter_id: 'u2',
        reason: 'Looks spoiled',
        status: 'reviewed',
        created_at: now,
        reviewed_at: now,
      },
    ]);
    expect(await db.selectFrom('reviews').select('removed_at').execute()).toEqual([
      { removed_at: null },
    ]);

    const report = (id: string, type: string, postId: string | null, reviewId: string | null) =>
      sql`insert into reports (id, subject_type, post_id, review_id, reporter_id, reason, status, created_at)
        values (${id}, ${type}, ${postId}, ${reviewId}, 'u1', 'Rude', 'new', ${now})`.execute(db);
    await report('r2', 'review', null, 'v1');
    await expect(report('r3', 'review', null, null)).rejects.toThrow();
    await expect(report('r4', 'review', 'p1', 'v1')).rejects.toThrow();
    await expect(report('r5', 'post', null, 'v1')).rejects.toThrow();

    // A review's reports go with it; a post's with the post (and its sales' reviews).
    await db.deleteFrom('reviews').where('id', '=', 'v1').execute();
    expect((await db.selectFrom('reports').select('id').execute()).map((r) => r.id)).toEqual([
      'r1',
    ]);
    await db.deleteFrom('posts').where('id', '=', 'p1').execute();
    expect(await db.selectFrom('reports').select('id').execute()).toEqual([]);
  });
});
