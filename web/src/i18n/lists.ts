import { type Language, toLanguage } from './languages';

const OR: Record<Language, string> = { en: 'or', tl: 'o', ceb: 'o' };

/**
 * 'eggs, rice, or fish' ('itlog, bugas, o isda'): CLDR's "or" list for en-PH, fil-PH and
 * ceb-PH, written out because a browser's Intl.ListFormat has no Cebuano and wrote 'or' on
 * a Binisaya screen (and a formatter costs a slow phone locale data, like a date's).
 */
export function formatOrList(items: readonly string[], language: string | undefined): string {
  const last = items[items.length - 1] ?? '';
  if (items.length < 2) return last;
  const or = OR[toLanguage(language)];
  const rest = items.slice(0, -1).join(', ');
  return items.length === 2 ? `${rest} ${or} ${last}` : `${rest}, ${or} ${last}`;
}
