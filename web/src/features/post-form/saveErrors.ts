// Reading a failed create or edit: which fields the server blamed (in the form's names)
// and what kind of failure it was, so the page picks the right message.

import { MESSAGE_KEY, type ValidationMessageKey } from '@core/schemas';
import { isApiError } from '../../api/client';
import type { ImageFailure } from '../../ui/image';
import { isPostFormField, type PostFormField } from './postFormValues';

/** The server's body names (create camelCase, edit snake_case) -> the form's fields. */
const SERVER_FIELD: Record<string, PostFormField> = {
  familyId: 'familyId',
  family_id: 'familyId',
  expiresAt: 'expiresInDays',
  expires_at: 'expiresInDays',
  lat: 'location',
  lng: 'location',
};

/** Error codes about the photo; they name the photo whatever `fields` says. */
const PHOTO_ERROR_KEYS: Record<string, ValidationMessageKey> = {
  unsupported_image_type: MESSAGE_KEY.imageType,
  image_too_large: MESSAGE_KEY.imageTooLarge,
  // The whole request was over the server's body limit: only a photo makes it that big.
  payload_too_large: MESSAGE_KEY.imageTooLarge,
  image_invalid: MESSAGE_KEY.imageInvalid,
};

/** The form field for a server field path such as 'family_id', 'images.0' or 'lat'. */
export function formFieldOf(serverField: string): PostFormField | null {
  const head = serverField.split('.')[0] ?? '';
  const mapped = SERVER_FIELD[head] ?? head;
  return isPostFormField(mapped) ? mapped : null;
}

/** Field -> message key from a failed save, or null when no field was named. */
export function fieldErrorsFromSaveError(
  error: unknown,
): Partial<Record<PostFormField, string>> | null {
  if (!isApiError(error)) return null;
  const errors: Partial<Record<PostFormField, string>> = {};
  for (const [name, key] of Object.entries(error.fields ?? {})) {
    const field = formFieldOf(name);
    if (field && !errors[field]) errors[field] = key;
  }
  const photoKey = error.code ? PHOTO_ERROR_KEYS[error.code] : undefined;
  if (photoKey) errors.images = photoKey;
  return Object.keys(errors).length > 0 ? errors : null;
}

export type SaveFailure =
  | 'signedOut'
  | 'notEditable'
  | 'qtyBelowCommitted'
  | 'notFound'
  | 'banned'
  | 'rateLimited'
  | 'offline'
  | 'failed';

/** A failure that names no field, by what the user should be told. */
export function saveFailureOf(error: unknown): SaveFailure {
  if (!isApiError(error)) return 'failed';
  if (error.status === 401) return 'signedOut';
  // Issue 11: a 409 that is about the amount, not about the post being closed.
  if (error.code === 'qty_below_committed') return 'qtyBelowCommitted';
  if (error.code === 'post_not_editable' || error.status === 409) return 'notEditable';
  if (error.status === 404 || error.code === 'forbidden') return 'notFound';
  if (error.code === 'banned') return 'banned';
  if (error.status === 429 || error.code === 'rate_limited') return 'rateLimited';
  if (error.status === 0) return 'offline';
  return 'failed';
}

/** The message key for a photo the browser could not prepare (SPEC §5 post photo texts). */
export function photoFailureKey(reason: ImageFailure): ValidationMessageKey {
  if (reason === 'unsupported_type') return MESSAGE_KEY.imageType;
  if (reason === 'too_large') return MESSAGE_KEY.imageTooLarge;
  return MESSAGE_KEY.imageInvalid;
}
