import { toLanguage } from '../../i18n/languages';

/** A category or family, with its names in the languages the seed has them in. */
export interface NamedInLanguages {
  name: string;
  name_tl?: string | null;
  name_ceb?: string | null;
}

/**
 * A category or family name in the reader's language; English when that language has no
 * name for it (an older server's answer, cached offline, has no Cebuano names).
 */
export function localizedName(item: NamedInLanguages, language: string | undefined): string {
  const reader = toLanguage(language);
  const translated = reader === 'tl' ? item.name_tl : reader === 'ceb' ? item.name_ceb : null;
  return translated?.trim() ? translated : item.name;
}
