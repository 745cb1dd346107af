import { MESSAGE_KEY } from '@core/schemas';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../api/errors';
import { actionFailure } from './actionFailure';
import { activeReservation } from './activeReservation';
import { checkReservation } from './reservationDraft';

const now = new Date('2026-11-26T02:00:00Z');
const hours = (count: number) => new Date(now.getTime() + count * 3_600_000);
const limits = { now, postExpiresAt: hours(48).toISOString(), max: 5 };

describe('checkReservation', () => {
  it('makes the body of PUT /reservation', () => {
    expect(checkReservation('2', hours(3), limits)).toEqual({
      ok: true,
      body: { qty: 2, until: hours(3).toISOString() },
    });
  });

  it('reports the amount and the time at once, with the shared message keys', () => {
    expect(checkReservation('0', null, limits)).toEqual({
      ok: false,
      problems: {
        qty: { kind: 'rule', key: MESSAGE_KEY.amountNotPositive },
        until: MESSAGE_KEY.untilRequired,
      },
    });
    expect(checkReservation('1', hours(-1), limits)).toMatchObject({
      problems: { until: MESSAGE_KEY.untilPast },
    });
    expect(checkReservation('1', hours(49), limits)).toMatchObject({
      problems: { until: MESSAGE_KEY.untilAfterExpiry },
    });
    const longPost = { ...limits, postExpiresAt: hours(24 * 20).toISOString() };
    expect(checkReservation('1', hours(24 * 8), longPost)).toMatchObject({
      problems: { until: MESSAGE_KEY.untilTooFar },
    });
  });

  it('refuses more than is left for this buyer, also while the time is missing', () => {
    expect(checkReservation('6', hours(3), limits)).toEqual({
      ok: false,
      problems: { qty: { kind: 'notEnough' } },
    });
    expect(checkReservation('6', null, limits)).toEqual({
      ok: false,
      problems: { qty: { kind: 'notEnough' }, until: MESSAGE_KEY.untilRequired },
    });
  });
});

describe('actionFailure', () => {
  const api = (status: number, code?: string, fields?: Record<string, string>) =>
    new ApiError({ message: 'x', status, code, fields });

  it('names what the sheets explain', () => {
    expect(actionFailure(api(409, 'not_enough_left'))).toEqual({ kind: 'notEnough' });
    expect(actionFailure(api(400, 'validation_failed', { until: 'errors.untilPast' }))).toEqual({
      kind: 'fields',
      fields: { until: 'errors.untilPast' },
    });
    expect(actionFailure(api(409, 'thread_completed'))).toEqual({ kind: 'closed' });
    expect(actionFailure(api(404, 'not_found'))).toEqual({ kind: 'closed' });
    expect(actionFailure(api(429, 'rate_limited'))).toEqual({ kind: 'rateLimited' });
    expect(actionFailure(api(0, 'network_error'))).toEqual({ kind: 'network' });
    expect(actionFailure(api(500))).toEqual({ kind: 'generic' });
    expect(actionFailure(new Error('boom'))).toEqual({ kind: 'generic' });
  });
});

describe('activeReservation', () => {
  it('shows a reservation until its time has come', () => {
    const reservation = { qty: 2, until: hours(1).toISOString() };
    expect(activeReservation(reservation, now)).toBe(reservation);
    expect(activeReservation(reservation, hours(1))).toBeNull();
    expect(activeReservation(null, now)).toBeNull();
    expect(activeReservation(undefined, now)).toBeNull();
  });
});
