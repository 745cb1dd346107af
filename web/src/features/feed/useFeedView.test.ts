import { afterEach, describe, expect, it, vi } from 'vitest';
import { mirrorStoredFeedView, readFeedView } from './useFeedView';

/** A device's localStorage and cookie jar, as much of them as the mirror uses. */
function device(stored: string | null, cookie: string) {
  const values = new Map<string, string>(stored === null ? [] : [['homeView', stored]]);
  const written: string[] = [];
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  });
  vi.stubGlobal('document', {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written.push(value.split(';')[0]!);
    },
  });
  return written;
}

describe('the home view the server renders in (the palengke_view cookie)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is the grid unless the list or the map was chosen', () => {
    expect(readFeedView('list')).toBe('list');
    expect(readFeedView('map')).toBe('map');
    expect(readFeedView('grid')).toBe('grid');
    expect(readFeedView(null)).toBe('grid');
    expect(readFeedView('table')).toBe('grid');
  });

  it('mirrors a choice stored before the cookie existed', () => {
    const written = device('list', 'palengke_lang=tl');
    mirrorStoredFeedView();
    expect(written).toEqual(['palengke_view=list']);
  });

  it('leaves a cookie that already says what the device shows', () => {
    const written = device('list', 'palengke_lang=tl; palengke_view=list');
    mirrorStoredFeedView();
    expect(written).toEqual([]);
  });

  it('sets the grid back when the storage was cleared but the cookie still says list', () => {
    const written = device(null, 'palengke_view=list');
    mirrorStoredFeedView();
    expect(written).toEqual(['palengke_view=grid']);
  });

  it('writes no cookie for a device that never chose', () => {
    const written = device(null, '');
    mirrorStoredFeedView();
    expect(written).toEqual([]);
  });
});
