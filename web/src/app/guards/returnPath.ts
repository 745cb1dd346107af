import { safeReturnPath } from '@core/return-path';
import { isRecord } from '../../lib/guards';

/** Pages one signs in on: never a place to come back to after signing in (it would loop). */
const SIGN_IN_PAGES = /^\/(login|signup|confirm-signup|forgot-password|reset-password)(?=[/?#]|$)/;

/** A path of this app to go to after signing in, or undefined (core/return-path.ts's rules). */
export function appReturnPath(value: unknown): string | undefined {
  const path = safeReturnPath(value);
  return path && !SIGN_IN_PAGES.test(path) ? path : undefined;
}

/** The page the login gate was shown on, as React Router's `from` state has it. */
function fromState(state: unknown): string | undefined {
  const from = isRecord(state) ? state.from : undefined;
  if (!isRecord(from) || typeof from.pathname !== 'string') return undefined;
  return `${from.pathname}${typeof from.search === 'string' ? from.search : ''}`;
}

/**
 * Where to go after signing in: the page's `?next=` (a link that must work without script and
 * survive a reload), else the gated page of its `from` state, else home. Only same-app paths
 * count, so a crafted link cannot send anyone elsewhere.
 */
export function returnPath(location: { search: string; state: unknown }): string {
  const next = new URLSearchParams(location.search).get('next');
  return appReturnPath(next) ?? appReturnPath(fromState(location.state)) ?? '/';
}

/** `page` (/login, /signup) carrying where to go afterwards, when there is such a place. */
export function withNext(page: '/login' | '/signup', next: string | undefined): string {
  const path = appReturnPath(next);
  return path ? `${page}?next=${encodeURIComponent(path)}` : page;
}

/** The `?next=` a sign-in page was opened with, if it is one to follow. */
export function nextOf(search: string): string | undefined {
  return appReturnPath(new URLSearchParams(search).get('next'));
}

/**
 * The history state of the page reached by signing in just now. A page may then finish what
 * the person set out to do (Message: open the conversation); a link alone never does, so a
 * crafted `?message=1` cannot start a conversation for someone already signed in.
 */
export const JUST_SIGNED_IN = { justSignedIn: true } as const;

export function justSignedIn(state: unknown): boolean {
  return isRecord(state) && state.justSignedIn === true;
}
