import type { Kysely, Migration } from 'kysely';

interface NamedRow {
  slug: string;
  name_ceb: string;
}

/** The words before and after; written here, not read from the taxonomy, which moves on. */
export const NATIVE_DRINKS = {
  slug: 'native-drinks',
  before: 'Lumad nga ilimnon',
  after: 'Tradisyonal nga ilimnon',
} as const;

/**
 * Native drinks (sago't gulaman, salabat) in Cebuano: 'Tradisyonal nga ilimnon', not 'Lumad
 * nga ilimnon', which reads as the drinks of the Lumad peoples (docs/cebuano-glossary.md).
 * Databases seeded before the change get the new name; one an operator renamed keeps theirs.
 */
export function cebuanoNativeDrinksMigration(): Migration {
  return {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as Kysely<{ families: NamedRow }>;
      await db
        .updateTable('families')
        .set({ name_ceb: NATIVE_DRINKS.after })
        .where('slug', '=', NATIVE_DRINKS.slug)
        .where('name_ceb', '=', NATIVE_DRINKS.before)
        .execute();
    },
  };
}
