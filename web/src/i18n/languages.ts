import { isLanguage, type Language } from '@core/languages';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@core/languages';

/**
 * Intl locales for dates and lists: Philippine English, Filipino and Cebuano as used in the
 * PH. A browser whose ICU lacks Cebuano falls back to its default for these few (chat
 * times, the profile's dates); the feed's and the post page's dates are written out
 * (shortDate.ts) in every language.
 */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-PH', tl: 'fil-PH', ceb: 'ceb-PH' };

/** i18next may report a regional variant; anything we do not ship reads as the default. */
export function toLanguage(value: string | undefined): Language {
  const base = value?.split('-')[0];
  return isLanguage(base) ? base : 'en';
}
