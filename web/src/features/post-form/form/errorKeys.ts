import { isRecord } from '../../../lib/guards';
import { POST_FORM_FIELDS, type PostFormField } from '../postFormValues';

function messageOf(entry: unknown): string | undefined {
  if (!isRecord(entry)) return undefined;
  return typeof entry.message === 'string' && entry.message ? entry.message : undefined;
}

/**
 * The message key of each field with an error, from react-hook-form's nested errors. The
 * photo list can fail as a whole ('images') or per item ('images.0'); both name the photo.
 */
export function errorKeysOf(errors: object): Partial<Record<PostFormField, string>> {
  const keys: Partial<Record<PostFormField, string>> = {};
  const byField: Record<string, unknown> = { ...errors };
  for (const field of POST_FORM_FIELDS) {
    const entry = byField[field];
    const key =
      messageOf(entry) ??
      (isRecord(entry) ? messageOf(entry.root) : undefined) ??
      (Array.isArray(entry) ? entry.map(messageOf).find(Boolean) : undefined);
    if (key) keys[field] = key;
  }
  return keys;
}
