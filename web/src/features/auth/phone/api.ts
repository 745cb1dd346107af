import { api } from '../../../api/client';
import type { Language } from '../../../i18n/languages';
import type { SessionGrant } from '../api';

/** POST /api/auth/phone/code: the same answer whether or not the number has an account. */
export interface CodeSent {
  ok: true;
  /** Seconds before another code may be asked for this number. */
  resend_after_s: number;
}

/** POST /api/auth/phone/verify: a session for a known number, a sign-up ticket for a new one. */
export type VerifyResult =
  (SessionGrant & { deletion_canceled?: boolean }) | { signup_token: string };

export function isNewNumber(result: VerifyResult): result is { signup_token: string } {
  return 'signup_token' in result && typeof result.signup_token === 'string';
}

/**
 * `locale`: the language the SMS is written in. `onHeaders` sees the answer's headers (a
 * 429's Retry-After) before a refusal is thrown.
 */
export function requestSignInCode(
  phone: string,
  locale: Language,
  onHeaders?: (headers: Headers) => void,
): Promise<CodeSent> {
  return api.post<CodeSent>('/auth/phone/code', { phone, locale }, onHeaders ? { onHeaders } : {});
}

export function verifySignInCode(phone: string, code: string): Promise<VerifyResult> {
  return api.post<VerifyResult>('/auth/phone/verify', { phone, code });
}

export interface PhoneSignupBody {
  signup_token: string;
  username: string;
  display_name?: string | undefined;
}

export function signupWithPhone(body: PhoneSignupBody, locale: Language): Promise<SessionGrant> {
  return api.post<SessionGrant>('/auth/phone/signup', { ...body, locale });
}

export function resetPasswordBySms(
  phone: string,
  code: string,
  password: string,
): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/auth/phone/reset-password', { phone, code, password });
}
