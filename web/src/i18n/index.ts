import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE, pageCookie } from '@core/page-cookies';
import { LANG_KEY, readStorage, writeStorage } from '../lib/storage';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages';
import { english, loadTranslations } from './resources';

// Screen readers pick their voice, and browsers their hyphenation, from <html lang>.
function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/**
 * The server draws a few words of some pages before the app runs (/login's heading): the
 * cookie tells it which language this device reads, kept equal to the stored choice.
 */
function rememberForServer(language: Language) {
  if (typeof document !== 'undefined') document.cookie = pageCookie(LANGUAGE_COOKIE, language);
}

/** Makes sure a language's strings are in i18next before anything is shown in it. */
async function ensureLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await loadTranslations(language));
}

/**
 * Starts i18next in the language remembered on this device (SPEC: default English).
 * English is in memory, so for it the returned promise is already settled when the first
 * render runs; Filipino is fetched first, so the first paint is never in the wrong language.
 */
export async function initI18n(): Promise<typeof i18n> {
  const stored = readStorage(LANG_KEY);
  const lng: Language = isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  // A choice made before the cookie existed reaches the server from this start on.
  if (isLanguage(stored)) rememberForServer(stored);
  i18n.on('languageChanged', syncDocumentLanguage);
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: english } },
    // Filipino arrives later through addResourceBundle (ensureLanguage).
    partialBundledLanguages: true,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    initAsync: false,
    // React escapes text itself; escaping here too would show &amp; and friends.
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  // A Filipino reader offline with nothing cached yet still gets the app, in English.
  if (lng !== DEFAULT_LANGUAGE) await switchTo(lng).catch(() => undefined);
  syncDocumentLanguage(i18n.language);
  return i18n;
}

async function switchTo(language: Language): Promise<void> {
  await ensureLanguage(language);
  await i18n.changeLanguage(language);
}

/** Switches language and remembers the choice on this device. */
export async function changeLanguage(language: Language): Promise<void> {
  writeStorage(LANG_KEY, language);
  rememberForServer(language);
  await switchTo(language);
}

export { i18n };
