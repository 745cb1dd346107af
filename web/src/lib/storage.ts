/**
 * Every localStorage key the web app uses lives here, so two features never collide on a
 * name and a rename happens in one place.
 */
import { ADMIN_STORAGE_KEY, TOKEN_STORAGE_KEY, USER_STORAGE_KEY } from '@core/signed-in-hint';

/** The page's <head> reads it too, before the first paint (core/signed-in-hint.ts). */
export const TOKEN_KEY = TOKEN_STORAGE_KEY;
/** Read by the page's <head> too: a seller's tools are in place from the first frame. */
export const USER_KEY = USER_STORAGE_KEY;
/** '1' while the kept session was last verified as an admin's, for the <head>'s script too. */
export const ADMIN_KEY = ADMIN_STORAGE_KEY;
export const DEVICE_ID_KEY = 'deviceId';
export const HOME_VIEW_KEY = 'homeView';
export const LANG_KEY = 'lang';
/** Set once "Not now" is chosen on the chat's offer to turn notifications on. */
export const PUSH_HINT_DISMISSED_KEY = 'pushHintDismissed';
/** '1' or '0' once low-data mode is chosen on this device; absent means follow Save-Data. */
export const LOW_DATA_KEY = 'lowData';
/**
 * Where a visitor who signed up meant to go (Message on a post), with when it lapses: read by
 * the e-mailed link's page, which may open in another tab (features/auth/returnAfterConfirm).
 */
export const RETURN_AFTER_CONFIRM_KEY = 'returnAfterConfirm';

/**
 * Followed by the signed-in user's id: what they sent while offline, in order, until it is
 * delivered (features/threads/outbox). Every such key goes when someone signs out.
 */
export const OUTBOX_KEY_PREFIX = 'outbox:';

export type StorageKey =
  | `${typeof OUTBOX_KEY_PREFIX}${string}`
  | typeof TOKEN_KEY
  | typeof USER_KEY
  | typeof ADMIN_KEY
  | typeof DEVICE_ID_KEY
  | typeof HOME_VIEW_KEY
  | typeof LANG_KEY
  | typeof PUSH_HINT_DISMISSED_KEY
  | typeof LOW_DATA_KEY
  | typeof RETURN_AFTER_CONFIRM_KEY;

// localStorage throws in some private modes and when the quota is full, and it does not
// exist at all under Node (unit tests). The app must keep working in all of those cases.
function store(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readStorage(key: StorageKey): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStorage(key: StorageKey, value: string): void {
  try {
    store()?.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not remembered on this device.
  }
}

export function removeStorage(key: StorageKey): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Same as above: a storage we cannot write holds nothing worth removing.
  }
}

/** Removes every key that starts with `prefix` (all accounts' entries of one kind). */
export function removeStorageStartingWith(prefix: typeof OUTBOX_KEY_PREFIX): void {
  try {
    const storage = store();
    if (!storage) return;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    keys.forEach((key) => storage.removeItem(key));
  } catch {
    // As above.
  }
}
