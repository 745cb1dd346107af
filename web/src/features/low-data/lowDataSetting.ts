import { useContext, useSyncExternalStore } from 'react';
import { LOW_DATA_COOKIE } from '@core/page-cookies';
import { ChoicesAtRender, rememberForServer } from '../../lib/deviceChoices';
import { LOW_DATA_KEY, readStorage, writeStorage } from '../../lib/storage';

/**
 * Low-data mode: photos wait for a tap and nothing is fetched ahead. A per-device choice
 * (localStorage), because the same person may be on Wi-Fi at home and on prepaid data on a
 * second phone. The header imports this on every page, so it stays tiny: React and storage only.
 */

/** The stored choice wins; with none, follow the browser's Save-Data (Chrome "Lite mode"). */
export function resolveLowData(stored: string | null, saveData: boolean | undefined): boolean {
  if (stored === '1') return true;
  if (stored === '0') return false;
  return saveData === true;
}

interface NetworkInformationLike {
  saveData?: boolean;
}

/** navigator.connection exists in Chromium browsers only; the others never report Save-Data. */
export function browserSaveData(): boolean | undefined {
  if (typeof navigator === 'undefined') return undefined;
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return connection?.saveData;
}

const listeners = new Set<() => void>();

export function isLowData(): boolean {
  return resolveLowData(readStorage(LOW_DATA_KEY), browserSaveData());
}

/** Remembers an explicit choice, which from then on overrides Save-Data on this device. */
export function setLowData(on: boolean): void {
  writeStorage(LOW_DATA_KEY, on ? '1' : '0');
  // The server reads it too and renders the next page in the same mode.
  rememberForServer(LOW_DATA_COOKIE, on ? '1' : '0');
  for (const listener of listeners) listener();
}

/**
 * Once the app has started: the cookie says the stored choice again. It lasts a year and the
 * storage does not expire, so without this a device that chose low-data mode over a year ago
 * would get pages rendered with their photos, downloaded and then hidden by the app.
 */
export function mirrorStoredLowData(): void {
  const stored = readStorage(LOW_DATA_KEY);
  if (stored === '1' || stored === '0') rememberForServer(LOW_DATA_COOKIE, stored);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab of the app changed it: follow, so two tabs never disagree.
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOW_DATA_KEY) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}

/** Whether low-data mode is on, re-rendering when it is switched (here or in another tab). */
export function useLowData(): boolean {
  // As rendered (the cookie, else Save-Data): a first visit in low-data mode downloads no photo.
  const atRender = useContext(ChoicesAtRender).lowData;
  return useSyncExternalStore(subscribe, isLowData, () => atRender);
}
