import { isRecord } from '../lib/guards';

/** Every leaf of a translation tree with its path ('nav.home', 'about.sections.0.title'). */
export function leafEntries(tree: unknown, prefix = ''): [string, unknown][] {
  if (Array.isArray(tree)) {
    return tree.flatMap((item, index) => leafEntries(item, `${prefix}${index}.`));
  }
  if (isRecord(tree)) {
    return Object.entries(tree).flatMap(([key, value]) => leafEntries(value, `${prefix}${key}.`));
  }
  return [[prefix.slice(0, -1), tree]];
}

export function leafKeys(tree: unknown): string[] {
  return leafEntries(tree).map(([key]) => key);
}

/** Keys of `reference` that `other` lacks, sorted so a failing test reads well. */
export function missingKeys(reference: unknown, other: unknown): string[] {
  const present = new Set(leafKeys(other));
  return leafKeys(reference)
    .filter((key) => !present.has(key))
    .sort();
}

/** Keys whose text is blank: an untranslated placeholder left behind. */
export function blankKeys(tree: unknown): string[] {
  return leafEntries(tree)
    .filter(([, value]) => typeof value === 'string' && value.trim() === '')
    .map(([key]) => key);
}
