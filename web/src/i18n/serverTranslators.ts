import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { sharedInitOptions } from './initOptions';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { loadTranslations } from './resources';

/**
 * Past this many remembered words a translator starts afresh: options carry people's text
 * (a post's title in a photo's alt), so what a server remembers must not grow without end.
 */
const MAX_REMEMBERED = 5_000;

type Translate = (key: unknown, options?: unknown, ...rest: unknown[]) => unknown;

/** Options a remembered word may be looked up by: none, or plain values only. */
function rememberedAs(key: unknown, options: unknown, rest: unknown[]): string | undefined {
  if (typeof key !== 'string' || rest.length > 0) return undefined;
  if (options === undefined) return key;
  if (options === null || typeof options !== 'object' || Array.isArray(options)) return undefined;
  for (const value of Object.values(options)) {
    const kind = typeof value;
    if (kind !== 'string' && kind !== 'number' && kind !== 'boolean') return undefined;
  }
  return `${key}\u0000${JSON.stringify(options)}`;
}

/**
 * The server's translator never changes its words once made, so a word it has looked up is
 * remembered. i18next builds a fresh copy of all its options on every call (getFixedT), which
 * was about a tenth of a page render's time (`npm run bench:pages`' profile).
 */
function rememberWords(instance: I18n): void {
  const words = new Map<string, string>();
  const fixedT = instance.getFixedT.bind(instance) as (...args: unknown[]) => TFunction;
  instance.getFixedT = ((lng: unknown, ns: unknown, keyPrefix: unknown, fixedOpts: unknown) => {
    const translate = fixedT(lng, ns, keyPrefix, fixedOpts) as unknown as Translate;
    const scope = `${String(lng)}\u0000${String(ns)}\u0000${String(keyPrefix)}\u0000`;
    const remembering: Translate = (key, options, ...rest) => {
      const asked = rememberedAs(key, options, rest);
      if (asked === undefined) return translate(key, options, ...rest);
      const remembered = words.get(scope + asked);
      if (remembered !== undefined) return remembered;
      const word = translate(key, options);
      // Only words: returnObjects' sections stay i18next's own each time.
      if (typeof word === 'string') {
        if (words.size >= MAX_REMEMBERED) words.clear();
        words.set(scope + asked, word);
      }
      return word;
    };
    return Object.assign(remembering, translate);
  }) as unknown as I18n['getFixedT'];
}

/** One i18next per language, made once: rendering never changes their language. */
const translators = new Map<Language, Promise<I18n>>();

async function makeTranslator(language: Language): Promise<I18n> {
  const instance = createInstance();
  await instance.use(initReactI18next).init({
    resources: { [language]: { translation: await loadTranslations(language) } },
    lng: language,
    ...sharedInitOptions,
  });
  if (language !== DEFAULT_LANGUAGE) {
    instance.addResourceBundle(DEFAULT_LANGUAGE, 'translation', await loadTranslations('en'));
  }
  rememberWords(instance);
  return instance;
}

/** The server's i18next for a language: all its strings, English behind them. */
export function translatorFor(language: Language): Promise<I18n> {
  let translator = translators.get(language);
  if (!translator) {
    translator = makeTranslator(language);
    translators.set(language, translator);
  }
  return translator;
}
