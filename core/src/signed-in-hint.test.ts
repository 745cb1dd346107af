import { describe, expect, it } from 'vitest';
import {
  ADMIN_STORAGE_KEY,
  SIGNED_IN_HINT_SCRIPT,
  TOKEN_STORAGE_KEY,
  USER_STORAGE_KEY,
} from './signed-in-hint';

/** Runs the <head>'s script against a stored session; returns what it did to the page. */
function runHint(stored: Record<string, string>) {
  const attributes: string[] = [];
  const styles: string[] = [];
  const localStorage = { getItem: (key: string) => stored[key] ?? null };
  const document = {
    documentElement: { setAttribute: (name: string) => attributes.push(name) },
    createElement: () => ({ textContent: '' }),
    head: { appendChild: (style: { textContent: string }) => styles.push(style.textContent) },
  };
  new Function('localStorage', 'document', SIGNED_IN_HINT_SCRIPT)(localStorage, document);
  return { attributes, styles };
}

describe("the <head>'s session hint", () => {
  it('marks nothing on a device without a session', () => {
    expect(runHint({})).toEqual({ attributes: [], styles: [] });
  });

  it("marks a device with a session, and shows its person's own tools by their id", () => {
    const id = '6f1c2b7e-4d0a-4c1e-9b7f-2a9d8e5c3b10';
    const { attributes, styles } = runHint({
      [TOKEN_STORAGE_KEY]: 't',
      [USER_STORAGE_KEY]: JSON.stringify({ id, email: 'a@example.com' }),
    });
    expect(attributes).toEqual(['data-signed-in', 'data-owner-known']);
    expect(styles).toEqual([
      `.until-session-owner:not([data-owner="${id}"]),` +
        `.until-session-not-owner[data-owner="${id}"]{display:none!important}`,
    ]);
  });

  it("marks a device whose session was last verified as an admin's, only while it has a session", () => {
    const user = JSON.stringify({ id: 'a1', email: 'admin@example.com' });
    const admin = runHint({
      [TOKEN_STORAGE_KEY]: 't',
      [USER_STORAGE_KEY]: user,
      [ADMIN_STORAGE_KEY]: '1',
    });
    expect(admin.attributes).toEqual(['data-signed-in', 'data-admin', 'data-owner-known']);
    // Anything else in the entry is no admin; nor is a device whose token is gone.
    for (const stored of <Record<string, string>[]>[
      { [TOKEN_STORAGE_KEY]: 't', [USER_STORAGE_KEY]: user, [ADMIN_STORAGE_KEY]: 'true' },
      { [USER_STORAGE_KEY]: user, [ADMIN_STORAGE_KEY]: '1' },
    ]) {
      expect(runHint(stored).attributes).not.toContain('data-admin');
    }
  });

  it('writes no style for a stored id that is not plain, nor for a corrupt or missing user', () => {
    // (The seller's parts then stay hidden, as on a device without a session: web/src/index.css.)
    for (const user of [
      JSON.stringify({ id: '"]{}*{display:none}[x="' }),
      JSON.stringify({ id: 42 }),
      '{not json',
      undefined,
    ]) {
      const stored: Record<string, string> = { [TOKEN_STORAGE_KEY]: 't' };
      if (user !== undefined) stored[USER_STORAGE_KEY] = user;
      const { attributes, styles } = runHint(stored);
      expect(attributes, String(user)).toEqual(['data-signed-in']);
      expect(styles, String(user)).toEqual([]);
    }
  });
});
