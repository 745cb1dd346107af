import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { parseVariants, postImageFiles } from '../../features/posts/images';
import { freshDatabase, migrate } from '../../test/migration-db';
import { testEngines } from '../../test/test-app';
import { initialMigration } from './0001-initial';
import { photoVariantsMigration } from './0011-photo-variants';

// Photos stored before the WebP copies keep working: their rows get no copies, and reading
// them back gives the JPEG and thumbnail alone, to show and to delete.

describe.each(testEngines)('migration 0011 on %s', (engine) => {
  let cleanup = async () => {};
  afterEach(async () => {
    await cleanup();
  });

  it('gives the photos already stored no copies', async () => {
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
