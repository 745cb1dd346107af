import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANG_KEY, readStorage, writeStorage } from '../lib/storage';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';
import { resources } from './resources';

// Screen readers pick their voice, and browsers their hyphenation, from <html lang>.
function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Starts i18next in the language remembered on this device (SPEC: default English). */
export function initI18n(): typeof i18n {
  const stored = readStorage(LANG_KEY);
  const lng: Language = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  i18n.on('languageChanged', syncDocumentLanguage);
  void i18n.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    // Resources are in memory, so initialise synchronously: the first render is translated.
    initAsync: false,
    // React escapes text itself; escaping here too would show &amp; and friends.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  syncDocumentLanguage(lng);
  return i18n;
}

/** Switches language and remembers the choice on this device. */
export async function changeLanguage(language: Language): Promise<void> {
  writeStorage(LANG_KEY, language);
  await i18n.changeLanguage(language);
}

export { i18n };
