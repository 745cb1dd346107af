import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/client';
import { sendFailure } from './sendErrors';

const apiError = (status: number, code?: string, fields?: Record<string, string>) =>
  new ApiError({ message: 'x', status, code, fields });

describe('sendFailure', () => {
  it('passes the validation key of fields.body through', () => {
    expect(
      sendFailure(apiError(400, 'validation_failed', { body: 'errors.messageEmpty' })),
    ).toEqual({ kind: 'field', messageKey: 'errors.messageEmpty' });
  });

  it.each([
    [apiError(409, 'thread_completed'), 'completed'],
    [apiError(409, 'post_unavailable'), 'unavailable'],
    [apiError(429, 'rate_limited'), 'rateLimited'],
    [apiError(429), 'rateLimited'],
    [apiError(403, 'banned'), 'banned'],
    [apiError(0, 'network_error'), 'network'],
    [apiError(500, 'internal'), 'generic'],
    [new Error('boom'), 'generic'],
  ])('reads %o as %s', (error, reason) => {
    expect(sendFailure(error)).toEqual({ kind: 'state', reason });
  });
});
