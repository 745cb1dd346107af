import { mergeCatalogs } from './deepMerge';
import { englishCatalogs } from './english';
import type { Language } from './languages';
import { loadCatalogs } from './loadCatalogs';

export { mergeCatalogs };

/**
 * Every English string: what the server renders with and where the keys get their types. The
 * browser never imports this file: it starts with the frame's English (shell.ts) and gets each
 * page's with the page's code (addEnglish in index.ts), and fetches Filipino or Cebuano (about
 * 18 KiB gzip each) when someone chooses it.
 */
export const english = mergeCatalogs(englishCatalogs);

export type TranslationTree = typeof english;

/** A language's strings, all of them (the server's renderer). */
export async function loadTranslations(language: Language): Promise<TranslationTree> {
  if (language === 'en') return english;
  return (await loadCatalogs(language)) as unknown as TranslationTree;
}
