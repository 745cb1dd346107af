import { describe, expect, it } from 'vitest';
import { PHOTO_MAX_BYTES } from '../constants';
import { profileBody } from './profile';
import { dataUrl, fieldsOf } from './test-utils';

describe('profileBody', () => {
  it('accepts an empty PATCH and strips fields that may not be changed', () => {
    expect(profileBody.parse({})).toEqual({});
    expect(profileBody.parse({ is_admin: true, username: 'x', reputation: 9 })).toEqual({});
  });

  it('normalises WhatsApp numbers to E.164', () => {
    expect(profileBody.parse({ whatsapp_number: '0917 123 4567' })).toEqual({
      whatsapp_number: '+639171234567',
    });
    expect(profileBody.parse({ whatsapp_number: '+12345678' }).whatsapp_number).toBe('+12345678');
    expect(fieldsOf(profileBody, { whatsapp_number: '+1234567' })).toEqual({
      whatsapp_number: 'errors.whatsappInvalid',
    });
    expect(fieldsOf(profileBody, { whatsapp_number: '+1234567890123456' })).toEqual({
      whatsapp_number: 'errors.whatsappInvalid',
    });
  });

  it('clears nullable fields with blank or null', () => {
    expect(
      profileBody.parse({
        whatsapp_number: ' ',
        facebook_username: '',
        display_name: '  ',
        phone: null,
        photo_url: null,
        search_range_km: null,
      }),
    ).toEqual({
      whatsapp_number: null,
      facebook_username: null,
      display_name: null,
      phone: null,
      photo_url: null,
      search_range_km: null,
    });
  });

  it('rejects Facebook links', () => {
    expect(profileBody.parse({ facebook_username: ' juan.delacruz ' }).facebook_username).toBe(
      'juan.delacruz',
    );
    for (const link of ['https://facebook.com/juan', 'www.facebook.com/juan', 'fb.com/juan']) {
      expect(fieldsOf(profileBody, { facebook_username: link })).toEqual({
        facebook_username: 'errors.facebookInvalid',
      });
    }
  });

  it.each([
    [0.5, 'errors.searchRangeInvalid'],
    [1, undefined],
    [2.5, 'errors.searchRangeInvalid'],
    [50, undefined],
    [51, 'errors.searchRangeInvalid'],
    ['5', 'errors.searchRangeInvalid'],
  ])('search range %j -> %s', (search_range_km, message) => {
    expect(fieldsOf(profileBody, { search_range_km }).search_range_km).toBe(message);
  });

  it('checks display name, phone, photo and the contact switch', () => {
    expect(
      fieldsOf(profileBody, {
        display_name: 'x'.repeat(61),
        phone: 'call me',
        photo_url: dataUrl('image/jpeg', PHOTO_MAX_BYTES + 1),
        show_contact_on_posts: 'yes',
      }),
    ).toEqual({
      display_name: 'errors.displayNameTooLong',
      phone: 'errors.phoneInvalid',
      photo_url: 'errors.photoTooLarge',
      show_contact_on_posts: 'errors.invalid',
    });
    expect(
      fieldsOf(profileBody, {
        display_name: 'x'.repeat(60),
        phone: '+63 (2) 8123-4567',
        photo_url: dataUrl('image/webp', PHOTO_MAX_BYTES),
        show_contact_on_posts: false,
      }),
    ).toEqual({});
  });
});
