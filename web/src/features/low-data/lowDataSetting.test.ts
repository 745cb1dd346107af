import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserSaveData,
  isLowData,
  mirrorStoredLowData,
  resolveLowData,
  setLowData,
} from './lowDataSetting';

describe('resolveLowData', () => {
  it('follows Save-Data while nothing was chosen on this device', () => {
    expect(resolveLowData(null, true)).toBe(true);
    expect(resolveLowData(null, false)).toBe(false);
    expect(resolveLowData(null, undefined)).toBe(false);
  });

  it('lets a choice made on this device win over Save-Data either way', () => {
    expect(resolveLowData('0', true)).toBe(false);
    expect(resolveLowData('1', false)).toBe(true);
    expect(resolveLowData('1', undefined)).toBe(true);
  });

  it('treats an unreadable stored value as no choice', () => {
    expect(resolveLowData('yes', true)).toBe(true);
    expect(resolveLowData('', false)).toBe(false);
  });
});

function fakeStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, String(value)),
  };
}

describe('isLowData and setLowData', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads Save-Data from navigator.connection, and a stored choice overrides it', () => {
    vi.stubGlobal('localStorage', fakeStorage());
    vi.stubGlobal('navigator', { connection: { saveData: true } });
    expect(browserSaveData()).toBe(true);
    expect(isLowData()).toBe(true);
    setLowData(false);
    expect(isLowData()).toBe(false);
    setLowData(true);
    expect(isLowData()).toBe(true);
  });

  it('is off where the browser has no connection information or no storage', () => {
    vi.stubGlobal('localStorage', undefined);
    vi.stubGlobal('navigator', {});
    expect(browserSaveData()).toBeUndefined();
    expect(isLowData()).toBe(false);
    // Not remembered, but it must not throw either.
    expect(() => setLowData(true)).not.toThrow();
  });
});

describe('the low-data cookie the server renders by (palengke_low_data)', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The cookies the app writes, by name and value. */
  function cookieJar(): string[] {
    const written: string[] = [];
    vi.stubGlobal('document', {
      set cookie(value: string) {
        written.push(value.split(';')[0]!);
      },
    });
    return written;
  }

  it('says the stored choice again at every start: it expires after a year, the storage does not', () => {
    const storage = fakeStorage();
    vi.stubGlobal('localStorage', storage);
    const written = cookieJar();
    storage.setItem('lowData', '1');
    mirrorStoredLowData();
    storage.setItem('lowData', '0');
    mirrorStoredLowData();
    expect(written).toEqual(['palengke_low_data=1', 'palengke_low_data=0']);
  });

  it('writes nothing for a device that chose nothing (the server follows Save-Data)', () => {
    const storage = fakeStorage();
    vi.stubGlobal('localStorage', storage);
    const written = cookieJar();
    mirrorStoredLowData();
    storage.setItem('lowData', 'yes');
    mirrorStoredLowData();
    expect(written).toEqual([]);
  });
});
