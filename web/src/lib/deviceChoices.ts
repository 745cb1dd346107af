import { createContext } from 'react';
import {
  DEFAULT_DEVICE_CHOICES,
  pageCookie,
  type DeviceChoices,
  type PageCookie,
} from '@core/page-cookies';

/**
 * The device's choices as the server rendered the page (from their cookies: see
 * server/src/features/pages/device-choices.ts). Hydration draws with them, so it matches the
 * server's markup; each setting's hook switches to the stored choice right after, which is the
 * same unless the cookie and the storage disagree. Tiny on purpose: every page's entry
 * carries it (the budgets: issue 22).
 */
export const ChoicesAtRender = createContext<DeviceChoices>(DEFAULT_DEVICE_CHOICES);

/**
 * Mirrors a choice stored on the device into its cookie, which only the server reads: the
 * next page it renders is then drawn as the app draws it.
 */
export function rememberForServer(cookie: PageCookie, value: string): void {
  if (typeof document !== 'undefined') document.cookie = pageCookie(cookie, value);
}
