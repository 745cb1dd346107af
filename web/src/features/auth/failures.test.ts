import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import {
  confirmFailure,
  forgotFailure,
  loginFailure,
  needsNewResetLink,
  resetFailure,
  signupFailure,
} from './failures';

function apiError(status: number, body: Record<string, unknown>) {
  return new ApiError({
    message: typeof body.error === 'string' ? body.error : `API POST /x failed: ${status}`,
    status,
    code: typeof body.code === 'string' ? body.code : undefined,
    fields: body.fields as Record<string, string> | undefined,
    body,
  });
}

const network = new ApiError({
  message: 'API POST /x failed: 0',
  status: 0,
  code: 'network_error',
});

describe('loginFailure', () => {
  it('asks to confirm the email, saying when a new link can be asked for if none was sent', () => {
    const mailed = apiError(403, { code: 'email_not_confirmed', error: 'x', email_sent: true });
    expect(loginFailure(mailed).notice).toEqual({ kind: 'unconfirmed' });
    const tooSoon = apiError(403, {
      code: 'email_not_confirmed',
      error: 'x',
      email_sent: false,
      resend_after_s: 42,
    });
    expect(loginFailure(tooSoon).notice).toEqual({ kind: 'unconfirmed', resendAfterS: 42 });
  });

  it('never takes a confirmation link from the answer, nor a nonsense wait', () => {
    const withToken = apiError(403, { code: 'email_not_confirmed', error: 'x', token: 'tok' });
    expect(loginFailure(withToken).notice).toEqual({ kind: 'unconfirmed' });
    for (const wait of ['42', -1, 0, Number.NaN, null]) {
      const odd = apiError(403, { code: 'email_not_confirmed', resend_after_s: wait });
      expect(loginFailure(odd).notice).toEqual({ kind: 'unconfirmed' });
    }
  });

  it('names wrong credentials, bans and throttling', () => {
    expect(loginFailure(apiError(401, { code: 'invalid_credentials' })).notice).toEqual({
      kind: 'message',
      key: 'auth.login.invalid_credentials',
    });
    const until = '2030-01-01T00:00:00.000Z';
    expect(loginFailure(apiError(403, { code: 'banned', banned_until: until })).notice).toEqual({
      kind: 'banned',
      until,
    });
    expect(loginFailure(apiError(429, { code: 'rate_limited' })).notice).toEqual({
      kind: 'message',
      key: 'auth.common.rate_limited',
    });
  });

  it("shows the server's words for other client errors, else SPEC's 'Invalid credentials'", () => {
    expect(loginFailure(apiError(400, { code: 'bad_request', error: 'Bad JSON' })).notice).toEqual({
      kind: 'server',
      text: 'Bad JSON',
    });
    const failed = { kind: 'message', key: 'auth.login.failed' };
    expect(loginFailure(apiError(500, { error: 'Something went wrong.' })).notice).toEqual(failed);
    expect(loginFailure(new Error('boom')).notice).toEqual(failed);
    expect(loginFailure(network).notice).toEqual({ ...failed, offline: true });
  });

  it('puts validation answers on the fields', () => {
    const error = apiError(400, {
      code: 'validation_failed',
      fields: { email: 'errors.emailInvalid', other: 'errors.invalid' },
    });
    expect(loginFailure(error)).toEqual({ fields: { email: 'errors.emailInvalid' }, notice: null });
  });
});

describe('signupFailure', () => {
  it('puts taken and invalid names on their fields', () => {
    expect(signupFailure(apiError(409, { code: 'email_taken' })).fields).toEqual({
      email: 'auth.signup.email_taken',
    });
    expect(signupFailure(apiError(409, { code: 'username_taken' })).fields).toEqual({
      username: 'auth.signup.username_taken',
    });
    const invalid = apiError(400, {
      code: 'invalid_username',
      fields: { username: 'errors.usernameInvalid' },
    });
    expect(signupFailure(invalid)).toEqual({
      fields: { username: 'errors.usernameInvalid' },
      notice: null,
    });
  });

  it("reads unknown field keys as 'not valid' and falls back to SPEC's 'Signup failed'", () => {
    const error = apiError(400, { code: 'validation_failed', fields: { password: 'errors.nope' } });
    expect(signupFailure(error).fields).toEqual({ password: 'errors.invalid' });
    expect(signupFailure(apiError(500, {})).notice).toEqual({
      kind: 'message',
      key: 'auth.signup.failed',
    });
  });
});

describe('confirmFailure', () => {
  it('maps expired, invalid and other failures', () => {
    expect(confirmFailure(apiError(400, { code: 'token_expired' }))).toEqual({
      kind: 'message',
      key: 'auth.confirm.expired',
    });
    expect(confirmFailure(apiError(400, { code: 'invalid_token' }))).toEqual({
      kind: 'message',
      key: 'auth.confirm.invalid',
    });
    expect(confirmFailure(apiError(502, {}))).toEqual({
      kind: 'message',
      key: 'auth.confirm.failed',
    });
  });
});

describe('forgotFailure and resetFailure', () => {
  it('default to their SPEC messages', () => {
    expect(forgotFailure(apiError(500, {})).notice).toEqual({
      kind: 'message',
      key: 'auth.forgot.failed',
    });
    expect(resetFailure(apiError(500, {})).notice).toEqual({
      kind: 'message',
      key: 'auth.reset.failed',
    });
  });

  it('sends users with a dead reset link to ask for a new one', () => {
    const expired = resetFailure(apiError(400, { code: 'token_expired' })).notice;
    const invalid = resetFailure(apiError(400, { code: 'invalid_token' })).notice;
    expect(needsNewResetLink(expired)).toBe(true);
    expect(needsNewResetLink(invalid)).toBe(true);
    expect(needsNewResetLink(resetFailure(network).notice)).toBe(false);
  });
});
