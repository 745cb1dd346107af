import type { Db } from '../../db/database';

/**
 * A read made once and kept: the rows are frozen, since every caller shares them. A failed
 * read is not kept, so the next caller asks again.
 */
function readOnce<T extends object>(read: () => Promise<T[]>): () => Promise<T[]> {
  let kept: Promise<T[]> | undefined;
  return () => {
    kept ??= read().then(
      // Frozen, though typed as the rows the routes' schemas take: a change throws.
      (rows) => Object.freeze(rows.map((row) => Object.freeze(row))) as T[],
      (error: unknown) => {
        kept = undefined;
        throw error;
      },
    );
    return kept;
  };
}

/**
 * Categories and families change only with a migration, and migrations run before the server
 * serves (npm start): each process reads them once. Every page of the feed and every post form
 * asks for them; that read was the one query a rendered `/` made beyond the feed API's.
 */
export function createTaxonomyRepository(db: Db) {
  const categories = readOnce(() =>
    db
      .selectFrom('categories')
      .select(['id', 'slug', 'name', 'name_tl', 'name_ceb'])
      .orderBy('sort_order')
      .execute(),
  );
  const allFamilies = readOnce(() =>
    db
      .selectFrom('families')
      .select(['id', 'slug', 'name', 'name_tl', 'name_ceb', 'category_id'])
      .orderBy('category_id')
      .orderBy('sort_order')
      .execute(),
  );

  return {
    listCategories: categories,

    /** A category's families (in their order), or every family, by category then order. */
    async listFamilies(categoryId: number | undefined) {
      const families = await allFamilies();
      if (categoryId === undefined) return families;
      return families.filter((family) => family.category_id === categoryId);
    },

    /** A family with its category's names, from the same rows (undefined when there is none). */
    async findFamily(id: number) {
      const family = (await allFamilies()).find((row) => row.id === id);
      if (!family) return undefined;
      const category = (await categories()).find((row) => row.id === family.category_id);
      if (!category) return undefined;
      return {
        ...family,
        category_name: category.name,
        category_name_tl: category.name_tl,
        category_name_ceb: category.name_ceb,
      };
    },
  };
}

export type TaxonomyRepository = ReturnType<typeof createTaxonomyRepository>;
