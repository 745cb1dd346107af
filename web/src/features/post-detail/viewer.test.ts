import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { sellerName, startThreadFailure, viewerKind } from './viewer';

describe('viewerKind', () => {
  it('tells the owner, other members, visitors and a session still loading apart', () => {
    expect(viewerKind('loading', null, 'u1')).toBe('loading');
    expect(viewerKind('signedOut', null, 'u1')).toBe('visitor');
    expect(viewerKind('signedIn', 'u1', 'u1')).toBe('owner');
    expect(viewerKind('signedIn', 'u2', 'u1')).toBe('member');
    expect(viewerKind('signedIn', null, 'u1')).toBe('visitor');
  });
});

describe('startThreadFailure', () => {
  const error = (status: number, code?: string) => new ApiError({ message: 'x', status, code });

  it('maps the server codes of POST /api/threads', () => {
    expect(startThreadFailure(error(409, 'own_post'))).toBe('ownPost');
    expect(startThreadFailure(error(409, 'post_unavailable'))).toBe('unavailable');
    expect(startThreadFailure(error(404, 'not_found'))).toBe('unavailable');
    expect(startThreadFailure(error(403, 'banned'))).toBe('banned');
    expect(startThreadFailure(error(401, 'unauthorized'))).toBe('signIn');
  });

  it('calls anything else a failure', () => {
    expect(startThreadFailure(error(500))).toBe('failed');
    expect(startThreadFailure(error(0, 'network_error'))).toBe('failed');
    expect(startThreadFailure(new Error('boom'))).toBe('failed');
  });
});

describe('sellerName', () => {
  it('prefers the display name to the username', () => {
    expect(sellerName({ display_name: 'Aling Nena', username: 'aling.nena' })).toBe('Aling Nena');
    expect(sellerName({ display_name: '  ', username: 'aling.nena' })).toBe('aling.nena');
    expect(sellerName({ display_name: null, username: 'aling.nena' })).toBe('aling.nena');
  });
});
