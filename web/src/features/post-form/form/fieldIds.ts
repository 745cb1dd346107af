import type { PostFormField } from '../postFormValues';

/** The control each field's label, summary link and error belong to. */
const INPUT_IDS: Record<PostFormField, string> = {
  categoryId: 'post-category',
  familyId: 'post-family',
  title: 'post-title',
  description: 'post-description',
  price: 'post-price',
  qty: 'post-qty',
  unit: 'post-unit',
  images: 'post-photo',
  expiresInDays: 'post-expires',
  location: 'post-location',
};

/** Ids that tie a field's control, hint and error together (aria-describedby). */
export function fieldIds(field: PostFormField) {
  const input = INPUT_IDS[field];
  return { input, hint: `${input}-hint`, error: `${input}-error` };
}

/** aria-describedby for a field: its hint(s), then its error when there is one. */
export function describedBy(
  field: PostFormField,
  {
    hint = false,
    error = false,
    extra = [],
  }: { hint?: boolean; error?: boolean; extra?: string[] },
): string | undefined {
  const ids = fieldIds(field);
  const parts = [hint ? ids.hint : null, ...extra, error ? ids.error : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}
