import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { loadTranslations } from './resources';
import { translatorFor } from './serverTranslators';

/** A t() asked with any key: these tests ask for keys as data, which t's key types do not allow. */
type LooseT = (key: string, options?: Record<string, unknown>) => unknown;
const loose = (t: unknown) => t as LooseT;

/** A plain i18next with the same words, as the server's was before it remembered them. */
async function plainTranslator(language: (typeof LANGUAGES)[number]) {
  const instance = createInstance();
  await instance.init({
    resources: {
      [language]: { translation: await loadTranslations(language) },
      en: { translation: await loadTranslations('en') },
    },
    lng: language,
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

describe("the server's translators", () => {
  it.each(LANGUAGES)(
    'give the words plain i18next gives in %s, asked once or twice',
    async (language) => {
      const remembering = loose((await translatorFor(language)).getFixedT(language, 'translation'));
      const plain = loose((await plainTranslator(language)).getFixedT(language, 'translation'));
      const asks: [string, Record<string, unknown>?][] = [
        ['nav.login'],
        ['nav.unread', { count: 1 }],
        ['nav.unread', { count: 7 }],
        ['nav.adminPending', { count: 2 }],
        ['no.such.key'],
      ];
      for (let time = 0; time < 2; time++) {
        for (const [key, options] of asks) {
          expect(remembering(key, options)).toBe(plain(key, options));
        }
      }
      // A count is part of what is remembered: one and seven are different words.
      expect(remembering('nav.unread', { count: 1 })).not.toBe(
        remembering('nav.unread', { count: 7 }),
      );
    },
  );

  it('hands out a fresh copy of sections (returnObjects) each time, as i18next does', async () => {
    const t = loose((await translatorFor('en')).getFixedT('en', 'translation'));
    const first = t('help.sections', { returnObjects: true });
    const second = t('help.sections', { returnObjects: true });
    expect(Array.isArray(first)).toBe(true);
    expect(second).toEqual(first);
  });

  it('keeps a key prefix apart from the same key without it', async () => {
    const i18n = await translatorFor('en');
    const prefixed = loose(i18n.getFixedT('en', 'translation', 'nav'));
    const bare = loose(i18n.getFixedT('en', 'translation'));
    expect(prefixed('login')).toBe('Login');
    expect(bare('login')).not.toBe('Login');
  });

  it('is made once per language', async () => {
    expect(await translatorFor('tl')).toBe(await translatorFor('tl'));
    expect(await translatorFor('tl')).not.toBe(await translatorFor('ceb'));
  });
});
