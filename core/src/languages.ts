/**
 * The languages Palengke speaks (SPEC §1; Cebuano since issue 24): the app's menu, the
 * profile's `language`, the `palengke_lang` cookie, the emails and pushes a person gets.
 * English is the default; `tl` is Filipino (Tagalog), `ceb` Cebuano (Binisaya).
 */
export const LANGUAGES = ['en', 'tl', 'ceb'] as const;
export type Language = (typeof LANGUAGES)[number];

/** SPEC §1: English unless the visitor chose otherwise. */
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** A stored or sent language read back: anything we do not ship reads as the default. */
export const asLanguage = (value: string | null | undefined): Language =>
  isLanguage(value) ? value : DEFAULT_LANGUAGE;
