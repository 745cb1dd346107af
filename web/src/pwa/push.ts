/**
 * The pure half of Web Push in the service worker (src/sw.ts): reading the payload and
 * choosing what to do given the app's open windows. No worker or DOM types, so it is unit
 * tested in Node.
 */
import { isRecord } from '../lib/guards';

/** The server's payload contract: { title, body, url, tag }. */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of this app, e.g. /threads/42. */
  url: string;
  /** e.g. thread-42: a newer message replaces the older notification of the same thread. */
  tag?: string;
}

/** What the worker knows of an open window of the app (a WindowClient). */
export interface AppWindow {
  url: string;
  visibilityState: string;
  focused: boolean;
}

// Only paths of this app: a payload must not turn a tap into a trip to another site
// (browsers read both //host and /\host as another host).
const isAppPath = (url: string) => /^\/(?![/\\])/.test(url);

export function parsePushMessage(data: unknown): PushMessage | null {
  if (!isRecord(data) || typeof data.title !== 'string' || !data.title) return null;
  const url = typeof data.url === 'string' && isAppPath(data.url) ? data.url : '/';
  const message: PushMessage = {
    title: data.title,
    body: typeof data.body === 'string' ? data.body : '',
    url,
  };
  if (typeof data.tag === 'string' && data.tag) message.tag = data.tag;
  return message;
}

function pathnameOf(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? parsed.pathname : null;
  } catch {
    return null;
  }
}

/**
 * False when someone is already looking at the page the notification points to (the chat
 * of thread-42 open on screen): that page shows the news itself, a buzz would only nag.
 */
export function shouldShowPush(
  message: PushMessage,
  windows: readonly AppWindow[],
  origin: string,
): boolean {
  const target = pathnameOf(message.url, origin);
  return !windows.some(
    (window) => window.visibilityState === 'visible' && pathnameOf(window.url, origin) === target,
  );
}

/** The window a tapped notification should bring forward: focused, then visible, then any. */
export function windowToFocus<W extends AppWindow>(
  windows: readonly W[],
  origin: string,
): W | undefined {
  const ours = windows.filter((window) => pathnameOf(window.url, origin) !== null);
  return (
    ours.find((window) => window.focused) ??
    ours.find((window) => window.visibilityState === 'visible') ??
    ours[0]
  );
}

/** The page a tapped notification opens: its data.url, when that is a path of the app. */
export function notificationUrl(data: unknown): string {
  return isRecord(data) && typeof data.url === 'string' && isAppPath(data.url) ? data.url : '/';
}

/** The message a window gets to move to a notification's page without a reload. */
export const NAVIGATE_MESSAGE = 'PALENGKE_NAVIGATE';

export interface NavigateMessage {
  type: typeof NAVIGATE_MESSAGE;
  url: string;
}

export function isNavigateMessage(data: unknown): data is NavigateMessage {
  return (
    isRecord(data) &&
    data.type === NAVIGATE_MESSAGE &&
    typeof data.url === 'string' &&
    isAppPath(data.url)
  );
}
