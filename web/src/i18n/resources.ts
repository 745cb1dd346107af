import { deepMerge } from './deepMerge';
import { englishCatalogs } from './english';
import type { Language } from './languages';

type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (
  arg: infer I,
) => void
  ? I
  : never;
type Catalogs = Record<string, object>;
type Merged<C extends Catalogs> = UnionToIntersection<C[keyof C]>;

/** One tree from an area's files; a key defined twice is caught by parity.test.ts. */
export const mergeCatalogs = <C extends Catalogs>(catalogs: C) =>
  Object.values(catalogs).reduce<object>(
    (tree, catalog) => deepMerge(tree, catalog),
    {},
  ) as Merged<C>;

/**
 * English is the default and the fallback, so it ships with the app. Filipino (about 18 KiB
 * gzip) is fetched when someone chooses it, and then served from the service worker's cache:
 * two languages in the first download would not fit issue 13's 100 KiB budget.
 */
export const english = mergeCatalogs(englishCatalogs);

export type TranslationTree = typeof english;

export async function loadTranslations(language: Language): Promise<TranslationTree> {
  if (language === 'en') return english;
  const { filipinoCatalogs } = await import('./filipino');
  return mergeCatalogs(filipinoCatalogs) as unknown as TranslationTree;
}
