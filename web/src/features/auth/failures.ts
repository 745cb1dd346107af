import { MESSAGE_KEY } from '@core/schemas/messages';
import { isApiError, type ApiError } from '../../api/client';
import { isRecord } from '../../lib/guards';
import { AUTH_FIELD_MESSAGE, toFieldMessageKey, type FieldMessageKey } from './messageKeys';

/** Page-level messages of SPEC §8 that these pages translate themselves. */
export type NoticeKey =
  | 'auth.login.invalid_credentials'
  | 'auth.login.failed'
  | 'auth.signup.failed'
  | 'auth.confirm.missing_token'
  | 'auth.confirm.expired'
  | 'auth.confirm.invalid'
  | 'auth.confirm.failed'
  | 'auth.forgot.failed'
  | 'auth.reset.expired'
  | 'auth.reset.invalid'
  | 'auth.reset.failed'
  | 'auth.common.rate_limited'
  | 'auth.phone.sms_unavailable'
  | 'auth.phone.code_expired'
  | 'auth.phone.signup_expired'
  | 'auth.phone.failed'
  | 'auth.phone.phone_taken'
  | 'auth.phone.removeFailed'
  | 'auth.phone.only_way_in'
  | 'auth.phone.no_account'
  | 'auth.phone.email_already_set'
  | 'auth.phone.addEmailFailed';

/**
 * What a failed call shows above its form. Kept as data, not text, so the words follow a
 * language switch and the page decides which links go with each case.
 */
export type FormNotice =
  | { kind: 'message'; key: NoticeKey; offline?: boolean }
  /** The server's own words, for 4xx answers we have no translation of. */
  | { kind: 'server'; text: string }
  | { kind: 'banned'; until: string }
  /**
   * Login of an unconfirmed account. The link is only ever in the email; `resendAfterS` when no
   * new one was sent (asked too soon): the seconds until logging in again sends one.
   */
  | { kind: 'unconfirmed'; resendAfterS?: number }
  /** Asked for too many SMS codes: the seconds (Retry-After) before the next may be asked. */
  | { kind: 'wait'; seconds: number };

export interface Failure<Field extends string> {
  /** Problems that belong to one input, as message keys. */
  fields: Partial<Record<Field, FieldMessageKey>>;
  notice: FormNotice | null;
}

function bodyString(error: ApiError, name: string): string | undefined {
  const value = isRecord(error.body) ? error.body[name] : undefined;
  return typeof value === 'string' && value.trim() ? value : undefined;
}

function bodyPositiveNumber(error: ApiError, name: string): number | undefined {
  const value = isRecord(error.body) ? error.body[name] : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? Math.ceil(value)
    : undefined;
}

/**
 * SPEC §8's "otherwise the server message or '<default>'": the server's words only for
 * client errors it explained; 5xx and network failures get our translated default.
 */
export function otherwise(error: unknown, fallback: NoticeKey): FormNotice {
  if (!isApiError(error)) return { kind: 'message', key: fallback };
  if (error.code === 'rate_limited') return { kind: 'message', key: 'auth.common.rate_limited' };
  if (error.code === 'banned') {
    const until = bodyString(error, 'banned_until');
    if (until) return { kind: 'banned', until };
  }
  if (error.status === 0) return { kind: 'message', key: fallback, offline: true };
  const text = bodyString(error, 'error');
  if (error.status >= 400 && error.status < 500 && text) return { kind: 'server', text };
  return { kind: 'message', key: fallback };
}

/** The server's `fields` (validation_failed) for the inputs this form has. */
function knownFields<Field extends string>(
  error: unknown,
  names: readonly Field[],
): Partial<Record<Field, FieldMessageKey>> {
  const fields: Partial<Record<Field, FieldMessageKey>> = {};
  if (!isApiError(error) || !error.fields) return fields;
  for (const name of names) {
    const key = error.fields[name];
    if (key) fields[name] = toFieldMessageKey(key);
  }
  return fields;
}

/** Field errors when there are any; otherwise the page-level notice. */
export function withFields<Field extends string>(
  error: unknown,
  names: readonly Field[],
  fallback: NoticeKey,
): Failure<Field> {
  const fields = knownFields(error, names);
  if (Object.keys(fields).length > 0) return { fields, notice: null };
  return { fields, notice: otherwise(error, fallback) };
}

const LOGIN_FIELDS = ['email', 'password'] as const;

export function loginFailure(error: unknown): Failure<(typeof LOGIN_FIELDS)[number]> {
  if (isApiError(error)) {
    if (error.code === 'email_not_confirmed') {
      const resendAfterS = bodyPositiveNumber(error, 'resend_after_s');
      const notice: FormNotice = resendAfterS
        ? { kind: 'unconfirmed', resendAfterS }
        : { kind: 'unconfirmed' };
      return { fields: {}, notice };
    }
    if (error.code === 'invalid_credentials') {
      return { fields: {}, notice: { kind: 'message', key: 'auth.login.invalid_credentials' } };
    }
  }
  return withFields(error, LOGIN_FIELDS, 'auth.login.failed');
}

const SIGNUP_FIELDS = ['email', 'username', 'password', 'display_name'] as const;

export function signupFailure(error: unknown): Failure<(typeof SIGNUP_FIELDS)[number]> {
  if (isApiError(error)) {
    if (error.code === 'email_taken') {
      return { fields: { email: AUTH_FIELD_MESSAGE.emailTaken }, notice: null };
    }
    if (error.code === 'username_taken') {
      return { fields: { username: AUTH_FIELD_MESSAGE.usernameTaken }, notice: null };
    }
    if (error.code === 'invalid_username') {
      return { fields: { username: MESSAGE_KEY.usernameInvalid }, notice: null };
    }
  }
  return withFields(error, SIGNUP_FIELDS, 'auth.signup.failed');
}

export function confirmFailure(error: unknown): FormNotice {
  if (isApiError(error)) {
    if (error.code === 'token_expired') return { kind: 'message', key: 'auth.confirm.expired' };
    if (error.code === 'invalid_token') return { kind: 'message', key: 'auth.confirm.invalid' };
    // The token is checked before it is sent; a validation answer means it was unusable.
    if (error.fields?.token) return { kind: 'message', key: 'auth.confirm.invalid' };
  }
  return otherwise(error, 'auth.confirm.failed');
}

export function forgotFailure(error: unknown): Failure<'email'> {
  return withFields(error, ['email'], 'auth.forgot.failed');
}

export function resetFailure(error: unknown): Failure<'password'> {
  if (isApiError(error)) {
    if (error.code === 'token_expired') {
      return { fields: {}, notice: { kind: 'message', key: 'auth.reset.expired' } };
    }
    if (error.code === 'invalid_token' || error.fields?.token) {
      return { fields: {}, notice: { kind: 'message', key: 'auth.reset.invalid' } };
    }
  }
  return withFields(error, ['password'], 'auth.reset.failed');
}

/** Notices after which the only way forward is a new emailed link. */
export function needsNewResetLink(notice: FormNotice | null): boolean {
  return (
    notice?.kind === 'message' &&
    (notice.key === 'auth.reset.expired' || notice.key === 'auth.reset.invalid')
  );
}
