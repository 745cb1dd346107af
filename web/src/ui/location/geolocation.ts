import { GEO_TIMEOUT_MS } from '@core/constants';
import { isValidLatLng } from '@core/geo';

export type LocationStatus = 'idle' | 'locating' | 'ready' | 'error';

/** Why no position: each maps to one message of SPEC §8. */
export type LocationErrorCode = 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'unknown';

export interface DevicePosition {
  lat: number;
  lng: number;
  /** Metres, as the browser reports it; null when unknown (e.g. read from an old entry). */
  accuracy: number | null;
  /** When the position was taken, ms since the epoch. */
  at: number;
}

export interface LocationState {
  status: LocationStatus;
  /** Set exactly when status is 'ready'. */
  position: DevicePosition | null;
  /** Set exactly when status is 'error'. */
  error: LocationErrorCode | null;
  /** The browser's own wording of the failure, when it gave one (not translated). */
  detail: string | null;
  /**
   * The on-load attempt for visitors who already allowed location: 'unchecked' until a page
   * asks for it, 'checking' while it runs, 'done' once it cannot change the position any more.
   */
  auto: 'unchecked' | 'checking' | 'done';
}

/** SPEC §9: high accuracy, 10 s timeout; a position is never reused from the browser cache. */
export const GEO_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: GEO_TIMEOUT_MS,
  maximumAge: 0,
};

export const IDLE: LocationState = {
  status: 'idle',
  position: null,
  error: null,
  detail: null,
  auto: 'unchecked',
};

// GeolocationPositionError's numeric codes; the constants are not defined outside browsers.
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

export function errorCodeOf(error: { code?: number } | null | undefined): LocationErrorCode {
  switch (error?.code) {
    case PERMISSION_DENIED:
      return 'denied';
    case POSITION_UNAVAILABLE:
      return 'unavailable';
    case TIMEOUT:
      return 'timeout';
    default:
      return 'unknown';
  }
}

export function positionFrom(
  coords: {
    latitude: number;
    longitude: number;
    accuracy?: number | null;
  },
  at: number,
): DevicePosition {
  return {
    lat: coords.latitude,
    lng: coords.longitude,
    accuracy: Number.isFinite(coords.accuracy) ? (coords.accuracy ?? null) : null,
    at,
  };
}

/** Reads what writeStoredPosition kept; anything unreadable counts as no position. */
export function parseStoredPosition(text: string | null): DevicePosition | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<DevicePosition> | null;
    if (!value || !isValidLatLng(value.lat, value.lng)) return null;
    return {
      lat: value.lat as number,
      lng: value.lng as number,
      accuracy: typeof value.accuracy === 'number' ? value.accuracy : null,
      at: typeof value.at === 'number' ? value.at : 0,
    };
  } catch {
    return null;
  }
}
