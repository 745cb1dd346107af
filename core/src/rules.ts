// Field rules shared by the server's validation and the web's forms (SPEC §5).

import {
  ADMIN_SEARCH_MIN,
  FACEBOOK_USERNAME_MAX,
  FACEBOOK_USERNAME_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  WHATSAPP_DIGITS_MAX,
  WHATSAPP_DIGITS_MIN,
} from './constants';

/** 3 to 20 letters A–Z (either case), digits or dots. */
export const USERNAME_PATTERN = new RegExp(`^[A-Za-z0-9.]{${USERNAME_MIN},${USERNAME_MAX}}$`);

export function isValidUsername(value: string): boolean {
  return USERNAME_PATTERN.test(value);
}

/** E.164: '+', a country code that never starts with 0, 8 to 15 digits in all. */
const E164_PATTERN = new RegExp(
  `^\\+[1-9]\\d{${WHATSAPP_DIGITS_MIN - 1},${WHATSAPP_DIGITS_MAX - 1}}$`,
);

/** Philippine mobile numbers as dialled at home: 09XX XXX XXXX. */
const PH_MOBILE_LOCAL = /^09\d{9}$/;
/** The same without the trunk 0, as typed after a '+63' label: 9XX XXX XXXX. */
const PH_MOBILE_BARE = /^9\d{9}$/;

/**
 * A WhatsApp number in E.164 form ('+639171234567'), or null when it cannot be one.
 * Spaces, dashes, dots and parentheses are dropped; '00' is the international prefix;
 * a Philippine mobile typed locally (0917..., or 917... without the 0) gets +63, since
 * that is how most of our users write their own number.
 */
export function normalizeWhatsApp(input: string): string | null {
  let value = input.replace(/[\s\-().]/g, '');
  if (value.startsWith('00')) value = `+${value.slice(2)}`;
  else if (PH_MOBILE_LOCAL.test(value)) value = `+63${value.slice(1)}`;
  else if (PH_MOBILE_BARE.test(value)) value = `+63${value}`;
  else if (/^[1-9]\d*$/.test(value)) value = `+${value}`;
  return E164_PATTERN.test(value) ? value : null;
}

export function isValidWhatsApp(input: string): boolean {
  return normalizeWhatsApp(input) !== null;
}

const FACEBOOK_USERNAME_PATTERN = new RegExp(
  `^[A-Za-z0-9.]{${FACEBOOK_USERNAME_MIN},${FACEBOOK_USERNAME_MAX}}$`,
);
/** Fragments that mean a link was pasted instead of a username. */
const LINK_FRAGMENTS = ['/', 'http', 'facebook.com', 'fb.com', 'www.'];

/** A Facebook username such as 'juan.delacruz': letters, digits and dots, never a link. */
export function isValidFacebookUsername(value: string): boolean {
  const lower = value.toLowerCase();
  if (LINK_FRAGMENTS.some((fragment) => lower.includes(fragment))) return false;
  return FACEBOOK_USERNAME_PATTERN.test(value);
}

/** Emails compare case-insensitively in practice, so they are stored trimmed and lowercase. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** The admin search term to send, or '' while fewer than 3 characters are typed. */
export function adminSearchTerm(value: string): string {
  const term = value.trim();
  return term.length >= ADMIN_SEARCH_MIN ? term : '';
}
