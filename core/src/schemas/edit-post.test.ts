import { describe, expect, it } from 'vitest';
import { expiryFromDays } from '../expiry';
import {
  editPostBodyFromForm,
  editPostForm,
  makeEditPostBody,
  type EditPostFormInput,
} from './edit-post';
import { fieldsOf } from './test-utils';

const now = new Date(2025, 10, 30, 18, 45);

const validForm: EditPostFormInput = {
  categoryId: 5,
  familyId: 21,
  title: 'Pechay',
  description: '',
  price: '35',
  qty: '4',
  unit: 'bunch',
  expiresInDays: 3,
  lat: null,
  lng: null,
};

const formErrors = (patch: Partial<Record<keyof EditPostFormInput, unknown>>) =>
  fieldsOf(editPostForm, { ...validForm, ...patch });

describe('editPostForm', () => {
  it('accepts a form that keeps the photo and the location', () => {
    expect(formErrors({})).toEqual({});
  });

  it('requires category, family and title with the SPEC keys', () => {
    expect(formErrors({ categoryId: '', familyId: '', title: '' })).toEqual({
      categoryId: 'errors.requiredCategory',
      familyId: 'errors.requiredFamily',
      title: 'errors.requiredTitle',
    });
  });

  it('requires price and quantity, not negative, within the maximum', () => {
    expect(formErrors({ price: '', qty: '' })).toEqual({
      price: 'errors.priceRequired',
      qty: 'errors.qtyRequired',
    });
    expect(formErrors({ price: '-0.01', qty: '-1' })).toEqual({
      price: 'errors.priceNegative',
      qty: 'errors.qtyNegative',
    });
    expect(formErrors({ price: '100000', qty: '100000' })).toEqual({});
    expect(formErrors({ price: '1,200', qty: '1,000' })).toEqual({});
    expect(formErrors({ price: '1.200', qty: '1,5' })).toEqual({
      price: 'errors.priceAmbiguous',
      qty: 'errors.qtyAmbiguous',
    });
    expect(formErrors({ price: '100000.01', qty: '100000.01' })).toEqual({
      price: 'errors.priceTooHigh',
      qty: 'errors.qtyTooLarge',
    });
  });

  it.each([
    [0, 'post.new.expiresInvalid'],
    [null, 'post.new.expiresInvalid'],
    [2.5, 'post.new.expiresInvalid'],
    [1, undefined],
    [30, undefined],
    [31, 'errors.expiresTooFar'],
  ])('expires in %j days -> %s', (expiresInDays, message) => {
    expect(formErrors({ expiresInDays }).expiresInDays).toBe(message);
  });

  it('refuses half a location or one out of range', () => {
    expect(formErrors({ lat: 14.6 })).toEqual({ location: 'errors.locationInvalid' });
    expect(formErrors({ lat: 14.6, lng: 200 })).toEqual({ location: 'errors.locationInvalid' });
    expect(formErrors({ lat: 14.6, lng: 121 })).toEqual({});
  });
});

describe('editPostBodyFromForm', () => {
  it('sends snake_case fields and leaves out what did not change', () => {
    const body = editPostBodyFromForm(editPostForm.parse(validForm), now);
    expect(body).toEqual({
      title: 'Pechay',
      description: '',
      price: 35,
      qty: 4,
      unit: 'bunch',
      family_id: 21,
      expires_at: new Date(2025, 11, 2, 23, 59, 59, 999).toISOString(),
    });
  });

  it('sends new images and a refreshed location', () => {
    const values = editPostForm.parse({ ...validForm, images: [], lat: 14.65071, lng: 121.04944 });
    const body = editPostBodyFromForm(values, now);
    expect(body).toMatchObject({ images: [], lat: 14.651, lng: 121.049 });
    expect(makeEditPostBody({ now: () => now }).parse(body)).toEqual(body);
  });
});

describe('editPostBody (API)', () => {
  const schema = makeEditPostBody({ now: () => now });
  const validBody = {
    title: 'Pechay',
    description: 'Organic',
    price: 35,
    qty: 4,
    unit: 'bunch',
    family_id: 21,
    expires_at: expiryFromDays(30, now),
  };
  const errors = (patch: Record<string, unknown>) => fieldsOf(schema, { ...validBody, ...patch });

  it('accepts a body without images or location', () => {
    expect(errors({})).toEqual({});
  });

  it('checks the same fields as on create', () => {
    expect(
      errors({ title: ' ', price: -0.01, qty: 100000.01, family_id: undefined, unit: '' }),
    ).toEqual({
      title: 'errors.requiredTitle',
      price: 'errors.priceNegative',
      qty: 'errors.qtyTooLarge',
      family_id: 'errors.requiredFamily',
      unit: 'errors.unitRequired',
    });
    expect(errors({ expires_at: new Date(now.getTime() - 1000).toISOString() }).expires_at).toBe(
      'errors.expiresPast',
    );
  });

  it('needs lat and lng together', () => {
    expect(errors({ lat: 14.6 })).toEqual({ lat: 'errors.locationInvalid' });
    expect(errors({ lat: 14.6, lng: 121 })).toEqual({});
  });
});
