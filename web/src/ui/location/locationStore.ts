import {
  errorCodeOf,
  GEO_OPTIONS,
  IDLE,
  parseStoredPosition,
  positionFrom,
  type LocationState,
} from './geolocation';

/**
 * The last position lives in sessionStorage: a reload or another page of the app (the
 * post form) reuses it without asking the browser again, and it is gone with the tab, so
 * the device's whereabouts are not kept on the phone.
 */
export const LOCATION_SESSION_KEY = 'deviceLocation';

export interface LocationStoreDeps {
  geolocation: () => Geolocation | undefined;
  storage: () => Storage | undefined;
  permissions: () => Permissions | undefined;
  now: () => number;
}

export interface LocationStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => LocationState;
  /** Asks the browser for a fresh position (prompting if needed). Also the refresh action. */
  locate: () => void;
  /** locate() only when the visitor already allowed it, so a page load never prompts. */
  locateIfGranted: () => void;
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/**
 * One shared location for the whole app: every component using useDeviceLocation sees the
 * same state, and two of them asking at once cause one browser request, not two.
 */
export function createLocationStore(deps: LocationStoreDeps): LocationStore {
  let state: LocationState | null = null;
  const listeners = new Set<() => void>();

  const current = (): LocationState => {
    if (state === null) {
      const stored = parseStoredPosition(
        safely(() => deps.storage()?.getItem(LOCATION_SESSION_KEY) ?? null) ?? null,
      );
      state = stored ? { ...IDLE, status: 'ready', position: stored, auto: 'done' } : IDLE;
    }
    return state;
  };

  const set = (next: LocationState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  const fail = (error: LocationState['error'], detail: string | null) => {
    // A refused or failed request must not leave an older position in use.
    safely(() => deps.storage()?.removeItem(LOCATION_SESSION_KEY));
    set({ status: 'error', position: null, error, detail, auto: 'done' });
  };

  const locate = () => {
    if (current().status === 'locating') return;
    const geolocation = safely(deps.geolocation);
    if (!geolocation) {
      fail('unsupported', null);
      return;
    }
    set({ ...current(), status: 'locating', error: null, detail: null });
    try {
      geolocation.getCurrentPosition(
        (result) => {
          const position = positionFrom(result.coords, deps.now());
          safely(() => deps.storage()?.setItem(LOCATION_SESSION_KEY, JSON.stringify(position)));
          set({ status: 'ready', position, error: null, detail: null, auto: 'done' });
        },
        (error) => fail(errorCodeOf(error), error?.message?.trim() || null),
        GEO_OPTIONS,
      );
    } catch (error) {
      fail('unknown', error instanceof Error ? error.message : null);
    }
  };

  const settleAuto = () => {
    if (current().auto !== 'done') set({ ...current(), auto: 'done' });
  };

  const locateIfGranted = () => {
    const { status, auto } = current();
    if (auto !== 'unchecked') return;
    if (status !== 'idle') {
      settleAuto();
      return;
    }
    const permissions = safely(deps.permissions);
    if (!permissions?.query) {
      settleAuto();
      return;
    }
    set({ ...current(), auto: 'checking' });
    permissions
      .query({ name: 'geolocation' })
      .then((permission) => {
        if (permission.state === 'granted' && current().status === 'idle') locate();
        else settleAuto();
      })
      // Some browsers do not know the 'geolocation' permission name; then we just wait.
      .catch(settleAuto);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: current,
    locate,
    locateIfGranted,
  };
}

/** The app's store, on the browser's real APIs. */
export const deviceLocationStore = createLocationStore({
  geolocation: () => globalThis.navigator?.geolocation,
  storage: () => globalThis.sessionStorage,
  permissions: () => globalThis.navigator?.permissions,
  now: () => Date.now(),
});
