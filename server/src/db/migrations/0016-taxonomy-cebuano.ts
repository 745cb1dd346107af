import type { Kysely, Migration } from 'kysely';
import { TAXONOMY } from '@core/taxonomy';

interface NamedRow {
  slug: string;
  name_ceb: string;
}

/**
 * The Cebuano (Binisaya) name of every category and family (issue 24), beside `name_tl`.
 * Rows are found by slug, which never changes; a row the seed does not know (none in a
 * deployment, some in tests) keeps the empty default, and the web app shows its English name.
 */
export function taxonomyCebuanoMigration(): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      for (const table of ['categories', 'families'] as const) {
        await untyped.schema
          .alterTable(table)
          .addColumn('name_ceb', 'text', (c) => c.notNull().defaultTo(''))
          .execute();
      }
      const db = untyped as Kysely<{ categories: NamedRow; families: NamedRow }>;
      for (const category of TAXONOMY) {
        await db
          .updateTable('categories')
          .set({ name_ceb: category.name_ceb })
          .where('slug', '=', category.slug)
          .execute();
        for (const family of category.families) {
          await db
            .updateTable('families')
            .set({ name_ceb: family.name_ceb })
            .where('slug', '=', family.slug)
            .execute();
        }
      }
    },
  };
}
