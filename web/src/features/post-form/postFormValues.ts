// What the create and edit forms hold, and how a post fills the edit form. Pure, so the
// rules are unit tested under Node; the shared zod schemas turn these values into bodies.

import { daysFromExpiry } from '@core/expiry';
import { defaultUnit } from '@core/units';
import type { EditablePost } from './types';

/**
 * The form's values, all as the inputs hold them: selects and text fields are strings
 * ('' while empty), so every input stays controlled. Fits createPostForm and editPostForm.
 */
export interface PostFormValues {
  categoryId: string;
  familyId: string;
  title: string;
  description: string;
  price: string;
  qty: string;
  unit: string;
  expiresInDays: string;
  /**
   * Create: [] or [data URL]. Edit: undefined keeps the post's photo, [] removes it,
   * [data URL] replaces it (the PATCH body's own meaning).
   */
  images?: string[];
  /** Null until the device reports a location; on edit null keeps the post's location. */
  lat: number | null;
  lng: number | null;
  /**
   * Never holds a value: it names the place where the schema's location rule (and the
   * server's lat/lng errors) report, so the form can set and read that error.
   */
  location?: null;
}

/** Where errors can appear: the values above plus 'location', the schema's location rule. */
export type PostFormField =
  | 'categoryId'
  | 'familyId'
  | 'title'
  | 'description'
  | 'price'
  | 'qty'
  | 'unit'
  | 'images'
  | 'expiresInDays'
  | 'location';

/** Fields in screen order, which is also the error summary's order. */
export const POST_FORM_FIELDS: readonly PostFormField[] = [
  'categoryId',
  'familyId',
  'title',
  'description',
  'price',
  'qty',
  'unit',
  'images',
  'expiresInDays',
  'location',
];

export function isPostFormField(name: string): name is PostFormField {
  return (POST_FORM_FIELDS as readonly string[]).includes(name);
}

/** A blank create form. The unit starts at the default row's first unit ('pc'). */
export function emptyPostFormValues(): PostFormValues {
  return {
    categoryId: '',
    familyId: '',
    title: '',
    description: '',
    price: '',
    qty: '',
    unit: defaultUnit(null),
    expiresInDays: '',
    images: [],
    lat: null,
    lng: null,
  };
}

/** A quantity for a text input: whole numbers plain, others with the decimals they need. */
export function amountText(value: number): string {
  if (Number.isInteger(value)) return String(value);
  return String(Math.round(value * 1000) / 1000);
}

/** A price for a text input: '25' or, with centavos, always two decimals ('120.50'). */
export function priceText(value: number): string {
  // The server keeps centavos, so two decimals never lose anything.
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/**
 * The edit form for a post. The expiry becomes its day count (1 = today); an expired post
 * starts blank so the seller picks new days instead of seeing a rejected 0.
 */
export function postFormValuesFromPost(post: EditablePost, now: Date = new Date()): PostFormValues {
  const days = daysFromExpiry(post.expires_at, now);
  return {
    categoryId: String(post.category.id),
    familyId: String(post.family_id),
    title: post.title,
    description: post.description,
    price: priceText(post.price),
    qty: amountText(post.qty),
    unit: post.unit,
    expiresInDays: days && days > 0 ? String(days) : '',
    images: undefined,
    lat: null,
    lng: null,
  };
}
