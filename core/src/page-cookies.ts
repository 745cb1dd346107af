/**
 * Choices the app keeps on the device (localStorage) and mirrors into cookies for one reader:
 * the server, which renders the page (server/src/platform/web-app.ts) as the app will draw it.
 */

/** '1' or '0' once low-data mode is chosen on the device. */
export const LOW_DATA_COOKIE = 'palengke_low_data';

/**
 * 'list', 'grid' or 'map' (issue 38) once the home page's view is chosen on this device: the
 * feed is rendered so.
 */
export const FEED_VIEW_COOKIE = 'palengke_view';

/** 'en', 'tl' or 'ceb', the language chosen on this device: the rendered page's words are in it. */
export const LANGUAGE_COOKIE = 'palengke_lang';

/**
 * Where the header's language menu sends a page that runs no script (a GET form with `lang` and
 * `return`): the server sets the cookie above and sends the browser back to the page.
 */
export const LANGUAGE_CHOICE_PATH = '/language';

/** One of the cookies above. */
export type PageCookie = typeof LOW_DATA_COOKIE | typeof FEED_VIEW_COOKIE | typeof LANGUAGE_COOKIE;

/**
 * What the device chose that changes what a page draws (beyond its words, which follow the
 * language): the server renders the page with them and hands them to the browser, whose
 * hydration starts from the same (web/src/lib/deviceChoices.ts).
 */
export interface DeviceChoices {
  /** Low-data mode: no photo is drawn before a tap. */
  lowData: boolean;
  /** The home page's grid, list or map (issue 38; the web draws the grid when the map is off). */
  feedView: 'grid' | 'list' | 'map';
}

/** A device that chose nothing, as SPEC has it: photos, and the feed as a grid. */
export const DEFAULT_DEVICE_CHOICES: DeviceChoices = { lowData: false, feedView: 'grid' };

/** A year: the choice lasts as long as the localStorage it mirrors. */
export function pageCookie(name: PageCookie, value: string): string {
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
