// One food of the glossary: the words people write for it in each of Palengke's languages.
// Only words for the very same food belong together ("isda" and "fish"), never a kind of it
// ("tilapia" is a food of its own): a search for one word finds titles holding any of them.

export interface Food {
  /** A stable name for tests and docs (kebab-case English). */
  readonly id: string;
  /** English words, singular: the plural is added (egg, eggs; mango, mangoes and mangos). */
  readonly en: readonly string[];
  /** Filipino (Tagalog) words and the spellings people use (petsay, pechay). */
  readonly tl: readonly string[];
  /** Cebuano (Binisaya) words and spellings. */
  readonly ceb: readonly string[];
}

export const food = (
  id: string,
  en: readonly string[],
  tl: readonly string[],
  ceb: readonly string[],
): Food => ({ id, en, tl, ceb });
