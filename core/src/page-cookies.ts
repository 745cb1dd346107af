/**
 * Choices the app keeps on the device (localStorage) and mirrors into cookies for one reader:
 * the server, which renders the page (server/src/platform/web-app.ts) as the app will draw it.
 */

/** '1' or '0' once low-data mode is chosen on the device. */
export const LOW_DATA_COOKIE = 'palengke_low_data';

/** 'list' or 'grid' once the home page's view is chosen on this device: the feed is rendered so. */
export const FEED_VIEW_COOKIE = 'palengke_view';

/** 'en', 'tl' or 'ceb', the language chosen on this device: the rendered page's words are in it. */
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
