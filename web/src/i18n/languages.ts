import { isLanguage, type Language } from '@core/languages';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@core/languages';

/**
 * Locale tags of Philippine English, Filipino and Cebuano, for the little still asked of the
 * browser (a capital letter). Dates and lists are written out (core/dates.ts, lists.ts): a
 * browser's Intl has no Cebuano and answers in English, 'Sun' where a reader expects 'Dom'.
 */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-PH', tl: 'fil-PH', ceb: 'ceb-PH' };

/** i18next may report a regional variant; anything we do not ship reads as the default. */
export function toLanguage(value: string | undefined): Language {
  const base = value?.split('-')[0];
  return isLanguage(base) ? base : 'en';
}
