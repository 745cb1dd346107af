import {
  createPostBodyFromForm,
  createPostForm,
  editPostBodyFromForm,
  editPostForm,
  fieldErrorsFromZod,
  makeCreatePostBody,
  makeEditPostBody,
  MESSAGE_KEY,
} from '@core/schemas';
import { describe, expect, it } from 'vitest';
import {
  amountText,
  emptyPostFormValues,
  postFormValuesFromPost,
  priceText,
} from './postFormValues';
import type { EditablePost } from './types';

// Wednesday 26 November 2025, 10:00 local time.
const now = new Date(2025, 10, 26, 10, 0);
const endOfDay = (offset: number) => new Date(2025, 10, 26 + offset, 23, 59, 59, 999);

const post: EditablePost = {
  id: 'p1',
  user_id: 'u1',
  title: 'Tilapia',
  description: 'Fresh',
  price: 120.5,
  qty: 3,
  qty_sold: 0,
  qty_reserved: 0,
  unit: 'kg',
  family_id: 12,
  family: { id: 12, name: 'Tilapia', name_tl: 'Tilapya' },
  category: { id: 4, name: 'Fish & Seafood', name_tl: 'Isda' },
  images: ['/media/posts/a.jpg'],
  thumbnail: '/media/posts/a-thumb.jpg',
  lat: 14.6,
  lng: 120.99,
  status: 'active',
  is_expired: false,
  expires_at: endOfDay(2).toISOString(),
  permissions: { edit: true, cancel: true, complete: true, delete: true },
};

describe('create form -> POST body', () => {
  it('reports every required field of an empty form, location on its own key', () => {
    const result = createPostForm.safeParse(emptyPostFormValues());
    expect(result.success).toBe(false);
    const fields = result.success ? {} : fieldErrorsFromZod(result.error);
    expect(fields).toMatchObject({
      categoryId: MESSAGE_KEY.requiredCategory,
      familyId: MESSAGE_KEY.requiredFamily,
      title: MESSAGE_KEY.requiredTitle,
      price: MESSAGE_KEY.priceRequired,
      qty: MESSAGE_KEY.qtyRequired,
      expiresInDays: MESSAGE_KEY.expiresRequired,
      location: MESSAGE_KEY.locationRequired,
    });
  });

  it('turns filled values into a body the server accepts', () => {
    const values = {
      ...emptyPostFormValues(),
      categoryId: '4',
      familyId: '12',
      title: ' Tilapia ',
      price: '₱1,212.50',
      qty: '3',
      unit: 'kg',
      expiresInDays: '3',
      images: ['data:image/jpeg;base64,/9j/AAAA'],
      lat: 14.60012,
      lng: 120.98987,
    };
    const parsed = createPostForm.parse(values);
    const body = createPostBodyFromForm(parsed, now);
    expect(body).toEqual({
      title: 'Tilapia',
      description: '',
      price: 1212.5,
      qty: 3,
      unit: 'kg',
      familyId: 12,
      images: values.images,
      lat: 14.6,
      lng: 120.99,
      expiresAt: endOfDay(2).toISOString(),
    });
    expect(makeCreatePostBody({ now: () => now }).safeParse(body).success).toBe(true);
  });
});

describe('edit form', () => {
  it('is prefilled from the post, expiry as days (1 = today)', () => {
    expect(postFormValuesFromPost(post, now)).toEqual({
      categoryId: '4',
      familyId: '12',
      title: 'Tilapia',
      description: 'Fresh',
      price: '120.50',
      qty: '3',
      unit: 'kg',
      expiresInDays: '3',
      images: undefined,
      lat: null,
      lng: null,
    });
  });

  it('starts an expired post with blank days', () => {
    const expired = { ...post, expires_at: endOfDay(-2).toISOString() };
    expect(postFormValuesFromPost(expired, now).expiresInDays).toBe('');
  });

  it('keeps photo and location when untouched, and sends what changed', () => {
    const parsed = editPostForm.parse(postFormValuesFromPost(post, now));
    const body = editPostBodyFromForm(parsed, now);
    expect(body).toEqual({
      title: 'Tilapia',
      description: 'Fresh',
      price: 120.5,
      qty: 3,
      unit: 'kg',
      family_id: 12,
      expires_at: endOfDay(2).toISOString(),
    });
    expect(makeEditPostBody({ now: () => now }).safeParse(body).success).toBe(true);

    const changed = editPostForm.parse({
      ...postFormValuesFromPost(post, now),
      images: [],
      lat: 14.5,
      lng: 121,
    });
    expect(editPostBodyFromForm(changed, now)).toMatchObject({ images: [], lat: 14.5, lng: 121 });
  });

  it('says post.new.expiresInvalid for missing days', () => {
    const result = editPostForm.safeParse({
      ...postFormValuesFromPost(post, now),
      expiresInDays: '',
    });
    expect(result.success ? {} : fieldErrorsFromZod(result.error)).toEqual({
      expiresInDays: MESSAGE_KEY.expiresInvalid,
    });
  });
});

describe('amountText and priceText', () => {
  it('print amounts for inputs without float noise, prices with centavos', () => {
    expect(amountText(25)).toBe('25');
    expect(amountText(12.5)).toBe('12.5');
    expect(amountText(0.1 + 0.2)).toBe('0.3');
    expect(priceText(25)).toBe('25');
    expect(priceText(120.5)).toBe('120.50');
  });
});
