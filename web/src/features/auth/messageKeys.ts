import {
  MESSAGE_KEY,
  VALIDATION_MESSAGE_KEYS,
  type ValidationMessageKey,
} from '@core/schemas/messages';

/** Field messages the server's sign-up conflicts need beyond the shared validation keys. */
export const AUTH_FIELD_MESSAGE = {
  emailTaken: 'auth.signup.email_taken',
  usernameTaken: 'auth.signup.username_taken',
  wrongCode: 'auth.phone.invalid_code',
  phoneTaken: 'auth.phone.phone_taken',
  wrongPassword: 'auth.phone.wrong_password',
} as const;

/**
 * Every key a field error may hold. Form state keeps keys, not text, so a language switch
 * re-translates messages already on screen.
 */
export type FieldMessageKey =
  ValidationMessageKey | (typeof AUTH_FIELD_MESSAGE)[keyof typeof AUTH_FIELD_MESSAGE];

const FIELD_MESSAGE_KEYS: ReadonlySet<string> = new Set<string>([
  ...VALIDATION_MESSAGE_KEYS,
  ...Object.values(AUTH_FIELD_MESSAGE),
]);

/** A key we can translate; anything else (a newer server's key) reads as "not valid". */
export function toFieldMessageKey(value: string | undefined): FieldMessageKey {
  return value && FIELD_MESSAGE_KEYS.has(value) ? (value as FieldMessageKey) : MESSAGE_KEY.invalid;
}
