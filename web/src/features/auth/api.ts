import type { LoginBody, SignupBody } from '@core/schemas';
import { api } from '../../api/client';
import type { SessionUser } from '../../app/session/types';
import type { Language } from '../../i18n/languages';

/** What login and sign-up confirmation answer (SPEC §7): a bearer token and its user. */
export interface SessionGrant {
  token: string;
  user: SessionUser;
}

export interface LoginResult extends SessionGrant {
  /** The account had asked to be deleted; signing in within the grace period cancelled it. */
  deletion_canceled: boolean;
}

export interface SignupResult {
  code: 'email_not_confirmed';
  message: string;
  user: SessionUser;
}

export function login(body: LoginBody): Promise<LoginResult> {
  return api.post<LoginResult>('/auth/login', body);
}

/** `locale` picks the language of the confirmation email and of later emails. */
export function signup(body: SignupBody, locale: Language): Promise<SignupResult> {
  return api.post<SignupResult>('/auth/signup', { ...body, locale });
}

export function confirmSignup(token: string): Promise<SessionGrant> {
  return api.post<SessionGrant>('/auth/signup/confirm', { token });
}

export function requestPasswordReset(email: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/auth/password/forgot', { email });
}

export function resetPassword(token: string, password: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/auth/password/reset', { token, password });
}

/**
 * Revokes the stored token on the server. The client reads the token when the call
 * starts, so callers may forget it locally right after calling this.
 */
/** Revokes the session's token (the stored one, or `token` when it is already cleared). */
export function logout(token?: string): Promise<unknown> {
  return api.post('/auth/logout', undefined, token ? { token } : {});
}
