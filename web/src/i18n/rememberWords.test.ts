import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { rememberWords } from './rememberWords';

/** A t() asked with any key: these tests ask for keys as data. */
type LooseT = (key: string, options?: Record<string, unknown>) => unknown;

async function remembering() {
  const instance = createInstance();
  await instance.init({
    resources: {
      en: {
        translation: {
          hello: 'Hello',
          items_one: '{{count}} item',
          items_other: '{{count}} items',
        },
      },
      tl: { translation: { hello: 'Kumusta' } },
    },
    lng: 'en',
    fallbackLng: 'en',
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  rememberWords(instance);
  return instance;
}

describe('a translator that remembers its words', () => {
  it('gives what i18next gives, counts apart', async () => {
    const i18n = await remembering();
    const t = i18n.getFixedT(null, 'translation') as unknown as LooseT;
    expect(t('hello')).toBe('Hello');
    expect(t('hello')).toBe('Hello');
    expect(t('items', { count: 1 })).toBe('1 item');
    expect(t('items', { count: 3 })).toBe('3 items');
  });

  it('follows a change of language', async () => {
    const i18n = await remembering();
    // react-i18next asks for a t without a language: it follows the current one.
    const t = i18n.getFixedT(null, 'translation') as unknown as LooseT;
    expect(t('hello')).toBe('Hello');
    await i18n.changeLanguage('tl');
    expect(t('hello')).toBe('Kumusta');
    await i18n.changeLanguage('en');
    expect(t('hello')).toBe('Hello');
  });

  it('finds words added after it was first asked (a page whose code came later)', async () => {
    const i18n = await remembering();
    const t = i18n.getFixedT(null, 'translation') as unknown as LooseT;
    expect(t('feed.title')).toBe('feed.title');
    i18n.addResourceBundle('en', 'translation', { feed: { title: 'Food near you' } }, true, true);
    expect(t('feed.title')).toBe('Food near you');
    i18n.removeResourceBundle('en', 'translation');
    expect(t('feed.title')).toBe('feed.title');
  });
});
