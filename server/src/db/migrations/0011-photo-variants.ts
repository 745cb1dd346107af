import type { Kysely, Migration } from 'kysely';

/**
 * The WebP copies of each post photo (issue 13): the card's crop and the smaller widths the
 * post page picks from, as JSON written by features/posts/images.ts. Photos stored before
 * have none (''), and are shown from their JPEG original and thumbnail as before.
 */
export function photoVariantsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('post_images')
        .addColumn('variants', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    },
  };
}
