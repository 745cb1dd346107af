import { GEO_TIMEOUT_MS } from '@core/constants';
import { describe, expect, it, vi } from 'vitest';
import { errorCodeOf, parseStoredPosition } from './geolocation';
import { createLocationStore, LOCATION_SESSION_KEY, type LocationStoreDeps } from './locationStore';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

type Success = PositionCallback;
type Failure = PositionErrorCallback | null | undefined;

function fakeGeolocation() {
  const calls: { success: Success; failure: Failure; options?: PositionOptions }[] = [];
  const geolocation = {
    getCurrentPosition: (success: Success, failure?: Failure, options?: PositionOptions) => {
      calls.push({ success, failure, options });
    },
  } as unknown as Geolocation;
  return { geolocation, calls };
}

function position(latitude: number, longitude: number): GeolocationPosition {
  return { coords: { latitude, longitude, accuracy: 12 }, timestamp: 0 } as GeolocationPosition;
}

function store(overrides: Partial<LocationStoreDeps> = {}) {
  const fake = fakeGeolocation();
  const storage = memoryStorage();
  const deps: LocationStoreDeps = {
    geolocation: () => fake.geolocation,
    storage: () => storage,
    permissions: () => undefined,
    now: () => 1000,
    ...overrides,
  };
  return { store: createLocationStore(deps), calls: fake.calls, storage };
}

describe('location store', () => {
  it('asks with high accuracy and a 10 s timeout, then keeps the position for the tab', () => {
    const { store: location, calls, storage } = store();
    const listener = vi.fn();
    location.subscribe(listener);
    expect(location.getSnapshot().status).toBe('idle');

    location.locate();
    location.locate(); // a second tap while locating does not start another request
    expect(calls).toHaveLength(1);
    expect(calls[0]?.options).toMatchObject({ enableHighAccuracy: true, timeout: GEO_TIMEOUT_MS });
    expect(location.getSnapshot().status).toBe('locating');

    calls[0]?.success(position(14.6, 120.99));
    expect(location.getSnapshot()).toMatchObject({
      status: 'ready',
      position: { lat: 14.6, lng: 120.99, accuracy: 12, at: 1000 },
      error: null,
    });
    expect(parseStoredPosition(storage.getItem(LOCATION_SESSION_KEY))).toMatchObject({
      lat: 14.6,
      lng: 120.99,
    });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('starts ready from the stored position, so a reload does not ask again', () => {
    const storage = memoryStorage({
      [LOCATION_SESSION_KEY]: JSON.stringify({ lat: 14.5, lng: 121, accuracy: 5, at: 7 }),
    });
    const { store: location, calls } = store({ storage: () => storage });
    expect(location.getSnapshot()).toMatchObject({ status: 'ready', position: { lat: 14.5 } });
    expect(calls).toHaveLength(0);
  });

  it('maps browser failures to the SPEC §8 reasons and forgets the old position', () => {
    const { store: location, calls, storage } = store();
    location.locate();
    calls[0]?.success(position(14.6, 120.99));
    location.locate();
    calls[1]?.failure?.({
      code: 1,
      message: 'User denied Geolocation',
    } as GeolocationPositionError);
    expect(location.getSnapshot()).toMatchObject({
      status: 'error',
      position: null,
      error: 'denied',
      detail: 'User denied Geolocation',
    });
    expect(storage.getItem(LOCATION_SESSION_KEY)).toBeNull();
  });

  it('reports a browser without geolocation as unsupported', () => {
    const { store: location } = store({ geolocation: () => undefined });
    location.locate();
    expect(location.getSnapshot()).toMatchObject({ status: 'error', error: 'unsupported' });
  });

  it('locates on its own only when permission was already granted', async () => {
    const granted = {
      query: () => Promise.resolve({ state: 'granted' }),
    } as unknown as Permissions;
    const prompt = { query: () => Promise.resolve({ state: 'prompt' }) } as unknown as Permissions;
    const asked = store({ permissions: () => granted });
    expect(asked.store.getSnapshot().auto).toBe('unchecked');
    asked.store.locateIfGranted();
    expect(asked.store.getSnapshot().auto).toBe('checking');
    await Promise.resolve();
    await Promise.resolve();
    expect(asked.calls).toHaveLength(1);
    expect(asked.store.getSnapshot()).toMatchObject({ status: 'locating', auto: 'checking' });
    asked.calls[0]?.success(position(14.6, 120.99));
    expect(asked.store.getSnapshot()).toMatchObject({ status: 'ready', auto: 'done' });

    const waiting = store({ permissions: () => prompt });
    waiting.store.locateIfGranted();
    await Promise.resolve();
    await Promise.resolve();
    expect(waiting.calls).toHaveLength(0);
    expect(waiting.store.getSnapshot()).toMatchObject({ status: 'idle', auto: 'done' });
  });

  it('settles at once without a Permissions API or with a stored position', () => {
    const bare = store();
    bare.store.locateIfGranted();
    expect(bare.store.getSnapshot()).toMatchObject({ status: 'idle', auto: 'done' });
    expect(bare.calls).toHaveLength(0);

    const storage = memoryStorage({ [LOCATION_SESSION_KEY]: JSON.stringify({ lat: 1, lng: 2 }) });
    expect(store({ storage: () => storage }).store.getSnapshot().auto).toBe('done');
  });
});

describe('errorCodeOf and parseStoredPosition', () => {
  it('maps the numeric codes', () => {
    expect([1, 2, 3, 9].map((code) => errorCodeOf({ code }))).toEqual([
      'denied',
      'unavailable',
      'timeout',
      'unknown',
    ]);
    expect(errorCodeOf(null)).toBe('unknown');
  });

  it('rejects broken or out-of-range entries', () => {
    expect(parseStoredPosition('{')).toBeNull();
    expect(parseStoredPosition(JSON.stringify({ lat: 91, lng: 0 }))).toBeNull();
    expect(parseStoredPosition(JSON.stringify({ lat: 14, lng: 121 }))).toEqual({
      lat: 14,
      lng: 121,
      accuracy: null,
      at: 0,
    });
  });
});
