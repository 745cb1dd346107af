import { toLanguage } from '../../i18n/languages';

/** A category or family name in the reader's language; English when no Filipino name exists. */
export function localizedName(
  item: { name: string; name_tl?: string | null },
  language: string | undefined,
): string {
  if (toLanguage(language) === 'tl' && item.name_tl?.trim()) return item.name_tl;
  return item.name;
}
