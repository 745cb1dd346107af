import { describe, expect, it } from 'vitest';
import { TYPING_SEND_EVERY_MS } from './config';
import { createThrottle } from './throttle';

describe('createThrottle (the composer telling "typing")', () => {
  it('lets the first call through, then none until the interval has passed', () => {
    let now = 10_000;
    const may = createThrottle(TYPING_SEND_EVERY_MS, () => now);
    expect(may('thread-a')).toBe(true);
    now += 1;
    expect(may('thread-a')).toBe(false);
    now += TYPING_SEND_EVERY_MS - 2;
    expect(may('thread-a')).toBe(false);
    now += 1;
    expect(may('thread-a')).toBe(true);
  });

  it('counts each conversation on its own', () => {
    const now = 0;
    const may = createThrottle(3_000, () => now);
    expect(may('thread-a')).toBe(true);
    expect(may('thread-b')).toBe(true);
    expect(may('thread-a')).toBe(false);
  });

  it('starts the time again only when a call goes through', () => {
    let now = 0;
    const may = createThrottle(3_000, () => now);
    may('t');
    for (now = 500; now < 3_000; now += 500) expect(may('t')).toBe(false);
    expect(may('t')).toBe(true);
  });
});
