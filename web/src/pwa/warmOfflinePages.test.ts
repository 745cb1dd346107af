import { describe, expect, it, vi } from 'vitest';
import { shouldWarm, warmOfflinePages, type WarmConditions } from './warmOfflinePages';

const NORMAL: WarmConditions = {
  controlled: true,
  online: true,
  lowData: false,
  saveData: undefined,
};

describe('shouldWarm', () => {
  it('warms under a controlling worker, online, outside low-data mode', () => {
    expect(shouldWarm(NORMAL)).toBe(true);
    expect(shouldWarm({ ...NORMAL, saveData: false })).toBe(true);
  });

  it('never fetches ahead in low-data mode or with Save-Data', () => {
    expect(shouldWarm({ ...NORMAL, lowData: true })).toBe(false);
    expect(shouldWarm({ ...NORMAL, saveData: true })).toBe(false);
  });

  it('does not warm what the worker would not keep, or without a network', () => {
    expect(shouldWarm({ ...NORMAL, controlled: false })).toBe(false);
    expect(shouldWarm({ ...NORMAL, online: false })).toBe(false);
  });
});

function fakePages(count: number, fail?: number) {
  return Array.from({ length: count }, (_, index) => ({
    preload: vi.fn(() =>
      index === fail ? Promise.reject(new Error('offline')) : Promise.resolve(),
    ),
  }));
}

const runNow = (callback: () => void) => callback();

describe('warmOfflinePages', () => {
  it('loads every page once the worker is ready and the page idle', async () => {
    const pages = fakePages(3);
    let idle: (() => void) | undefined;
    const warming = warmOfflinePages({
      ready: Promise.resolve(),
      conditions: () => NORMAL,
      whenIdle: (callback) => (idle = callback),
      pages,
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(pages[0]!.preload).not.toHaveBeenCalled();
    idle!();
    expect(await warming).toBe(3);
    for (const page of pages) expect(page.preload).toHaveBeenCalledOnce();
  });

  it('loads nothing in low-data mode', async () => {
    const pages = fakePages(3);
    const loaded = await warmOfflinePages({
      ready: Promise.resolve(),
      conditions: () => ({ ...NORMAL, lowData: true }),
      whenIdle: runNow,
      pages,
    });
    expect(loaded).toBe(0);
    for (const page of pages) expect(page.preload).not.toHaveBeenCalled();
  });

  it('stops when low-data mode is switched on midway', async () => {
    const pages = fakePages(3);
    let lowData = false;
    pages[0]!.preload.mockImplementation(() => {
      lowData = true;
      return Promise.resolve();
    });
    const loaded = await warmOfflinePages({
      ready: Promise.resolve(),
      conditions: () => ({ ...NORMAL, lowData }),
      whenIdle: runNow,
      pages,
    });
    expect(loaded).toBe(1);
    expect(pages[1]!.preload).not.toHaveBeenCalled();
  });

  it('gives up at the first failed download, quietly', async () => {
    const pages = fakePages(3, 1);
    const loaded = await warmOfflinePages({
      ready: Promise.resolve(),
      conditions: () => NORMAL,
      whenIdle: runNow,
      pages,
    });
    expect(loaded).toBe(1);
    expect(pages[2]!.preload).not.toHaveBeenCalled();
  });
});
