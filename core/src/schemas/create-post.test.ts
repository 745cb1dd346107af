import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '../constants';
import { expiryFromDays } from '../expiry';
import {
  createPostBody,
  createPostBodyFromForm,
  createPostForm,
  makeCreatePostBody,
  type CreatePostFormInput,
} from './create-post';
import { dataUrl, fieldsOf } from './test-utils';

const now = new Date(2025, 5, 10, 9, 0);

const validForm: CreatePostFormInput = {
  categoryId: '3',
  familyId: '12',
  title: '  Fresh bangus  ',
  description: 'Caught this morning',
  price: '₱1,180.50',
  qty: '3',
  unit: 'kg',
  expiresInDays: 2,
  images: [],
  lat: 14.599512,
  lng: 120.984222,
};

const formErrors = (patch: Partial<Record<keyof CreatePostFormInput, unknown>>) =>
  fieldsOf(createPostForm, { ...validForm, ...patch });

describe('createPostForm', () => {
  it('accepts a valid form and parses its raw values', () => {
    const parsed = createPostForm.parse(validForm);
    expect(parsed).toMatchObject({
      categoryId: 3,
      familyId: 12,
      title: 'Fresh bangus',
      price: 1180.5,
      qty: 3,
      expiresInDays: 2,
    });
  });

  it('requires category, family and a title that is not blank', () => {
    expect(formErrors({ categoryId: '', familyId: '', title: '   ' })).toEqual({
      categoryId: 'errors.requiredCategory',
      familyId: 'errors.requiredFamily',
      title: 'errors.requiredTitle',
    });
    expect(formErrors({ categoryId: undefined, familyId: null })).toEqual({
      categoryId: 'errors.requiredCategory',
      familyId: 'errors.requiredFamily',
    });
  });

  it.each([
    ['0', undefined],
    ['100000', undefined],
    ['100,000.00', undefined],
    ['₱1,200.50', undefined],
    ['php 1 200', undefined],
    ['100000.01', 'errors.priceTooHigh'],
    ['1,000,000', 'errors.priceTooHigh'],
    ['-0.01', 'errors.priceNegative'],
    ['-1,200', 'errors.priceNegative'],
    ['-1.200', 'errors.priceNegative'],
    ['', 'errors.priceRequired'],
    ['   ', 'errors.priceRequired'],
    ['abc', 'errors.priceInvalid'],
    ['12,00,0', 'errors.priceInvalid'],
    ['12.345', 'errors.priceInvalid'],
    ['100000,00', 'errors.priceInvalid'],
    ['1.200', 'errors.priceAmbiguous'],
    ['1,20', 'errors.priceAmbiguous'],
  ])('price %j -> %s', (price, message) => {
    expect(formErrors({ price }).price).toBe(message);
  });

  it.each([
    ['0', undefined],
    ['100000', undefined],
    ['1,500', undefined],
    ['1.5', undefined],
    ['100000.01', 'errors.qtyTooLarge'],
    ['1,5', 'errors.qtyAmbiguous'],
    ['2.500', 'errors.qtyAmbiguous'],
    ['₱2', 'errors.qtyInvalid'],
    ['-0.01', 'errors.qtyNegative'],
    ['', 'errors.qtyRequired'],
    ['two', 'errors.qtyInvalid'],
  ])('quantity %j -> %s', (qty, message) => {
    expect(formErrors({ qty }).qty).toBe(message);
  });

  it('accepts numbers from steppers and reads NaN as blank', () => {
    expect(createPostForm.parse({ ...validForm, price: 0, qty: 100000 })).toMatchObject({
      price: 0,
      qty: 100000,
    });
    expect(formErrors({ qty: Number.NaN }).qty).toBe('errors.qtyRequired');
  });

  it.each([
    [0, 'errors.expiresPast'],
    [-3, 'errors.expiresPast'],
    [1, undefined],
    [30, undefined],
    [31, 'errors.expiresTooFar'],
    [1.5, 'post.new.expiresInvalid'],
    [null, 'errors.expiresRequired'],
    [undefined, 'errors.expiresRequired'],
    [Number.NaN, 'errors.expiresRequired'],
    ['', 'errors.expiresRequired'],
    ['7', undefined],
    ['soon', 'post.new.expiresInvalid'],
    [true, 'post.new.expiresInvalid'],
  ])('expires in %j days -> %s', (expiresInDays, message) => {
    expect(formErrors({ expiresInDays }).expiresInDays).toBe(message);
  });

  it('requires a location, reported on the location pill', () => {
    expect(formErrors({ lat: null, lng: null })).toEqual({ location: 'errors.locationRequired' });
    expect(formErrors({ lat: undefined })).toEqual({ location: 'errors.locationRequired' });
    expect(formErrors({ lat: 91 })).toEqual({ location: 'errors.locationInvalid' });
  });

  it('reports every problem at once, location included', () => {
    const all = formErrors({ title: '', price: '', lat: null });
    expect(all).toEqual({
      title: 'errors.requiredTitle',
      price: 'errors.priceRequired',
      location: 'errors.locationRequired',
    });
  });

  it('requires a unit and allows no more than one photo', () => {
    expect(formErrors({ unit: ' ' }).unit).toBe('errors.unitRequired');
    const photo = dataUrl('image/jpeg', 10);
    expect(formErrors({ images: [photo] })).toEqual({});
    expect(formErrors({ images: [photo, photo] }).images).toBe('errors.tooManyImages');
    expect(formErrors({ images: [dataUrl('image/gif', 10)] })['images.0']).toBe('errors.imageType');
    expect(formErrors({ images: [dataUrl('image/png', PHOTO_MAX_BYTES + 1)] })['images.0']).toBe(
      'errors.imageTooLarge',
    );
  });

  it('leaves description and photo optional', () => {
    const rest: Record<string, unknown> = { ...validForm };
    delete rest.description;
    delete rest.images;
    expect(createPostForm.parse(rest)).toMatchObject({ description: '', images: [] });
  });
});

describe('createPostBodyFromForm', () => {
  it('builds the API body with an end-of-day expiry and rounded coordinates', () => {
    const body = createPostBodyFromForm(createPostForm.parse(validForm), now);
    expect(body).toEqual({
      title: 'Fresh bangus',
      description: 'Caught this morning',
      price: 1180.5,
      qty: 3,
      unit: 'kg',
      familyId: 12,
      images: [],
      lat: 14.6,
      lng: 120.984,
      expiresAt: new Date(2025, 5, 11, 23, 59, 59, 999).toISOString(),
    });
    expect(makeCreatePostBody({ now: () => now }).parse(body)).toEqual(body);
  });
});

describe('createPostBody (API)', () => {
  const schema = makeCreatePostBody({ now: () => now });
  const validBody = {
    title: 'Kakanin',
    description: '',
    price: 50,
    qty: 10,
    unit: 'pc',
    familyId: 4,
    images: ['/media/abc.jpg'],
    lat: 14.6,
    lng: 121,
    expiresAt: expiryFromDays(1, now),
  };
  const errors = (patch: Record<string, unknown>) => fieldsOf(schema, { ...validBody, ...patch });

  it('accepts a valid body', () => {
    expect(errors({})).toEqual({});
  });

  it('reads a single image string as a list of one (SPEC §3)', () => {
    expect(schema.parse({ ...validBody, images: '/media/abc.jpg' }).images).toEqual([
      '/media/abc.jpg',
    ]);
    expect(errors({ images: 'data:image/gif;base64,R0lGOD' })['images.0']).toBe('errors.imageType');
    expect(errors({ images: 42 }).images).toBe('errors.imageInvalid');
  });

  it.each([
    [0, undefined],
    [100000, undefined],
    [100000.01, 'errors.priceTooHigh'],
    [-0.01, 'errors.priceNegative'],
    [undefined, 'errors.priceRequired'],
    ['12', 'errors.priceInvalid'],
  ])('price %j -> %s', (price, message) => {
    expect(errors({ price }).price).toBe(message);
  });

  it.each([
    [0, undefined],
    [100000, undefined],
    [100000.01, 'errors.qtyTooLarge'],
    [-0.01, 'errors.qtyNegative'],
    [undefined, 'errors.qtyRequired'],
  ])('qty %j -> %s', (qty, message) => {
    expect(errors({ qty }).qty).toBe(message);
  });

  it('holds the expiry to the future and 30 days (plus time-zone slack)', () => {
    expect(errors({ expiresAt: expiryFromDays(30, now) })).toEqual({});
    expect(errors({ expiresAt: new Date(now.getTime() - 1).toISOString() }).expiresAt).toBe(
      'errors.expiresPast',
    );
    const tooFar = new Date(now.getTime() + 31 * 86_400_000 + 1).toISOString();
    expect(errors({ expiresAt: tooFar }).expiresAt).toBe('errors.expiresTooFar');
    expect(errors({ expiresAt: 'tomorrow' }).expiresAt).toBe('post.new.expiresInvalid');
    expect(errors({ expiresAt: undefined }).expiresAt).toBe('errors.expiresRequired');
  });

  it('requires a location and a family', () => {
    expect(errors({ lat: undefined, lng: null })).toEqual({
      lat: 'errors.locationRequired',
      lng: 'errors.locationRequired',
    });
    expect(errors({ lat: -91 }).lat).toBe('errors.locationInvalid');
    expect(errors({ familyId: 0 }).familyId).toBe('errors.requiredFamily');
    expect(errors({ familyId: '7' })).toEqual({});
  });

  it('accepts image URLs and refuses other strings', () => {
    expect(errors({ images: ['https://cdn.example.ph/a.jpg'] })).toEqual({});
    expect(errors({ images: ['javascript:alert(1)'] })['images.0']).toBe('errors.imageInvalid');
    expect(errors({ images: undefined })).toEqual({});
  });

  it('uses the real clock by default', () => {
    const body = { ...validBody, expiresAt: expiryFromDays(1) };
    expect(createPostBody.safeParse(body).success).toBe(true);
  });

  it('answers a non-object with a message key', () => {
    expect(fieldsOf(schema, null)).toEqual({ _: 'errors.invalid' });
  });
});
