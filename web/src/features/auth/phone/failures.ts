import { MESSAGE_KEY } from '@core/schemas/messages';
import { isApiError, type ApiError } from '../../../api/client';
import { isRecord } from '../../../lib/guards';
import { withFields, type Failure, type FormNotice } from '../failures';
import { AUTH_FIELD_MESSAGE } from '../messageKeys';

/**
 * Seconds to wait from a 429's Retry-After header (kept by the caller), else its body's
 * retry_after_s, else a minute.
 */
function waitNotice(error: ApiError, retryAfter: string | null | undefined): FormNotice {
  const fromBody = isRecord(error.body) ? error.body.retry_after_s : undefined;
  const seconds = Number(retryAfter ?? fromBody);
  return {
    kind: 'wait',
    seconds: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60,
  };
}

function isTooMany(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 429;
}

/** POST /api/auth/phone/code (and /api/me/phone/code): the number, the limits, the daily cap. */
export function codeRequestFailure(error: unknown, retryAfter?: string | null): Failure<'phone'> {
  if (isTooMany(error)) return { fields: {}, notice: waitNotice(error, retryAfter) };
  if (isApiError(error) && error.code === 'sms_unavailable') {
    return { fields: {}, notice: { kind: 'message', key: 'auth.phone.sms_unavailable' } };
  }
  return withFields(error, ['phone'], 'auth.phone.failed');
}

/** POST /api/auth/phone/verify: a wrong code stays on its field; an ended one needs a new SMS. */
export function verifyFailure(error: unknown): Failure<'code'> {
  if (isApiError(error)) {
    if (error.code === 'invalid_code') {
      return { fields: { code: AUTH_FIELD_MESSAGE.wrongCode }, notice: null };
    }
    if (error.code === 'code_expired') {
      return { fields: {}, notice: { kind: 'message', key: 'auth.phone.code_expired' } };
    }
  }
  if (isTooMany(error)) return { fields: {}, notice: waitNotice(error, undefined) };
  return withFields(error, ['code'], 'auth.phone.failed');
}

/** The notice that means the code has to be asked for again. */
export function needsNewCode(notice: FormNotice | null): boolean {
  return (
    notice?.kind === 'message' &&
    (notice.key === 'auth.phone.code_expired' || notice.key === 'auth.phone.signup_expired')
  );
}

/** POST /api/auth/phone/signup: SPEC's username codes; a used or old ticket starts over. */
export function phoneSignupFailure(error: unknown): Failure<'username' | 'display_name'> {
  if (isApiError(error)) {
    if (error.code === 'username_taken') {
      return { fields: { username: AUTH_FIELD_MESSAGE.usernameTaken }, notice: null };
    }
    if (error.code === 'invalid_username') {
      return { fields: { username: MESSAGE_KEY.usernameInvalid }, notice: null };
    }
    if (error.code === 'phone_taken') {
      return { fields: {}, notice: { kind: 'message', key: 'auth.phone.phone_taken' } };
    }
    if (
      error.code === 'invalid_token' ||
      error.code === 'token_expired' ||
      error.fields?.signup_token
    ) {
      return { fields: {}, notice: { kind: 'message', key: 'auth.phone.signup_expired' } };
    }
  }
  return withFields(error, ['username', 'display_name'], 'auth.signup.failed');
}

/** POST /api/auth/phone/reset-password. */
export function smsResetFailure(error: unknown): Failure<'code' | 'password'> {
  if (isApiError(error)) {
    if (error.code === 'no_account') {
      return { fields: {}, notice: { kind: 'message', key: 'auth.phone.no_account' } };
    }
    if (error.code === 'invalid_code') {
      return { fields: { code: AUTH_FIELD_MESSAGE.wrongCode }, notice: null };
    }
    if (error.code === 'code_expired') {
      return { fields: {}, notice: { kind: 'message', key: 'auth.phone.code_expired' } };
    }
  }
  if (isTooMany(error)) return { fields: {}, notice: waitNotice(error, undefined) };
  return withFields(error, ['code', 'password'], 'auth.reset.failed');
}

/** POST /api/me/phone/code: as for signing in, plus a number another account has verified. */
export function linkCodeFailure(error: unknown, retryAfter?: string | null): Failure<'phone'> {
  if (isApiError(error) && error.code === 'phone_taken') {
    return { fields: { phone: AUTH_FIELD_MESSAGE.phoneTaken }, notice: null };
  }
  return codeRequestFailure(error, retryAfter);
}

/** POST /api/me/phone/verify: the code's refusals, the password's, a number taken meanwhile. */
export function linkVerifyFailure(error: unknown): Failure<'code' | 'password'> {
  if (isApiError(error)) {
    if (error.code === 'invalid_credentials') {
      return { fields: { password: AUTH_FIELD_MESSAGE.wrongPassword }, notice: null };
    }
    if (error.code === 'phone_taken') {
      return { fields: {}, notice: { kind: 'message', key: 'auth.phone.phone_taken' } };
    }
  }
  return verifyFailure(error);
}

/** DELETE /api/me/phone: a wrong password; the server's words for "it is your only way in". */
export function removeNumberFailure(error: unknown): Failure<'password'> {
  if (isApiError(error) && error.code === 'invalid_credentials') {
    return { fields: { password: AUTH_FIELD_MESSAGE.wrongPassword }, notice: null };
  }
  if (isApiError(error) && error.fields?._ === MESSAGE_KEY.phoneOnlyWayIn) {
    return { fields: {}, notice: { kind: 'message', key: 'auth.phone.only_way_in' } };
  }
  return withFields(error, ['password'], 'auth.phone.removeFailed');
}

/** POST /api/me/email: SPEC's e-mail and password rules, an e-mail another account has. */
export function addEmailFailure(error: unknown): Failure<'email' | 'password'> {
  if (isApiError(error)) {
    if (error.code === 'email_taken') {
      return { fields: { email: AUTH_FIELD_MESSAGE.emailTaken }, notice: null };
    }
    if (error.code === 'invalid_credentials') {
      return { fields: { password: AUTH_FIELD_MESSAGE.wrongPassword }, notice: null };
    }
    if (error.code === 'email_already_set') {
      return { fields: {}, notice: { kind: 'message', key: 'auth.phone.email_already_set' } };
    }
  }
  return withFields(error, ['email', 'password'], 'auth.phone.addEmailFailed');
}
