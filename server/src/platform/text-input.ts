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

/** The dotted paths (as the validation errors name fields) of strings holding NUL. */
export function pathsHoldingNul(value: unknown, at = ''): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [at] : [];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [
    ...(key.includes('\u0000') ? [at ? `${at}.${key}` : key] : []),
    ...pathsHoldingNul(inner, at ? `${at}.${key}` : key),
  ]);
}
