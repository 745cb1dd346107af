import { LOW_DATA_COOKIE, readPageCookie } from '@core/page-cookies';

/**
 * Low-data mode shows photos only on a tap, so a page rendered in it draws none: on when the
 * person switched it on (the cookie), else when the browser asks to save data, as the app
 * decides (web/src/features/low-data/lowDataSetting.ts).
 */
export function wantsLowData(headers: { cookie?: string; 'save-data'?: string | string[] }) {
  const choice = readPageCookie(headers.cookie, LOW_DATA_COOKIE);
  if (choice === '1' || choice === '0') return choice === '1';
  return headers['save-data'] === 'on';
}
