import type { FastifyRequest } from 'fastify';
import { MESSAGE_KEY } from '@core/schemas';
import { validationFailed } from './errors';

/**
 * No text that reaches Palengke holds a NUL character. PostgreSQL refuses it in any text value
 * and SQLite's FTS ends a search string at it, so one in a search, a title or a message used to
 * answer 500. Checked once for every API request, before the route's schema: every query
 * string, path parameter and JSON body, however deeply nested.
 */
export async function refuseNulInText(request: FastifyRequest): Promise<void> {
  const fields: Record<string, string> = {};
  for (const part of [request.params, request.query, request.body]) {
    for (const field of pathsHoldingNul(part)) fields[field || '_'] = MESSAGE_KEY.invalid;
  }
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}

/**
 * The dotted paths (as the validation errors name fields) of strings holding NUL, in document
 * order. Walked with a stack of its own, not by recursion: a value thousands of levels deep
 * overflowed the call stack and answered 500.
 */
export function pathsHoldingNul(value: unknown, at = ''): string[] {
  const found: string[] = [];
  // Popped last first: an object's entries go on in reverse so they come off in order.
  const pending: { value: unknown; at: string; keyHoldsNul: boolean }[] = [
    { value, at, keyHoldsNul: false },
  ];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.keyHoldsNul) found.push(next.at);
    if (typeof next.value === 'string') {
      if (next.value.includes('\u0000')) found.push(next.at);
    } else if (next.value !== null && typeof next.value === 'object') {
      const entries = Object.entries(next.value);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, inner] = entries[i]!;
        const path = next.at ? `${next.at}.${key}` : key;
        pending.push({ value: inner, at: path, keyHoldsNul: key.includes('\u0000') });
      }
    }
  }
  return found;
}
