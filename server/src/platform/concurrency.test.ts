import { describe, expect, it } from 'vitest';
import { limitConcurrency } from './concurrency';

describe('limitConcurrency', () => {
  it('runs at most max tasks at once, the rest in order, and passes results and errors on', async () => {
    const run = limitConcurrency(2);
    let active = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      active++;
      peak = Math.max(peak, active);
      await new Promise((resolve) => setTimeout(resolve, 5));
      active--;
      if (i === 3) throw new Error('task 3 failed');
      return i * 10;
    };
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map((i) => run(task(i))));
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : r.reason.message))).toEqual([
      0,
      10,
      20,
      'task 3 failed',
      40,
      50,
    ]);
    // A failure gives its slot back: the limiter still runs two at once afterwards.
    peak = 0;
    await Promise.all([6, 7, 8].map((i) => run(task(i))));
    expect(peak).toBe(2);
  });
});
