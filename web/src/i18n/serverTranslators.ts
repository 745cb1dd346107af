import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { sharedInitOptions } from './initOptions';
import { DEFAULT_LANGUAGE, type Language } from './languages';
import { rememberWords } from './rememberWords';
import { loadTranslations } from './resources';

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
