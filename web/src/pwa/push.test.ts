import { describe, expect, it } from 'vitest';
import {
  isNavigateMessage,
  NAVIGATE_MESSAGE,
  notificationUrl,
  parsePushMessage,
  shouldShowPush,
  windowToFocus,
  type AppWindow,
} from './push';

const ORIGIN = 'https://palengke.ph';
const chat = { title: 'Aling Nena', body: 'Meron pa po', url: '/threads/42', tag: 'thread-42' };

const window = (path: string, extra: Partial<AppWindow> = {}): AppWindow => ({
  url: `${ORIGIN}${path}`,
  visibilityState: 'visible',
  focused: false,
  ...extra,
});

describe('parsePushMessage', () => {
  it('reads the contract { title, body, url, tag }', () => {
    expect(parsePushMessage(chat)).toEqual(chat);
  });

  it('needs a title, and fills in a missing body, url and tag', () => {
    expect(parsePushMessage({ body: 'x' })).toBeNull();
    expect(parsePushMessage('not json')).toBeNull();
    expect(parsePushMessage({ title: 'Hi' })).toEqual({ title: 'Hi', body: '', url: '/' });
  });

  it('keeps a tap inside the app: other sites become the home page', () => {
    const elsewhere = [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:x',
    ];
    for (const url of elsewhere) {
      expect(parsePushMessage({ ...chat, url })?.url).toBe('/');
    }
  });
});

describe('shouldShowPush', () => {
  const message = parsePushMessage(chat)!;

  it('shows the message when no window of the app is open', () => {
    expect(shouldShowPush(message, [], ORIGIN)).toBe(true);
  });

  it('stays quiet when a visible window is already on that chat', () => {
    expect(shouldShowPush(message, [window('/threads/42')], ORIGIN)).toBe(false);
    // A query string or hash does not make it another page.
    expect(shouldShowPush(message, [window('/threads/42?x=1#end')], ORIGIN)).toBe(false);
  });

  it('shows it when the chat is open only in a hidden tab, or another page is on screen', () => {
    const hidden = window('/threads/42', { visibilityState: 'hidden' });
    expect(shouldShowPush(message, [hidden], ORIGIN)).toBe(true);
    expect(shouldShowPush(message, [window('/threads/7'), window('/threads')], ORIGIN)).toBe(true);
  });
});

describe('windowToFocus', () => {
  it('prefers the focused window, then a visible one, then any', () => {
    const hidden = window('/a', { visibilityState: 'hidden' });
    const visible = window('/b');
    const focused = window('/c', { focused: true });
    expect(windowToFocus([hidden, visible, focused], ORIGIN)).toBe(focused);
    expect(windowToFocus([hidden, visible], ORIGIN)).toBe(visible);
    expect(windowToFocus([hidden], ORIGIN)).toBe(hidden);
    expect(windowToFocus([], ORIGIN)).toBeUndefined();
  });
});

describe('notificationUrl', () => {
  it('opens the page the notification carries, or home', () => {
    expect(notificationUrl({ url: '/threads/42' })).toBe('/threads/42');
    expect(notificationUrl({ url: '//evil.example' })).toBe('/');
    expect(notificationUrl(null)).toBe('/');
  });
});

describe('isNavigateMessage', () => {
  it('accepts only our message with an app path', () => {
    expect(isNavigateMessage({ type: NAVIGATE_MESSAGE, url: '/threads/42' })).toBe(true);
    expect(isNavigateMessage({ type: NAVIGATE_MESSAGE, url: 'https://evil.example' })).toBe(false);
    expect(isNavigateMessage({ type: 'SKIP_WAITING' })).toBe(false);
  });
});
