import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/errors';
import {
  addEmailFailure,
  codeRequestFailure,
  linkCodeFailure,
  linkVerifyFailure,
  needsNewCode,
  phoneSignupFailure,
  removeNumberFailure,
  smsResetFailure,
  verifyFailure,
} from './failures';
import { secondsLeft } from './useSecondsLeft';

function apiError(status: number, body: Record<string, unknown>) {
  return new ApiError({
    message: typeof body.error === 'string' ? body.error : `API POST /x failed: ${status}`,
    status,
    code: typeof body.code === 'string' ? body.code : undefined,
    fields: body.fields as Record<string, string> | undefined,
    body,
  });
}

const network = new ApiError({ message: 'x', status: 0, code: 'network_error' });

describe('codeRequestFailure', () => {
  it('puts a number that is not a Philippine mobile on its field', () => {
    const error = apiError(400, {
      code: 'validation_failed',
      error: 'x',
      fields: { phone: 'errors.mobileInvalid' },
    });
    expect(codeRequestFailure(error)).toEqual({
      fields: { phone: 'errors.mobileInvalid' },
      notice: null,
    });
  });

  it("says how long to wait from a 429's Retry-After, a minute without one", () => {
    const tooMany = apiError(429, { code: 'rate_limited', error: 'x' });
    expect(codeRequestFailure(tooMany, '42').notice).toEqual({ kind: 'wait', seconds: 42 });
    expect(codeRequestFailure(tooMany, null).notice).toEqual({ kind: 'wait', seconds: 60 });
    expect(codeRequestFailure(tooMany, 'soon').notice).toEqual({ kind: 'wait', seconds: 60 });
    const said = apiError(429, { code: 'rate_limited', error: 'x', retry_after_s: 17 });
    expect(verifyFailure(said).notice).toEqual({ kind: 'wait', seconds: 17 });
  });

  it('says the daily cap in its own words, and a lost connection as offline', () => {
    const capped = apiError(503, { code: 'sms_unavailable', error: 'x' });
    expect(codeRequestFailure(capped).notice).toEqual({
      kind: 'message',
      key: 'auth.phone.sms_unavailable',
    });
    expect(codeRequestFailure(network).notice).toEqual({
      kind: 'message',
      key: 'auth.phone.failed',
      offline: true,
    });
  });
});

describe('verifyFailure', () => {
  it('keeps a wrong code on its field and asks for a new code when it has ended', () => {
    expect(verifyFailure(apiError(400, { code: 'invalid_code', error: 'x' }))).toEqual({
      fields: { code: 'auth.phone.invalid_code' },
      notice: null,
    });
    const ended = verifyFailure(apiError(400, { code: 'code_expired', error: 'x' }));
    expect(ended.notice).toEqual({ kind: 'message', key: 'auth.phone.code_expired' });
    expect(needsNewCode(ended.notice)).toBe(true);
    expect(needsNewCode(null)).toBe(false);
  });

  it('says until when a banned account is banned', () => {
    const banned = apiError(403, {
      code: 'banned',
      error: 'x',
      banned_until: '2030-01-01T00:00:00.000Z',
    });
    expect(verifyFailure(banned).notice).toEqual({
      kind: 'banned',
      until: '2030-01-01T00:00:00.000Z',
    });
  });
});

describe('phoneSignupFailure', () => {
  it("names SPEC's username problems on the field; an old ticket starts over", () => {
    expect(
      phoneSignupFailure(apiError(409, { code: 'username_taken', error: 'x' })).fields,
    ).toEqual({ username: 'auth.signup.username_taken' });
    expect(
      phoneSignupFailure(apiError(400, { code: 'invalid_username', error: 'x' })).fields,
    ).toEqual({ username: 'errors.usernameInvalid' });
    const old = phoneSignupFailure(apiError(400, { code: 'invalid_token', error: 'x' }));
    expect(old.notice).toEqual({ kind: 'message', key: 'auth.phone.signup_expired' });
  });
});

describe('linking a number and an e-mail', () => {
  it('says a number another account signs in with is taken', () => {
    const taken = apiError(409, { code: 'phone_taken', error: 'x' });
    expect(linkCodeFailure(taken).fields).toEqual({ phone: 'auth.phone.phone_taken' });
    expect(linkVerifyFailure(taken).notice).toEqual({
      kind: 'message',
      key: 'auth.phone.phone_taken',
    });
  });

  it('puts a wrong password on the password field', () => {
    const wrong = apiError(403, { code: 'invalid_credentials', error: 'x' });
    expect(linkVerifyFailure(wrong).fields).toEqual({ password: 'auth.phone.wrong_password' });
    expect(removeNumberFailure(wrong).fields).toEqual({ password: 'auth.phone.wrong_password' });
  });

  it('explains that the only way in cannot be removed', () => {
    const onlyWay = apiError(400, {
      code: 'validation_failed',
      error: 'x',
      fields: { _: 'errors.phoneOnlyWayIn' },
    });
    expect(removeNumberFailure(onlyWay).notice).toEqual({
      kind: 'message',
      key: 'auth.phone.only_way_in',
    });
  });

  it('puts an e-mail another account has on its field', () => {
    const taken = apiError(409, { code: 'email_taken', error: 'x' });
    expect(addEmailFailure(taken).fields).toEqual({ email: 'auth.signup.email_taken' });
  });

  it('says when no account signs in with the number, and when an e-mail is already set', () => {
    expect(smsResetFailure(apiError(404, { code: 'no_account', error: 'x' })).notice).toEqual({
      kind: 'message',
      key: 'auth.phone.no_account',
    });
    expect(
      addEmailFailure(apiError(409, { code: 'email_already_set', error: 'x' })).notice,
    ).toEqual({ kind: 'message', key: 'auth.phone.email_already_set' });
  });

  it('keeps a reset code problem on the code field', () => {
    expect(smsResetFailure(apiError(400, { code: 'invalid_code', error: 'x' })).fields).toEqual({
      code: 'auth.phone.invalid_code',
    });
  });
});

describe('secondsLeft', () => {
  it('counts whole seconds up, and stops at 0', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
    expect(secondsLeft(null, 0)).toBe(0);
  });
});
