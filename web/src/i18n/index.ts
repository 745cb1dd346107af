import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_COOKIE } from '@core/page-cookies';
import { rememberForServer } from '../lib/deviceChoices';
import { LANG_KEY, readStorage, writeStorage } from '../lib/storage';
import { deepMerge, mergeCatalogs } from './deepMerge';
import { loadCatalogs } from './loadCatalogs';
import { rememberWords } from './rememberWords';
import { sharedInitOptions } from './initOptions';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import { shellCatalogs } from './shell';

// Screen readers pick their voice, and browsers their hyphenation, from <html lang>.
// Written only when it changes: setting it, even to the same value, has the browser check the
// style of every element on the page again (one of the start's longest tasks on a slow phone).
function syncDocumentLanguage(language: string) {
  if (typeof document !== 'undefined' && document.documentElement.lang !== language) {
    document.documentElement.lang = language;
  }
}

/** English that code brought before i18next started: it goes into init's resources. */
const earlyEnglish: object[] = [];
let started = false;

/**
 * Adds an area's English to i18next; a feature's strings.ts calls it as its code loads, so
 * the words are in before the code first draws them (a lazy page's module runs before React
 * renders it, and main.tsx loads the first page's before hydrating). Merged deeply: areas
 * share top-level keys (validation's `auth`, the auth pages' `auth`). The server renders with
 * its own i18next holding every string (entry-server.tsx): there this only keeps the list.
 */
export function addEnglish(catalog: object): void {
  if (started) i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', catalog, true, true);
  else earlyEnglish.push(catalog);
}

/**
 * Makes sure a language's strings are in i18next before anything is shown in it. English
 * always is (the frame's, and each page's with its code); Filipino and Cebuano come whole,
 * all areas at once (about 18 KiB gzip each), when someone reads them, then from the service
 * worker's cache.
 */
async function ensureLanguage(language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await loadCatalogs(language));
}

/**
 * Starts i18next in the page's language: the one the server rendered it in (its cookie, else
 * the browser's Accept-Language), so hydration draws the same words; a page the server did
 * not render starts in the language remembered on this device (SPEC: default English).
 * English is in memory; another language is fetched first, so the first paint is never in the wrong
 * language.
 */
export async function initI18n(pageLanguage?: string): Promise<typeof i18n> {
  const stored = readStorage(LANG_KEY);
  const lng: Language = isLanguage(pageLanguage)
    ? pageLanguage
    : isLanguage(stored)
      ? stored
      : DEFAULT_LANGUAGE;
  // The server renders each page in the device's language (its cookie, kept equal to the
  // stored choice); a choice made before the cookie existed reaches it from this start on.
  if (isLanguage(stored)) rememberForServer(LANGUAGE_COOKIE, stored);
  i18n.on('languageChanged', syncDocumentLanguage);
  const english = earlyEnglish.reduce<object>(deepMerge, mergeCatalogs(shellCatalogs));
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: english } },
    // Filipino and Cebuano arrive later through addResourceBundle (ensureLanguage).
    partialBundledLanguages: true,
    lng: DEFAULT_LANGUAGE,
    ...sharedInitOptions,
  });
  started = true;
  rememberWords(i18n);
  // A reader of another language offline with nothing cached yet still gets the app, in English.
  if (lng !== DEFAULT_LANGUAGE) await switchTo(lng).catch(() => undefined);
  syncDocumentLanguage(i18n.language);
  return i18n;
}

/**
 * After hydration: the device's own choice, where it differs from the page's (cookies
 * cleared, or a shared phone), takes over.
 */
export function followStoredLanguage(): void {
  const stored = readStorage(LANG_KEY);
  if (isLanguage(stored) && stored !== i18n.language) void switchTo(stored);
}

async function switchTo(language: Language): Promise<void> {
  await ensureLanguage(language);
  await i18n.changeLanguage(language);
}

/** Switches language and remembers the choice on this device. */
export async function changeLanguage(language: Language): Promise<void> {
  writeStorage(LANG_KEY, language);
  rememberForServer(LANGUAGE_COOKIE, language);
  await switchTo(language);
}

export { i18n };
