import { describe, expect, it } from 'vitest';
import authEn from '../features/auth/i18n.en.json';
import { addEnglish, i18n, initI18n } from './index';
import validationEn from './validation.en.json';

describe('addEnglish', () => {
  it('keeps what code brings before i18next starts, and adds what it brings after', async () => {
    // A page's module may run before main.tsx starts i18next, or after.
    addEnglish(validationEn);
    await initI18n('en');
    expect(i18n.t('errors.required')).toBe(validationEn.errors.required);
    expect(i18n.t('nav.home')).toBe('Home');
    expect(i18n.exists('auth.login.title')).toBe(false);

    addEnglish(authEn);
    expect(i18n.t('auth.login.title')).toBe(authEn.auth.login.title);
    // Merged deeply: validation's auth.signup messages stay beside the auth pages' words.
    expect(i18n.t('auth.signup.passwords_mismatch')).toBe(
      validationEn.auth.signup.passwords_mismatch,
    );
  });
});
