import { z } from 'zod';

export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_tl: z.string(),
  name_ceb: z.string(),
});

export const familySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  name_tl: z.string(),
  name_ceb: z.string(),
  category_id: z.number().int(),
});

export const familyDetailSchema = familySchema.extend({
  category: z.object({
    id: z.number().int(),
    name: z.string(),
    name_tl: z.string(),
    name_ceb: z.string(),
  }),
});

type FamilyDetailRow = z.infer<typeof familySchema> & {
  category_name: string;
  category_name_tl: string;
  category_name_ceb: string;
};

export function presentFamilyDetail(row: FamilyDetailRow): z.infer<typeof familyDetailSchema> {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    name_tl: row.name_tl,
    name_ceb: row.name_ceb,
    category_id: row.category_id,
    category: {
      id: row.category_id,
      name: row.category_name,
      name_tl: row.category_name_tl,
      name_ceb: row.category_name_ceb,
    },
  };
}
