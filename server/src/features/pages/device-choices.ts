import {
  FEED_VIEW_COOKIE,
  LOW_DATA_COOKIE,
  readPageCookie,
  type DeviceChoices,
} from '@core/page-cookies';

type ChoiceHeaders = { cookie?: string; 'save-data'?: string | string[] };

/**
 * What the device chose, as the page is rendered: read from the cookies the app keeps equal
 * to its stored choices (web/src/lib/deviceChoices.ts), so the first paint is what the app
 * will draw and nothing moves when it takes over. Anything unexpected in a cookie reads as
 * no choice.
 */
export function deviceChoicesOf(headers: ChoiceHeaders): DeviceChoices {
  return { lowData: wantsLowData(headers), feedView: feedViewOf(headers) };
}

/**
 * Low-data mode shows photos only on a tap, so a page rendered in it draws none: on when the
 * person switched it on (the cookie), else when the browser asks to save data, as the app
 * decides (web/src/features/low-data/lowDataSetting.ts).
 */
function wantsLowData(headers: ChoiceHeaders): boolean {
  const choice = readPageCookie(headers.cookie, LOW_DATA_COOKIE);
  if (choice === '1' || choice === '0') return choice === '1';
  return headers['save-data'] === 'on';
}

/**
 * The home page's view, else SPEC's grid: a device that chose the list (or the map) does not
 * see the grid first and then everything move.
 */
function feedViewOf(headers: ChoiceHeaders): DeviceChoices['feedView'] {
  const view = readPageCookie(headers.cookie, FEED_VIEW_COOKIE);
  return view === 'list' || view === 'map' ? view : 'grid';
}
