import type { FastifyRequest } from 'fastify';

/**
 * Addresses whose query string carries a one-time token from an email: the pages the emailed
 * links open and the API call that takes the unsubscribe token in the query (RFC 8058).
 */
const TOKEN_PATHS: ReadonlySet<string> = new Set([
  '/confirm-signup',
  '/reset-password',
  '/unsubscribe',
  '/notifications/unsubscribe',
  '/api/notifications/unsubscribe',
]);

/** The path as the router would see it, so that /Confirm-Signup/ or //reset-password match too. */
function pathKey(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: compare the path as it came.
  }
  return (
    decoded
      .toLowerCase()
      .replace(/\/{2,}/g, '/')
      .replace(/\/+$/, '') || '/'
  );
}

/** True when any query parameter is named like a token (`token`, `reset_token`...). */
function queryHoldsToken(query: string): boolean {
  for (const name of new URLSearchParams(query).keys()) {
    if (name.toLowerCase().includes('token')) return true;
  }
  return false;
}

/**
 * A request's address as the log writes it. One-time tokens (confirmation, reset, unsubscribe)
 * must never reach the log: whoever reads it could use them. So the query string is left off
 * for the addresses that carry them, and for any address whose query names a token.
 */
export function loggedUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark === -1) return url;
  const path = url.slice(0, mark);
  if (TOKEN_PATHS.has(pathKey(path)) || queryHoldsToken(url.slice(mark + 1))) return path;
  return url;
}

/** Fastify's `req` log serializer, with the address written by loggedUrl. */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggedUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
