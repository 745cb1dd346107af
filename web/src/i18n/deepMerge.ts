import { isRecord } from '../lib/guards';

/**
 * Merges translation trees: objects merge key by key, anything else (strings, arrays) from
 * `extra` replaces what `base` had. Lets the validation messages, written separately, sit
 * beside the app's strings in one namespace without either file repeating the other.
 */
export function deepMerge<A extends object, B extends object>(base: A, extra: B): A & B {
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key];
    merged[key] = isRecord(current) && isRecord(value) ? deepMerge(current, value) : value;
  }
  return merged as A & B;
}

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
