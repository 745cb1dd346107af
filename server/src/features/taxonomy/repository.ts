import type { Db } from '../../db/database';

export function createTaxonomyRepository(db: Db) {
  return {
    listCategories() {
      return db
        .selectFrom('categories')
        .select(['id', 'slug', 'name', 'name_tl', 'name_ceb'])
        .orderBy('sort_order')
        .execute();
    },

    listFamilies(categoryId: number | undefined) {
      let query = db
        .selectFrom('families')
        .select(['id', 'slug', 'name', 'name_tl', 'name_ceb', 'category_id'])
        .orderBy('category_id')
        .orderBy('sort_order');
      if (categoryId !== undefined) query = query.where('category_id', '=', categoryId);
      return query.execute();
    },

    findFamily(id: number) {
      return db
        .selectFrom('families')
        .innerJoin('categories', 'categories.id', 'families.category_id')
        .select([
          'families.id',
          'families.slug',
          'families.name',
          'families.name_tl',
          'families.name_ceb',
          'families.category_id',
          'categories.name as category_name',
          'categories.name_tl as category_name_tl',
          'categories.name_ceb as category_name_ceb',
        ])
        .where('families.id', '=', id)
        .executeTakeFirst();
    },
  };
}

export type TaxonomyRepository = ReturnType<typeof createTaxonomyRepository>;
