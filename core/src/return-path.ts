/**
 * A place in this app to come back to, given by a link or a form (login's `next`, the
 * language route's `return`, a Referer): only a path on this site is one. `//evil.example`,
 * `/\evil.example` and `https://evil.example` would leave it (browsers read a backslash as
 * a slash), so they are refused, as is anything with a control character, a space or more
 * than a page path's 1 KB.
 */
export const RETURN_PATH_MAX = 1024;

/** Parses against a base no link can name, so a path that resolves elsewhere shows it. */
const BASE = 'http://return-path.invalid';

export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_PATH_MAX) {
    return undefined;
  }
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  // A backslash, a control character or whitespace: never in a path the app writes itself.
  if (/[\\\s\p{Cc}]/u.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return undefined;
  }
  if (url.origin !== BASE) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The path (with its query) of an absolute http(s) URL on `host`, e.g. a Referer from this
 * site. The host alone is compared: behind a proxy the scheme the server sees may not be the
 * browser's.
 */
export function sameHostPath(href: unknown, host: string | undefined): string | undefined {
  if (!host || typeof href !== 'string' || href.length > RETURN_PATH_MAX * 2) return undefined;
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.host.toLowerCase() !== host.toLowerCase()) return undefined;
  return safeReturnPath(`${url.pathname}${url.search}`);
}
