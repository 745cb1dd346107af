import { profileBody } from '@core/schemas';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import {
  bodyToSend,
  fieldErrorsFromSaveError,
  formValuesFromProfile,
  isRateLimited,
  photoFailureKey,
  sendsNewPhoto,
} from './profileForm';
import type { OwnProfile } from './types';

const profile: OwnProfile = {
  id: '6f1c2a52-5b5e-4c43-9b84-0f1d3c8f9a10',
  username: 'aling.nena',
  email: 'nena@example.ph',
  login_phone: null,
  phone_verified: false,
  has_password: true,
  display_name: null,
  phone: null,
  photo_url: '/media/avatars/a.jpg',
  search_range_km: null,
  reputation: 0,
  is_admin: false,
  banned_until: null,
  whatsapp_number: null,
  facebook_username: 'nena.tindahan',
  show_contact_on_posts: true,
  created_at: '2025-01-05T00:00:00.000Z',
};

describe('formValuesFromProfile', () => {
  it('fills blanks with empty strings and the default 5 km range', () => {
    expect(formValuesFromProfile(profile)).toEqual({
      display_name: '',
      photo_url: '/media/avatars/a.jpg',
      search_range_km: 5,
      whatsapp_number: '',
      facebook_username: 'nena.tindahan',
      show_contact_on_posts: true,
    });
  });
});

describe('bodyToSend', () => {
  it('leaves out an unchanged photo and sends cleared fields as null', () => {
    const parsed = profileBody.parse({ ...formValuesFromProfile(profile), whatsapp_number: '' });
    expect(bodyToSend(parsed, profile.photo_url)).toEqual({
      display_name: null,
      search_range_km: 5,
      whatsapp_number: null,
      facebook_username: 'nena.tindahan',
      show_contact_on_posts: true,
    });
  });

  it('sends a new photo and a removal', () => {
    const photo = 'data:image/jpeg;base64,/9j/';
    const withPhoto = bodyToSend(profileBody.parse({ photo_url: photo }), profile.photo_url);
    expect(withPhoto.photo_url).toBe(photo);
    expect(sendsNewPhoto(withPhoto)).toBe(true);
    const removed = bodyToSend(profileBody.parse({ photo_url: null }), profile.photo_url);
    expect(removed).toEqual({ photo_url: null });
    expect(sendsNewPhoto(removed)).toBe(false);
  });

  it('carries the schema’s E.164 normalisation of WhatsApp numbers', () => {
    const parsed = profileBody.parse({ whatsapp_number: '0917 123 4567' });
    expect(bodyToSend(parsed, null).whatsapp_number).toBe('+639171234567');
  });
});

describe('isRateLimited', () => {
  it('tells the hourly limit of new photos from other failures', () => {
    const limited = new ApiError({ message: 'x', status: 429, code: 'rate_limited' });
    expect(isRateLimited(limited)).toBe(true);
    expect(isRateLimited(new ApiError({ message: 'x', status: 500 }))).toBe(false);
    expect(isRateLimited(new Error('boom'))).toBe(false);
  });
});

describe('fieldErrorsFromSaveError', () => {
  it('keeps the form’s fields from a validation failure', () => {
    const error = new ApiError({
      message: 'Please fix the highlighted fields.',
      status: 400,
      code: 'validation_failed',
      fields: { whatsapp_number: 'errors.whatsappInvalid', is_admin: 'errors.invalid' },
    });
    expect(fieldErrorsFromSaveError(error)).toEqual({ whatsapp_number: 'errors.whatsappInvalid' });
  });

  it('puts photo codes on the photo', () => {
    const cases = [
      ['unsupported_image_type', 400, 'errors.imageType'],
      ['image_too_large', 413, 'errors.photoTooLarge'],
      ['payload_too_large', 413, 'errors.photoTooLarge'],
      ['image_invalid', 400, 'errors.imageInvalid'],
    ] as const;
    for (const [code, status, key] of cases) {
      const error = new ApiError({ message: 'x', status, code });
      expect(fieldErrorsFromSaveError(error)).toEqual({ photo_url: key });
    }
  });

  it('is null for failures that name no field', () => {
    expect(fieldErrorsFromSaveError(new Error('boom'))).toBeNull();
    expect(
      fieldErrorsFromSaveError(new ApiError({ message: 'x', status: 0, code: 'network_error' })),
    ).toBeNull();
    expect(
      fieldErrorsFromSaveError(new ApiError({ message: 'x', status: 500, code: 'internal_error' })),
    ).toBeNull();
  });
});

describe('photoFailureKey', () => {
  it('maps each pipeline failure to its SPEC message', () => {
    expect(photoFailureKey('unsupported_type')).toBe('errors.imageType');
    expect(photoFailureKey('too_large')).toBe('errors.photoTooLarge');
    expect(photoFailureKey('invalid')).toBe('errors.imageInvalid');
  });
});
