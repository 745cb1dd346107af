import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { turnOnFailure } from './failures';
import { PushError } from './push';

const apiError = (status: number, code?: string) => new ApiError({ message: 'x', status, code });

describe('turnOnFailure', () => {
  it('says nothing extra for a block (the state explains it) or an ended session', () => {
    expect(turnOnFailure(new PushError('blocked'))).toBeNull();
    expect(turnOnFailure(apiError(401, 'unauthorized'))).toBeNull();
  });

  it('names the browser-side failures', () => {
    expect(turnOnFailure(new PushError('dismissed'))).toBe('notifications.push.errors.dismissed');
    expect(turnOnFailure(new PushError('notReady'))).toBe('notifications.push.errors.notReady');
    expect(turnOnFailure(new PushError('browser'))).toBe('notifications.push.errors.browser');
  });

  it('names the server-side failures', () => {
    expect(turnOnFailure(apiError(0, 'network_error'))).toBe('notifications.push.errors.network');
    expect(turnOnFailure(apiError(400, 'push_endpoint_not_allowed'))).toBe(
      'notifications.push.errors.serviceNotAllowed',
    );
    expect(turnOnFailure(apiError(400, 'validation_failed'))).toBe(
      'notifications.push.errors.generic',
    );
    expect(turnOnFailure(new Error('boom'))).toBe('notifications.push.errors.generic');
  });
});
