import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PEOPLE, DEMO_POSTS } from './demo-data';
import { openDatabase } from './database';

const run = promisify(execFile);

describe('npm run seed:demo', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-demo-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const seed = () =>
    run(process.execPath, ['--import', 'tsx', 'server/src/db/seed-demo.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
    });

  it('fills a fresh database with people, posts each with a photo, sales and reviews, once', async () => {
    const first = await seed();
    expect(first.stdout).toContain('Demo neighbourhood ready');
    const again = await seed();
    expect(again.stdout).toContain('already there');

    const handle = openDatabase({ databaseUrl: undefined, dataDir });
    try {
      const db = handle.db;
      const users = await db.selectFrom('users').select('id').execute();
      const posts = await db.selectFrom('posts').select(['id', 'status']).execute();
      const images = await db.selectFrom('post_images').select('path').execute();
      const reviews = await db.selectFrom('reviews').select('rating').execute();
      const categories = await db
        .selectFrom('posts')
        .innerJoin('families', 'families.id', 'posts.family_id')
        .select('families.category_id')
        .distinct()
        .execute();
      expect(users).toHaveLength(DEMO_PEOPLE.length);
      expect(posts).toHaveLength(DEMO_POSTS.length);
      expect(categories).toHaveLength(12);
      expect(posts.filter((post) => post.status === 'completed')).toHaveLength(2);
      expect(reviews).toHaveLength(2);
      // Every demo post has its photo: the feed's first screen shows food, not 'No photo'.
      const withPhoto = await db
        .selectFrom('posts')
        .innerJoin('post_images', 'post_images.post_id', 'posts.id')
        .select('posts.id')
        .distinct()
        .execute();
      expect(withPhoto).toHaveLength(DEMO_POSTS.length);
      expect(images).toHaveLength(DEMO_POSTS.length);
      for (const image of images) {
        expect(fs.existsSync(path.join(dataDir, image.path))).toBe(true);
      }
    } finally {
      await handle.close();
    }
  }, 120_000);
});
