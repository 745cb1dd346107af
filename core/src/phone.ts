// Philippine mobile numbers, read the way people write them and kept as E.164.
// Signing in by SMS code accepts only these: each SMS costs money, and refusing every
// other country is the first defence against SMS pumping (paid-for floods to premium numbers).

/** Digits after +63 of a mobile number: 9XX XXX XXXX. */
const MOBILE_DIGITS = /^9\d{9}$/;

/** What people put between digit groups: spaces (also no-break), dashes, dots, parentheses. */
const SEPARATORS = /[\s\u00a0\-.()]/g;

/** Longer input is never a phone number; reading stops there. */
export const PHONE_INPUT_MAX = 32;

/** The digits an SMS code has. */
export const SMS_CODE_LENGTH = 6;

/** Seconds before another code may be asked for the same number. */
export const SMS_RESEND_AFTER_S = 60;

/** Minutes a code stays valid, and minutes a sign-up token from a verified code stays valid. */
export const SMS_CODE_VALID_MINUTES = 10;
export const PHONE_SIGNUP_TOKEN_MINUTES = 15;

/** Wrong tries that end a code. */
export const SMS_CODE_MAX_TRIES = 5;

/**
 * '+639171234567' for any way a Philippine mobile number is written: '0917 123 4567',
 * '09171234567', '+63 917 123 4567', '639171234567', '9171234567', '+63 (0) 917-123-4567',
 * '0063 917 123 4567'; null for anything else (landlines, other countries, too few digits).
 */
export function parsePhilippineMobile(input: string): string | null {
  if (input.length > PHONE_INPUT_MAX) return null;
  const value = input.replace(SEPARATORS, '');
  let national: string;
  if (value.startsWith('+') || value.startsWith('00')) {
    // After an international prefix only the Philippines' country code will do.
    const international = value.slice(value.startsWith('+') ? 1 : 2);
    if (!international.startsWith('63')) return null;
    national = international.slice(2);
  } else if (value.startsWith('63') && value.length >= 12) {
    national = value.slice(2);
  } else {
    national = value;
  }
  // The trunk 0 of '0917…', also when written after the country code ('+63 (0) 917…').
  national = national.replace(/^0/, '');
  return MOBILE_DIGITS.test(national) ? `+63${national}` : null;
}

export function isPhilippineMobile(input: string): boolean {
  return parsePhilippineMobile(input) !== null;
}

/** '+639171234567' -> '0917 123 4567', the way the number is written at home. */
export function formatPhilippineMobile(e164: string): string {
  const digits = e164.replace(/^\+63/, '');
  return `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

/** '+639171234567' -> '0917 *** 4567': enough to recognise one's own number, no more. */
export function maskPhilippineMobile(e164: string): string {
  const digits = e164.replace(/^\+63/, '');
  return `0${digits.slice(0, 3)} *** ${digits.slice(6)}`;
}
