import { createHash } from 'node:crypto';
import { SIGNED_IN_HINT_SCRIPT } from '@core/signed-in-hint';

/** A Content-Security-Policy source that allows exactly one inline script, by its text. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The pages' one inline script: whether the device keeps a session, before the first paint. */
export const SIGNED_IN_HINT_HASH = scriptHashSource(SIGNED_IN_HINT_SCRIPT);
