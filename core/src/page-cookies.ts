/**
 * Choices the app keeps on the device (localStorage) and mirrors into cookies for one reader:
 * the server, which draws part of a served page before any script runs
 * (server/src/platform/first-visit-data.ts) and must draw it as the app will.
 */

/** '1' or '0' once low-data mode is chosen: the served page then preloads no photo. */
export const LOW_DATA_COOKIE = 'palengke_low_data';

/** 'en' or 'tl', the language chosen on this device: the served page's words are in it. */
export const LANGUAGE_COOKIE = 'palengke_lang';

/** A year: the choice lasts as long as the localStorage it mirrors. */
export function pageCookie(name: string, value: string): string {
  return `${name}=${value}; path=/; max-age=31536000; samesite=lax`;
}

/** One cookie's value from a Cookie request header, or undefined. */
export function readPageCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
