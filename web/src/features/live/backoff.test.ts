import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './backoff';
import { RECONNECT_FIRST_MS, RECONNECT_MAX_MS } from './config';

const lowest = () => 0;
const highest = () => 1;

describe('reconnectDelay', () => {
  it('starts at the first delay and doubles with each failure in a row', () => {
    expect([1, 2, 3, 4].map((failures) => reconnectDelay(failures, highest))).toEqual([
      RECONNECT_FIRST_MS,
      RECONNECT_FIRST_MS * 2,
      RECONNECT_FIRST_MS * 4,
      RECONNECT_FIRST_MS * 8,
    ]);
  });

  it('never waits longer than the ceiling, however many failures', () => {
    expect(reconnectDelay(6, highest)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(5_000, highest)).toBe(RECONNECT_MAX_MS);
  });

  it('jitters within the upper half of the delay, never down to zero', () => {
    expect(reconnectDelay(1, lowest)).toBe(RECONNECT_FIRST_MS / 2);
    expect(reconnectDelay(3, () => 0.5)).toBe(RECONNECT_FIRST_MS * 3);
    expect(reconnectDelay(50, lowest)).toBe(RECONNECT_MAX_MS / 2);
  });

  it('treats zero failures as the first', () => {
    expect(reconnectDelay(0, highest)).toBe(RECONNECT_FIRST_MS);
  });
});
