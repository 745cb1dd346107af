import type { Kysely, Migration } from 'kysely';
import { TAXONOMY } from '@core/taxonomy';
import type { Database } from '../schema';

/**
 * Seeds the categories and families of SPEC §5's units table. Later changes to the taxonomy
 * belong in new migrations, so every deployment moves through the same steps.
 */
export function taxonomyMigration(): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as unknown as Kysely<Database>;
      for (const [categoryIndex, category] of TAXONOMY.entries()) {
        const inserted = await db
          .insertInto('categories')
          .values({
            slug: category.slug,
            name: category.name,
            name_tl: category.name_tl,
            sort_order: categoryIndex,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('families')
          .values(
            category.families.map((family, familyIndex) => ({
              category_id: inserted.id,
              slug: family.slug,
              name: family.name,
              name_tl: family.name_tl,
              sort_order: familyIndex,
            })),
          )
          .execute();
      }
    },
  };
}
