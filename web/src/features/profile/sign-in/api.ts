import { api } from '../../../api/client';
import type { Language } from '../../../i18n/languages';
import type { CodeSent } from '../../auth/phone/api';
import type { OwnProfile } from '../types';

/** POST /api/me/phone/code: a code to the number to link (409 phone_taken if another's). */
export function requestLinkCode(
  phone: string,
  locale: Language,
  onHeaders?: (headers: Headers) => void,
): Promise<CodeSent> {
  return api.post<CodeSent>('/me/phone/code', { phone, locale }, onHeaders ? { onHeaders } : {});
}

/**
 * POST /api/me/phone/verify: the number becomes the account's sign-in number. `password` is
 * needed when an account that has one replaces an already verified number.
 */
export function verifyLinkCode(body: {
  phone: string;
  code: string;
  password?: string | undefined;
}): Promise<OwnProfile> {
  return api.post<OwnProfile>('/me/phone/verify', body);
}

/** DELETE /api/me/phone: refused (400) when the number is the account's only way in. */
export function removeSignInNumber(password: string | undefined): Promise<OwnProfile> {
  return api.del<OwnProfile>('/me/phone', password ? { password } : {});
}

/** POST /api/me/email: a phone account's e-mail (confirmed by SPEC's link) and password. */
export function addEmailAndPassword(email: string, password: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/me/email', { email, password });
}
