import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { isBanActive, outcomeFromError, outcomeFromProfile, parseStoredUser } from './sessionLogic';

const now = new Date('2025-06-01T00:00:00Z');
const profile = {
  id: 'u-1',
  username: 'aling.nena',
  display_name: 'Aling Nena',
  is_admin: false,
  banned_until: null,
};

describe('outcomeFromProfile', () => {
  it('signs in with a valid profile', () => {
    expect(outcomeFromProfile(profile, now)).toEqual({ kind: 'signedIn', profile });
  });

  it('accepts the profile inside a data envelope and normalises is_admin', () => {
    const outcome = outcomeFromProfile({ data: { ...profile, is_admin: 1 } }, now);
    expect(outcome).toMatchObject({ kind: 'signedIn', profile: { id: 'u-1', is_admin: true } });
  });

  it('clears the session when the response has no id', () => {
    for (const body of [{}, { id: '' }, null, 'ok', { data: {} }]) {
      expect(outcomeFromProfile(body, now)).toEqual({
        kind: 'cleared',
        notice: { kind: 'verifyFailed' },
      });
    }
  });

  it('clears the session with a ban notice while banned_until is in the future', () => {
    const until = '2025-06-08T00:00:00.000Z';
    expect(outcomeFromProfile({ ...profile, banned_until: until }, now)).toEqual({
      kind: 'cleared',
      notice: { kind: 'banned', until },
    });
  });

  it('signs in once the ban has ended', () => {
    const outcome = outcomeFromProfile({ ...profile, banned_until: '2025-05-01T00:00:00Z' }, now);
    expect(outcome.kind).toBe('signedIn');
  });
});

describe('outcomeFromError', () => {
  it('names the ban for a 403 banned with its end date', () => {
    const error = new ApiError({
      message: 'Your account is banned until 2025-06-08T00:00:00.000Z.',
      status: 403,
      code: 'banned',
      body: { code: 'banned', banned_until: '2025-06-08T00:00:00.000Z' },
    });
    expect(outcomeFromError(error)).toEqual({
      kind: 'cleared',
      notice: { kind: 'banned', until: '2025-06-08T00:00:00.000Z' },
    });
  });

  it('reports a verification failure for 401, other 403s and unknown errors', () => {
    const failures = [
      new ApiError({ message: 'x', status: 401, code: 'unauthorized' }),
      new ApiError({ message: 'x', status: 403, code: 'forbidden' }),
      new ApiError({ message: 'x', status: 403, code: 'banned', body: {} }),
      new Error('boom'),
    ];
    for (const error of failures) {
      expect(outcomeFromError(error)).toEqual({
        kind: 'cleared',
        notice: { kind: 'verifyFailed' },
      });
    }
  });
});

describe('outcomeFromError without an answer', () => {
  it('fails the check but says it went unanswered, so queued messages stay', () => {
    const error = new ApiError({ message: 'x', status: 0, code: 'network_error' });
    expect(outcomeFromError(error)).toEqual({
      kind: 'cleared',
      notice: { kind: 'verifyFailed' },
      unanswered: true,
    });
  });
});

describe('isBanActive', () => {
  it('is true only for a parseable date after now', () => {
    expect(isBanActive('2025-06-02T00:00:00Z', now)).toBe(true);
    expect(isBanActive('2025-05-31T00:00:00Z', now)).toBe(false);
    expect(isBanActive(null, now)).toBe(false);
    expect(isBanActive('not a date', now)).toBe(false);
  });
});

describe('parseStoredUser', () => {
  it('reads what login stored and rejects anything else', () => {
    expect(parseStoredUser('{"id":"u-1","email":"a@b.ph"}')).toEqual({
      id: 'u-1',
      email: 'a@b.ph',
    });
    expect(parseStoredUser(null)).toBeNull();
    expect(parseStoredUser('not json')).toBeNull();
    expect(parseStoredUser('{"email":"a@b.ph"}')).toBeNull();
  });
});
