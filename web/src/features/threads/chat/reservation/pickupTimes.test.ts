import { describe, expect, it } from 'vitest';
import { fromLocalInput, latestPickup, pickupChoices, toLocalInput } from './pickupTimes';

// Local times: the sheet offers times on the seller's own clock.
const at = (day: number, hour: number, minute = 0) => new Date(2026, 10, day, hour, minute);
const DAY_MS = 86_400_000;

describe('latestPickup', () => {
  const now = at(26, 10);

  it('is seven days ahead for a post that lives longer', () => {
    const far = new Date(now.getTime() + 20 * DAY_MS).toISOString();
    expect(latestPickup(now, far).getTime()).toBe(now.getTime() + 7 * DAY_MS);
  });

  it('is the post’s expiry when that comes first', () => {
    const tonight = at(26, 23, 59);
    expect(latestPickup(now, tonight.toISOString())).toEqual(tonight);
  });
});

describe('pickupChoices', () => {
  const week = (now: Date) => new Date(now.getTime() + 7 * DAY_MS);

  it('offers in an hour (whole five minutes), this evening and tomorrow morning', () => {
    const now = at(26, 10, 12);
    expect(pickupChoices(now, week(now))).toEqual([
      { key: 'inAnHour', at: at(26, 11, 15) },
      { key: 'thisEvening', at: at(26, 18) },
      { key: 'tomorrowMorning', at: at(27, 9) },
    ]);
  });

  it('drops this evening once it is less than an hour away', () => {
    const now = at(26, 17, 30);
    expect(pickupChoices(now, week(now)).map((choice) => choice.key)).toEqual([
      'inAnHour',
      'tomorrowMorning',
    ]);
  });

  it('drops choices after the latest allowed pickup', () => {
    const now = at(26, 10);
    expect(pickupChoices(now, at(26, 20)).map((choice) => choice.key)).toEqual([
      'inAnHour',
      'thisEvening',
    ]);
    expect(pickupChoices(now, at(26, 10, 30))).toEqual([]);
  });
});

describe('toLocalInput and fromLocalInput', () => {
  it('round-trip a local time to the minute', () => {
    const date = at(3, 7, 5);
    expect(toLocalInput(date)).toBe('2026-11-03T07:05');
    expect(fromLocalInput('2026-11-03T07:05')).toEqual(date);
  });

  it('read empty, malformed and impossible dates as nothing', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('tomorrow')).toBeNull();
    expect(fromLocalInput('2026-02-31T10:00')).toBeNull();
  });
});
