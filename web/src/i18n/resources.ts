import { catalogs } from './catalogs';
import { deepMerge } from './deepMerge';

type Catalog = (typeof catalogs)[number];
type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (
  arg: infer I,
) => void
  ? I
  : never;
type Merged<L extends 'en' | 'tl'> = UnionToIntersection<Catalog[L]>;

const merge = <L extends 'en' | 'tl'>(language: L) =>
  catalogs.reduce<object>((tree, catalog) => deepMerge(tree, catalog[language]), {}) as Merged<L>;

/**
 * Both languages ship in the main bundle: Filipino readers are a large share of users, and
 * an extra round trip on mobile data before the first paint costs more than the few KB.
 */
export const resources = {
  en: { translation: merge('en') },
  tl: { translation: merge('tl') },
} as const;

export type TranslationTree = typeof resources.en.translation;
