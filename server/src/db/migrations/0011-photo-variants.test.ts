import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { parseVariants, postImageFiles } from '../../features/posts/images';
import { freshDatabasePerTest, migrate, seedFirstSchemaPost } from '../../test/migration-db';
import { testEngines } from '../../test/test-app';
import { initialMigration } from './0001-initial';
import { photoVariantsMigration } from './0011-photo-variants';

// Photos stored before the WebP copies keep working: their rows get no copies, and reading
// them back gives the JPEG and thumbnail alone, to show and to delete.

describe.each(testEngines)('migration 0011 on %s', (engine) => {
  const openFresh = freshDatabasePerTest(engine);

  it('gives the photos already stored no copies', async () => {
    const handle = await openFresh();
    const before = { '0001-initial': initialMigration(engine) };
    expect((await migrate(handle, before)).error).toBeUndefined();
    const now = new Date().toISOString();
    await seedFirstSchemaPost(handle.db, now);
    await sql`insert into post_images (id, post_id, position, path, thumb_path, width, height, created_at)
      values ('i1', 'p1', 0, '/media/posts/2026-01/a.jpg', '/media/posts/2026-01/a-thumb.jpg',
        1600, 1200, ${now})`.execute(handle.db);

    const result = await migrate(handle, {
      ...before,
      '0011-photo-variants': photoVariantsMigration(),
    });
    expect(result.error).toBeUndefined();
    const row = await handle.db
      .selectFrom('post_images')
      .select(['path', 'thumb_path', 'variants'])
      .executeTakeFirstOrThrow();
    expect(row.variants).toBe('');
    expect(parseVariants(row.variants)).toEqual({ card: null, variants: [] });
    expect(postImageFiles(row)).toEqual([
      '/media/posts/2026-01/a.jpg',
      '/media/posts/2026-01/a-thumb.jpg',
    ]);
  });
});
