/**
 * Where the API lives. Empty means the page's own origin, which is how the server ships
 * the app; a separate origin can be set at build time with VITE_API_ORIGIN.
 */
export const API_ORIGIN: string = (import.meta.env.VITE_API_ORIGIN ?? '').replace(/\/+$/, '');

const ABSOLUTE_URL = /^(data:|https?:\/\/|blob:)/i;

/**
 * Turns an image reference from the API into something an <img> can load (SPEC §3):
 * data: and http(s) URLs are used as they are; paths starting with / live on the API origin.
 */
export function mediaUrl(
  path: string | null | undefined,
  origin: string = API_ORIGIN,
): string | undefined {
  if (!path) return undefined;
  if (ABSOLUTE_URL.test(path)) return path;
  if (path.startsWith('//')) return path;
  if (path.startsWith('/')) return `${origin}${path}`;
  return path;
}
