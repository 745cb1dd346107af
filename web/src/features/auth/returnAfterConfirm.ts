import { appReturnPath } from '../../app/guards/returnPath';
import { isRecord } from '../../lib/guards';
import {
  readStorage,
  removeStorage,
  RETURN_AFTER_CONFIRM_KEY,
  writeStorage,
} from '../../lib/storage';

/** As long as the e-mailed link works (CONFIRM_TOKEN_TTL_MS, server/src/features/auth). */
export const RETURN_AFTER_CONFIRM_MS = 24 * 60 * 60 * 1000;

/**
 * A visitor who signs up on the way somewhere (Message on a post sends them with `?next=`)
 * confirms by the e-mailed link, often in a new tab or after the first one was closed, so the
 * place is kept on the device (localStorage) for as long as the link works, not in the page.
 */
export function rememberReturnAfterConfirm(next: string | undefined, now = Date.now()): void {
  const path = appReturnPath(next);
  if (!path) {
    removeStorage(RETURN_AFTER_CONFIRM_KEY);
    return;
  }
  writeStorage(
    RETURN_AFTER_CONFIRM_KEY,
    JSON.stringify({ path, until: now + RETURN_AFTER_CONFIRM_MS }),
  );
}

/** The kept place, once (it is forgotten as it is read), unless it has lapsed or is not ours. */
export function takeReturnAfterConfirm(now = Date.now()): string | undefined {
  const stored = readStorage(RETURN_AFTER_CONFIRM_KEY);
  if (stored === null) return undefined;
  removeStorage(RETURN_AFTER_CONFIRM_KEY);
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || typeof value.until !== 'number' || value.until <= now) return undefined;
  return appReturnPath(value.path);
}
