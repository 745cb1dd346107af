import { describe, expect, it } from 'vitest';
import { createWindowCounter } from './cluster-rate-limits';

describe('the primary’s rate-limit counter', () => {
  it('counts each key in a fixed window and starts again when it ends', () => {
    const counter = createWindowCounter();
    expect(counter.increment('login:1.2.3.4', 60_000, 1_000)).toEqual({ current: 1, ttl: 60_000 });
    expect(counter.increment('login:1.2.3.4', 60_000, 31_000)).toEqual({
      current: 2,
      ttl: 30_000,
    });
    expect(counter.increment('login:5.6.7.8', 60_000, 31_000).current).toBe(1);
    expect(counter.increment('login:1.2.3.4', 60_000, 61_000)).toEqual({
      current: 1,
      ttl: 60_000,
    });
  });

  it('forgets ended windows, and the oldest live ones when full', () => {
    const counter = createWindowCounter(3);
    counter.increment('a', 1_000, 0);
    counter.increment('b', 10_000, 0);
    counter.increment('c', 10_000, 500);
    counter.prune(2_000);
    expect(counter.size).toBe(2);
    counter.increment('d', 10_000, 2_000);
    counter.increment('e', 10_000, 2_000);
    expect(counter.size).toBe(3);
    // "b" began first and was forgotten: it counts from 1 again.
    expect(counter.increment('b', 10_000, 2_500).current).toBe(1);
    expect(counter.increment('e', 10_000, 2_500).current).toBe(2);
  });
});
