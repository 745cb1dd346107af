import { isRecord } from '../lib/guards';

/**
 * Merges translation trees: objects merge key by key, anything else (strings, arrays) from
 * `extra` replaces what `base` had. Lets the validation messages, written separately, sit
 * beside the app's strings in one namespace without either file repeating the other.
 */
export function deepMerge<A extends object, B extends object>(base: A, extra: B): A & B {
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] = isRecord(current) && isRecord(value) ? deepMerge(current, value) : value;
  }
  return merged as A & B;
}
