import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPost } from '../test/posts';
import { createTestApp, testEngines, type TestApp } from '../test/test-app';
import { get, signUpAndConfirm } from '../test/users';
import { optimizeDatabase } from './maintenance';

describe.each(testEngines)('optimizeDatabase (%s)', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
    const seller = await signUpAndConfirm(t);
    // One post a transaction: FTS5 adds a segment to the title index for each.
    for (let i = 0; i < 24; i++) await createPost(t, seller, { title: `Mangga ${i} kilo` });
  });
  afterAll(() => t.close());

  const searched = async () =>
    (await get(t.app, '/api/posts?search=mangga&pageSize=50')).json().total as number;

  it.runIf(engine === 'sqlite')(
    'merges the title index into one segment, a step at a time',
    async () => {
      const segments = async () =>
        Number(
          (
            await sql<{ n: number }>`select count(distinct segid) as n from posts_fts_idx`.execute(
              t.app.database.db,
            )
          ).rows[0]!.n,
        );
      expect(await segments()).toBeGreaterThan(1);
      await optimizeDatabase(t.app.database);
      expect(await segments()).toBe(1);
      expect(await searched()).toBe(24);
      // Nothing left to merge: a second run ends at its first step.
      await optimizeDatabase(t.app.database);
      expect(await segments()).toBe(1);
    },
  );

  it('leaves every search answering as before', async () => {
    await optimizeDatabase(t.app.database);
    expect(await searched()).toBe(24);
  });
});
