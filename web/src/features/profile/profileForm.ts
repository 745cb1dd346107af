// Pure glue between the settings form, the shared profileBody schema and the API's
// answers; no React here, so it is unit tested under Node.

import { DEFAULT_SEARCH_RANGE_KM } from '@core/constants';
import { MESSAGE_KEY, type ProfileBody, type ValidationMessageKey } from '@core/schemas';
import { isApiError } from '../../api/client';
import type { ImageFailure } from '../../ui/image';
import type { OwnProfile } from './types';

/** What the form holds: every field present, blanks as '' so inputs stay controlled. */
export interface ProfileFormValues {
  display_name: string;
  /** The current photo's path, a new photo as a data URL, or null for none. */
  photo_url: string | null;
  search_range_km: number;
  whatsapp_number: string;
  facebook_username: string;
  show_contact_on_posts: boolean;
}

export type ProfileField = keyof ProfileFormValues;

/** Fields in the order they appear, which is also the error summary's order. */
export const PROFILE_FIELDS: readonly ProfileField[] = [
  'photo_url',
  'display_name',
  'search_range_km',
  'whatsapp_number',
  'facebook_username',
  'show_contact_on_posts',
];

export function isProfileField(name: string): name is ProfileField {
  return (PROFILE_FIELDS as readonly string[]).includes(name);
}

export function formValuesFromProfile(profile: OwnProfile): ProfileFormValues {
  return {
    display_name: profile.display_name ?? '',
    photo_url: profile.photo_url,
    search_range_km: profile.search_range_km ?? DEFAULT_SEARCH_RANGE_KM,
    whatsapp_number: profile.whatsapp_number ?? '',
    facebook_username: profile.facebook_username ?? '',
    show_contact_on_posts: profile.show_contact_on_posts,
  };
}

/**
 * The PATCH body: the parsed form, minus the photo when it did not change, so saving a
 * name does not resend (or re-check) the current photo.
 */
export function bodyToSend(parsed: ProfileBody, savedPhoto: string | null): Partial<ProfileBody> {
  const body: Partial<ProfileBody> = { ...parsed };
  delete body.phone;
  if (body.photo_url === savedPhoto || body.photo_url === undefined) delete body.photo_url;
  return body;
}

/** True while a new photo (a data URL) is part of the pending save. */
export function sendsNewPhoto(body: Partial<ProfileBody>): boolean {
  return typeof body.photo_url === 'string' && body.photo_url.startsWith('data:');
}

/** The message key for a photo the browser could not prepare. */
export function photoFailureKey(reason: ImageFailure): ValidationMessageKey {
  if (reason === 'unsupported_type') return MESSAGE_KEY.imageType;
  if (reason === 'too_large') return MESSAGE_KEY.photoTooLarge;
  return MESSAGE_KEY.imageInvalid;
}

const PHOTO_ERROR_KEYS: Record<string, ValidationMessageKey> = {
  unsupported_image_type: MESSAGE_KEY.imageType,
  image_too_large: MESSAGE_KEY.photoTooLarge,
  // The whole request was over the server's body limit: only a photo makes it that big.
  payload_too_large: MESSAGE_KEY.photoTooLarge,
  image_invalid: MESSAGE_KEY.imageInvalid,
};

/** The save went over the hourly count of new photos and posts (429 rate_limited, issue 21). */
export const isRateLimited = (error: unknown) =>
  isApiError(error) && (error.status === 429 || error.code === 'rate_limited');

/**
 * Field -> message key from a failed save, or null when the failure names no field (a
 * network error, a 500): then the page says 'Failed to save' instead.
 */
export function fieldErrorsFromSaveError(
  error: unknown,
): Partial<Record<ProfileField, string>> | null {
  if (!isApiError(error)) return null;
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const [name, key] of Object.entries(error.fields ?? {})) {
    if (isProfileField(name)) errors[name] = key;
  }
  const photoKey = error.code ? PHOTO_ERROR_KEYS[error.code] : undefined;
  // Photo errors name the photo whatever the fields say: the server's code is the contract.
  if (photoKey) errors.photo_url = photoKey;
  return Object.keys(errors).length > 0 ? errors : null;
}
