import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { TAXONOMY } from '@core/taxonomy';
import { freshDatabasePerTest, migrate } from '../../test/migration-db';
import { testEngines } from '../../test/test-app';
import { initialMigration } from './0001-initial';
import { taxonomyMigration } from './0002-taxonomy';
import { taxonomyCebuanoMigration } from './0016-taxonomy-cebuano';

// The seeded categories and families get their Cebuano names by slug; a row the seed does not
// know keeps the empty default, and rows written later without the column get it too.

interface Named {
  slug: string;
  name_ceb: string;
}
/** By slug, in JS: the engines' collations order hyphens differently. */
const bySlug = (rows: Named[]) =>
  [...rows].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));

describe.each(testEngines)('migration 0016 on %s', (engine) => {
  const openFresh = freshDatabasePerTest(engine);

  it('names every seeded category and family in Cebuano', async () => {
    const handle = await openFresh();
    const before = {
      '0001-initial': initialMigration(engine),
      '0002-taxonomy': taxonomyMigration(),
    };
    expect((await migrate(handle, before)).error).toBeUndefined();
    // A category and family the seed does not know.
    await sql`insert into categories (slug, name, name_tl, sort_order)
      values ('c', 'C', 'C', 99)`.execute(handle.db);
    await sql`insert into families (category_id, slug, name, name_tl, sort_order)
      select id, 'f', 'F', 'F', 1 from categories where slug = 'c'`.execute(handle.db);

    const result = await migrate(handle, {
      ...before,
      '0016-taxonomy-cebuano': taxonomyCebuanoMigration(),
    });
    expect(result.error).toBeUndefined();
    const db = handle.db;

    const categories = await db.selectFrom('categories').select(['slug', 'name_ceb']).execute();
    expect(bySlug(categories)).toEqual(
      bySlug([
        ...TAXONOMY.map((c) => ({ slug: c.slug, name_ceb: c.name_ceb })),
        { slug: 'c', name_ceb: '' },
      ]),
    );
    const families = await db.selectFrom('families').select(['slug', 'name_ceb']).execute();
    expect(bySlug(families)).toEqual(
      bySlug([
        ...TAXONOMY.flatMap((c) => c.families.map((f) => ({ slug: f.slug, name_ceb: f.name_ceb }))),
        { slug: 'f', name_ceb: '' },
      ]),
    );
    expect(families.filter((f) => f.slug !== 'f').every((f) => f.name_ceb.trim() !== '')).toBe(
      true,
    );

    // Written as before, without the new column: it takes the empty default.
    await sql`insert into categories (slug, name, name_tl, sort_order)
      values ('later', 'Later', 'Mamaya', 99)`.execute(db);
    const later = await db
      .selectFrom('categories')
      .select('name_ceb')
      .where('slug', '=', 'later')
      .executeTakeFirstOrThrow();
    expect(later.name_ceb).toBe('');
  });
});
