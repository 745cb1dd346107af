export const LANGUAGES = ['en', 'tl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** SPEC §1: English unless the visitor chose otherwise. */
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** Intl locales for dates and numbers: Philippine English and Filipino as used in the PH. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-PH', tl: 'fil-PH' };

/** i18next may report a regional variant; anything we do not ship reads as the default. */
export function toLanguage(value: string | undefined): Language {
  const base = value?.split('-')[0];
  return isLanguage(base) ? base : DEFAULT_LANGUAGE;
}
