import { describe, expect, it } from 'vitest';
import {
  daysFromExpiry,
  EXPIRY_SERVER_LIMIT_MS,
  expiryFromDays,
  expiryIsWithinLimit,
  isExpired,
  isValidExpiryDays,
} from './expiry';

const DAY_MS = 86_400_000;
// Expected values are built with the local-time Date constructor, so the tests hold in
// whatever time zone the machine runs.
const endOfLocalDay = (y: number, m: number, d: number) =>
  new Date(y, m, d, 23, 59, 59, 999).toISOString();
const now = new Date(2025, 0, 15, 10, 30, 0, 0);

describe('expiryFromDays', () => {
  it('makes day 1 the end of today, local time', () => {
    expect(expiryFromDays(1, now)).toBe(endOfLocalDay(2025, 0, 15));
  });

  it('makes day 2 the end of tomorrow and day 30 the end of the 30th day', () => {
    expect(expiryFromDays(2, now)).toBe(endOfLocalDay(2025, 0, 16));
    expect(expiryFromDays(7, now)).toBe(endOfLocalDay(2025, 0, 21));
    expect(expiryFromDays(30, now)).toBe(endOfLocalDay(2025, 1, 13));
  });

  it('rolls over months and years', () => {
    expect(expiryFromDays(2, new Date(2025, 0, 31, 8))).toBe(endOfLocalDay(2025, 1, 1));
    expect(expiryFromDays(3, new Date(2024, 11, 31, 0, 0))).toBe(endOfLocalDay(2025, 0, 2));
    expect(expiryFromDays(1, new Date(2024, 1, 29, 23, 59, 59, 999))).toBe(
      endOfLocalDay(2024, 1, 29),
    );
  });

  it.each([0, 31, -1, 1.5, Number.NaN, Infinity])('refuses %s days', (days) => {
    expect(() => expiryFromDays(days, now)).toThrow(RangeError);
  });

  it('defaults to the current time', () => {
    const today = new Date();
    expect(expiryFromDays(1)).toBe(
      endOfLocalDay(today.getFullYear(), today.getMonth(), today.getDate()),
    );
  });
});

describe('isValidExpiryDays', () => {
  it('accepts whole days 1 to 30 only', () => {
    expect([0, 1, 30, 31, 2.5, '3', null].map(isValidExpiryDays)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('daysFromExpiry', () => {
  it('inverts expiryFromDays for every allowed day count', () => {
    for (let days = 1; days <= 30; days += 1) {
      expect(daysFromExpiry(expiryFromDays(days, now), now)).toBe(days);
    }
  });

  it('counts calendar days, whatever the time of the expiry', () => {
    expect(daysFromExpiry(new Date(2025, 0, 15, 11, 0).toISOString(), now)).toBe(1);
    expect(daysFromExpiry(new Date(2025, 0, 16, 0, 0).toISOString(), now)).toBe(2);
  });

  it('is still 1 in the last millisecond of the day', () => {
    const lastMs = new Date(2025, 0, 15, 23, 59, 59, 999);
    expect(daysFromExpiry(expiryFromDays(1, now), lastMs)).toBe(1);
  });

  it('gives 0 for a past expiry and null for a missing or unreadable one', () => {
    expect(daysFromExpiry(new Date(2025, 0, 15, 10, 29).toISOString(), now)).toBe(0);
    expect(daysFromExpiry(null, now)).toBeNull();
    expect(daysFromExpiry('', now)).toBeNull();
    expect(daysFromExpiry('not a date', now)).toBeNull();
  });
});

describe('isExpired', () => {
  const expiry = expiryFromDays(1, now);
  const expiryMs = Date.parse(expiry);

  it('is live up to and including the expiry instant', () => {
    expect(isExpired(expiry, now)).toBe(false);
    expect(isExpired(expiry, new Date(expiryMs))).toBe(false);
  });

  it('is expired one millisecond later, and when unreadable', () => {
    expect(isExpired(expiry, new Date(expiryMs + 1))).toBe(true);
    expect(isExpired('garbage', now)).toBe(true);
  });
});

describe('expiryIsWithinLimit', () => {
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

  it('needs a future timestamp', () => {
    expect(expiryIsWithinLimit(at(0), now)).toBe(false);
    expect(expiryIsWithinLimit(at(-1), now)).toBe(false);
    expect(expiryIsWithinLimit(at(1), now)).toBe(true);
  });

  it('allows the end of day 30 in any time zone, i.e. up to 31 days ahead', () => {
    expect(EXPIRY_SERVER_LIMIT_MS).toBe(31 * DAY_MS);
    expect(expiryIsWithinLimit(expiryFromDays(30, now), now)).toBe(true);
    expect(expiryIsWithinLimit(at(31 * DAY_MS), now)).toBe(true);
    expect(expiryIsWithinLimit(at(31 * DAY_MS + 1), now)).toBe(false);
  });

  it('accepts zone offsets and refuses unreadable values', () => {
    expect(expiryIsWithinLimit('2025-01-20T23:59:59.999+08:00', now)).toBe(true);
    expect(expiryIsWithinLimit('soon', now)).toBe(false);
  });
});
