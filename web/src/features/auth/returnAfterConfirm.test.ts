import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETURN_AFTER_CONFIRM_KEY } from '../../lib/storage';
import {
  rememberReturnAfterConfirm,
  RETURN_AFTER_CONFIRM_MS,
  takeReturnAfterConfirm,
} from './returnAfterConfirm';

/** A Map behind the Storage calls the module makes (unit tests run under Node). */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the place kept for after the confirmation link', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('is given back once, within the link’s lifetime', () => {
    rememberReturnAfterConfirm('/post/9?message=1', 1_000);
    expect(takeReturnAfterConfirm(1_000 + RETURN_AFTER_CONFIRM_MS - 1)).toBe('/post/9?message=1');
    expect(takeReturnAfterConfirm(1_001)).toBeUndefined();
  });

  it('lapses with the link', () => {
    rememberReturnAfterConfirm('/post/9?message=1', 1_000);
    expect(takeReturnAfterConfirm(1_000 + RETURN_AFTER_CONFIRM_MS)).toBeUndefined();
    expect(localStorage.getItem(RETURN_AFTER_CONFIRM_KEY)).toBeNull();
  });

  it('keeps no foreign place, and a new sign-up without one forgets the old', () => {
    rememberReturnAfterConfirm('//evil.example', 1_000);
    expect(takeReturnAfterConfirm(1_001)).toBeUndefined();
    rememberReturnAfterConfirm('/post/9?message=1', 1_000);
    rememberReturnAfterConfirm(undefined, 1_000);
    expect(takeReturnAfterConfirm(1_001)).toBeUndefined();
  });

  it('refuses a stored value that was tampered with', () => {
    localStorage.setItem(
      RETURN_AFTER_CONFIRM_KEY,
      JSON.stringify({ path: 'https://evil.example', until: 9e15 }),
    );
    expect(takeReturnAfterConfirm(1)).toBeUndefined();
    localStorage.setItem(RETURN_AFTER_CONFIRM_KEY, '{not json');
    expect(takeReturnAfterConfirm(1)).toBeUndefined();
    localStorage.setItem(RETURN_AFTER_CONFIRM_KEY, JSON.stringify({ path: '/post/1' }));
    expect(takeReturnAfterConfirm(1)).toBeUndefined();
  });
});
