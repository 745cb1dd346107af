import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoalescer } from './coalesce';

describe('createCoalescer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A run that records what it tells, at the fake clock's time. */
  const told: { key: string; value: number; at: number }[] = [];
  const tell = (key: string, value: number) => async () => {
    told.push({ key, value, at: Date.now() });
  };
  beforeEach(() => {
    told.length = 0;
  });

  it('runs the first at once and folds the rest of the window into its latest, at its end', async () => {
    const coalescer = createCoalescer(1_000);
    const start = Date.now();
    for (let value = 1; value <= 20; value++) {
      coalescer.run('post', tell('post', value));
      await vi.advanceTimersByTimeAsync(10);
    }
    expect(told.map((t) => t.value)).toEqual([1]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(told.map((t) => [t.value, t.at - start])).toEqual([
      [1, 0],
      [20, 1_000],
    ]);
    // Nothing more to tell: the next window closes quietly, and the next run goes at once.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(coalescer.size).toBe(0);
    coalescer.run('post', tell('post', 21));
    expect(told.at(-1)?.value).toBe(21);
  });

  it('keeps a steady flood to one run a window, the last state told last', async () => {
    const coalescer = createCoalescer(100);
    for (let value = 1; value <= 50; value++) {
      coalescer.run('thread', tell('thread', value));
      await vi.advanceTimersByTimeAsync(9);
    }
    await vi.advanceTimersByTimeAsync(500);
    const gaps = told.slice(1).map((t, i) => t.at - told[i]!.at);
    expect(gaps.every((gap) => gap >= 100)).toBe(true);
    expect(told.length).toBeLessThanOrEqual(6);
    expect(told.at(-1)?.value).toBe(50);
  });

  it('counts each key apart', async () => {
    const coalescer = createCoalescer(1_000);
    coalescer.run('a', tell('a', 1));
    coalescer.run('b', tell('b', 1));
    coalescer.run('a', tell('a', 2));
    expect(told.map((t) => `${t.key}${t.value}`)).toEqual(['a1', 'b1']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(told.map((t) => `${t.key}${t.value}`)).toEqual(['a1', 'b1', 'a2']);
  });

  it('starts the folded run only after a slow first one has finished', async () => {
    const coalescer = createCoalescer(100);
    let finishFirst = () => undefined as void;
    coalescer.run('post', () => new Promise<void>((resolve) => (finishFirst = resolve)));
    coalescer.run('post', tell('post', 2));
    await vi.advanceTimersByTimeAsync(500);
    expect(told).toEqual([]);
    finishFirst();
    await vi.advanceTimersByTimeAsync(0);
    expect(told.map((t) => t.value)).toEqual([2]);
  });

  it('drops what waits when stopped', async () => {
    const coalescer = createCoalescer(1_000);
    coalescer.run('post', tell('post', 1));
    coalescer.run('post', tell('post', 2));
    coalescer.stop();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(told.map((t) => t.value)).toEqual([1]);
    expect(coalescer.size).toBe(0);
  });
});
