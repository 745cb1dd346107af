import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { IDLE, type LocationState } from './geolocation';
import { deviceLocationStore } from './locationStore';
import '../../features/feed/strings';

export interface DeviceLocation extends LocationState {
  /**
   * SPEC §8 message for the failure in the reader's language ('Permission denied. Check
   * browser settings.' and so on); null unless status is 'error'.
   */
  message: string | null;
  /** Asks for a fresh position; the Enable and Refresh buttons both call it. */
  locate: () => void;
  /**
   * With autoLocate: true until the on-load attempt is over, so a page can wait briefly
   * instead of loading data for "no location" and again for the position a moment later.
   */
  settling: boolean;
}

export interface DeviceLocationOptions {
  /**
   * Fetch a position on mount when the visitor has already allowed location for this site.
   * Never prompts: a permission dialog only ever follows a tap on Enable.
   */
  autoLocate?: boolean;
}

/**
 * The server knows no position (a page is rendered as a visitor without one sees it), and
 * hydration draws the same; the stored or fresh position applies from the next render.
 */
const RENDERED_WITHOUT_LOCATION: LocationState = { ...IDLE, auto: 'done' };

/**
 * The device's position (high accuracy, 10 s timeout), shared by every page and kept for
 * the browser tab's lifetime so a reload does not ask again.
 */
export function useDeviceLocation({ autoLocate = false }: DeviceLocationOptions = {}) {
  const { t } = useTranslation();
  const state = useSyncExternalStore(
    deviceLocationStore.subscribe,
    deviceLocationStore.getSnapshot,
    () => RENDERED_WITHOUT_LOCATION,
  );

  useEffect(() => {
    if (autoLocate) deviceLocationStore.locateIfGranted();
  }, [autoLocate]);

  const location: DeviceLocation = {
    ...state,
    message: state.error ? t(`feed.location.errors.${state.error}`) : null,
    locate: deviceLocationStore.locate,
    settling: autoLocate && state.auto !== 'done',
  };
  return location;
}
