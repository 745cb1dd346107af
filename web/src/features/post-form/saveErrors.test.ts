import { MESSAGE_KEY } from '@core/schemas';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import {
  fieldErrorsFromSaveError,
  formFieldOf,
  photoFailureKey,
  saveFailureOf,
} from './saveErrors';

const apiError = (status: number, code?: string, fields?: Record<string, string>) =>
  new ApiError({ message: 'x', status, code, fields });

describe('formFieldOf', () => {
  it('maps the server names of create and edit bodies to the form fields', () => {
    expect(formFieldOf('familyId')).toBe('familyId');
    expect(formFieldOf('family_id')).toBe('familyId');
    expect(formFieldOf('expiresAt')).toBe('expiresInDays');
    expect(formFieldOf('expires_at')).toBe('expiresInDays');
    expect(formFieldOf('lat')).toBe('location');
    expect(formFieldOf('lng')).toBe('location');
    expect(formFieldOf('images.0')).toBe('images');
    expect(formFieldOf('price')).toBe('price');
    expect(formFieldOf('_')).toBeNull();
  });
});

describe('fieldErrorsFromSaveError', () => {
  it('keeps the message keys of validation_failed under the form names', () => {
    const error = apiError(400, 'validation_failed', {
      family_id: MESSAGE_KEY.requiredFamily,
      expires_at: MESSAGE_KEY.expiresPast,
      lat: MESSAGE_KEY.locationInvalid,
      unit: MESSAGE_KEY.unitInvalid,
    });
    expect(fieldErrorsFromSaveError(error)).toEqual({
      familyId: MESSAGE_KEY.requiredFamily,
      expiresInDays: MESSAGE_KEY.expiresPast,
      location: MESSAGE_KEY.locationInvalid,
      unit: MESSAGE_KEY.unitInvalid,
    });
  });

  it('puts photo error codes on the photo', () => {
    expect(fieldErrorsFromSaveError(apiError(415, 'unsupported_image_type'))).toEqual({
      images: MESSAGE_KEY.imageType,
    });
    expect(fieldErrorsFromSaveError(apiError(413, 'image_too_large'))).toEqual({
      images: MESSAGE_KEY.imageTooLarge,
    });
    expect(fieldErrorsFromSaveError(apiError(413, 'payload_too_large'))).toEqual({
      images: MESSAGE_KEY.imageTooLarge,
    });
    expect(fieldErrorsFromSaveError(apiError(400, 'image_invalid'))).toEqual({
      images: MESSAGE_KEY.imageInvalid,
    });
  });

  it('is null when no field is named', () => {
    expect(fieldErrorsFromSaveError(apiError(500))).toBeNull();
    expect(fieldErrorsFromSaveError(new Error('boom'))).toBeNull();
  });
});

describe('saveFailureOf', () => {
  it('tells the failures that name no field apart', () => {
    expect(saveFailureOf(apiError(401, 'unauthorized'))).toBe('signedOut');
    expect(saveFailureOf(apiError(409, 'post_not_editable'))).toBe('notEditable');
    expect(saveFailureOf(apiError(409, 'qty_below_committed'))).toBe('qtyBelowCommitted');
    expect(saveFailureOf(apiError(404, 'not_found'))).toBe('notFound');
    expect(saveFailureOf(apiError(403, 'forbidden'))).toBe('notFound');
    expect(saveFailureOf(apiError(403, 'banned'))).toBe('banned');
    expect(saveFailureOf(apiError(429, 'rate_limited'))).toBe('rateLimited');
    expect(saveFailureOf(apiError(0, 'network_error'))).toBe('offline');
    expect(saveFailureOf(apiError(500, 'internal'))).toBe('failed');
    expect(saveFailureOf(new Error('boom'))).toBe('failed');
  });
});

describe('photoFailureKey', () => {
  it('uses the SPEC §5 post photo messages', () => {
    expect(photoFailureKey('unsupported_type')).toBe(MESSAGE_KEY.imageType);
    expect(photoFailureKey('too_large')).toBe(MESSAGE_KEY.imageTooLarge);
    expect(photoFailureKey('invalid')).toBe(MESSAGE_KEY.imageInvalid);
  });
});
