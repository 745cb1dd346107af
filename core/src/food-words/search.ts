// What a search (the feed's box, a food alert's words) asks of a post's title. Each word must
// match: a word of the glossary through every word for the same food, as whole words
// ("itlog" finds "Fresh eggs", not "Eggplant"); any other word by its letters anywhere in
// the title, as the search always did. The databases run the same rules (feed-repository.ts),
// and food alerts run them here.
import { foldText, wordsOf } from './fold';
import { FOOD_OF_TERM, FOOD_TERMS, MAX_TERM_WORDS, type Term } from './terms';

export type SearchClause =
  /** The title holds one of the food's terms as whole words. */
  | { kind: 'food'; food: string; terms: readonly Term[] }
  /** The title holds these letters anywhere (case and accents aside). */
  | { kind: 'letters'; text: string };

/** Letters the title indexes need to look a word up; shorter words are matched by LIKE. */
export const LETTERS_MIN = 3;

/**
 * Linkers, articles and conjunctions of the three languages (and Spanish-borrowed names),
 * dropped from a search of several words: "itlog na bago" means eggs that are new, not eggs
 * whose title holds "na". Alone, such a word still searches by its letters, as before.
 */
const FILLER_WORDS = new Set(
  'na ng nang sa at ang mga ni si ug og nga ka a an of the and or in with for de del y con'.split(
    ' ',
  ),
);

/** What separates words in a folded title, in JavaScript's and PostgreSQL's regexes alike. */
const BOUNDARY = '[^a-z0-9]';

/** Tagalog's linker: a word ending in a vowel takes -ng before the next ("isdang bangus"). */
const takesLinker = (term: Term) => /[aeiou]$/.test(term);

/** Terms and their linker forms ("isda", "isdang"): every spelling a food word matches. */
export function withLinkers(terms: readonly Term[]): Term[] {
  return terms.flatMap((term) => (takesLinker(term) ? [term, `${term}ng`] : [term]));
}

/** The food a word or phrase names, also with the linker ("manggang" -> mangga). */
function foodNamed(phrase: string): string | undefined {
  const food = FOOD_OF_TERM.get(phrase);
  if (food || !phrase.endsWith('ng')) return food;
  const bare = phrase.slice(0, -2);
  return takesLinker(bare) ? FOOD_OF_TERM.get(bare) : undefined;
}

/**
 * A search's tokens (split at spaces, folded) with the words of each, by which the glossary
 * is looked up ("kan-on," is the words "kan on"). A token of no word is punctuation only.
 */
function tokensOf(search: string | null | undefined) {
  return foldText(search ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((text) => ({ text, words: wordsOf(text).join(' ') }));
}
type Token = ReturnType<typeof tokensOf>[number];

/** The longest glossary phrase starting at tokens[start], if any ("pan de sal" before "pan"). */
function longestFoodAt(tokens: readonly Token[], start: number) {
  for (let length = Math.min(MAX_TERM_WORDS, tokens.length - start); length > 0; length--) {
    const run = tokens.slice(start, start + length);
    if (run.some((token) => !token.words)) continue;
    const food = foodNamed(run.map((token) => token.words).join(' '));
    if (food) return { food, length };
  }
  return undefined;
}

/**
 * A search's clauses, every one of which a title must match. Empty: any title. A word
 * outside the glossary keeps its punctuation, matched literally ("100%", "(carabao)").
 */
export function parseSearch(search: string | null | undefined): SearchClause[] {
  const tokens = tokensOf(search);
  const clauses: SearchClause[] = [];
  for (let i = 0; i < tokens.length;) {
    const found = longestFoodAt(tokens, i);
    if (found) {
      clauses.push({ kind: 'food', food: found.food, terms: FOOD_TERMS.get(found.food)! });
      i += found.length;
    } else {
      clauses.push({ kind: 'letters', text: tokens[i]!.text });
      i += 1;
    }
  }
  const meant = clauses.filter((c) => c.kind === 'food' || !FILLER_WORDS.has(c.text));
  const kept = meant.length ? meant : clauses;
  const seen = new Set<string>();
  return kept.filter((clause) => {
    const key = clause.kind === 'food' ? `food:${clause.food}` : `letters:${clause.text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The regex a folded title matches when it holds one of the terms as whole words: the same
 * source for JavaScript and PostgreSQL (`~`). Words of a term may be apart by any run of
 * non-letters ("pan-de-sal"); a term ending in a vowel may take the linker.
 */
export function termsPattern(terms: readonly Term[]): string {
  const alternatives = terms.map((term) => {
    const words = term.split(' ').map((word) => word.replace(/[^a-z0-9]/g, ''));
    return words.join(`${BOUNDARY}+`) + (takesLinker(term) ? '(ng)?' : '');
  });
  return `(^|${BOUNDARY})(${alternatives.join('|')})($|${BOUNDARY})`;
}

/**
 * Whole words, one of which every title matching termsPattern(terms) holds: a one-word term
 * and its linker form; for a term of several words its longest word (with the linker form
 * when that is the last word). A database finds the candidates by these words in an index of
 * whole words, then only a phrase needs the regex (PostgreSQL, feed-search.ts).
 */
export function termsWordKeys(terms: readonly Term[]): string[] {
  const keys = terms.flatMap((term) => {
    const words = term.split(' ').map((word) => word.replace(/[^a-z0-9]/g, ''));
    const longest = words.reduce((best, word) => (word.length > best.length ? word : best));
    const last = longest === words[words.length - 1];
    return last && takesLinker(term) ? [longest, `${longest}ng`] : [longest];
  });
  return [...new Set(keys)];
}

/** Whether every term is one word: then termsWordKeys alone decides, with no regex. */
export const termsAreWords = (terms: readonly Term[]) => terms.every((term) => !term.includes(' '));

const patterns = new Map<string, RegExp>();
function foodRegex(clause: Extract<SearchClause, { kind: 'food' }>) {
  let regex = patterns.get(clause.food);
  if (!regex) {
    regex = new RegExp(termsPattern(clause.terms));
    patterns.set(clause.food, regex);
  }
  return regex;
}

/** Recent searches' clauses: alerts match every new post against the same few keys. */
const parsed = new Map<string, SearchClause[]>();
function clausesOf(search: string) {
  let clauses = parsed.get(search);
  if (!clauses) {
    if (parsed.size >= 1000) parsed.clear();
    clauses = parseSearch(search);
    parsed.set(search, clauses);
  }
  return clauses;
}

/** Whether a title matches a search (its text or its clauses). */
export function titleMatchesSearch(title: string, search: string | readonly SearchClause[]) {
  const clauses = typeof search === 'string' ? clausesOf(search) : search;
  const folded = foldText(title);
  return clauses.every((clause) =>
    clause.kind === 'letters' ? folded.includes(clause.text) : foodRegex(clause).test(folded),
  );
}

/**
 * A search as stored for matching: its folded tokens one space apart, a glossary word without
 * its punctuation ("itlog," -> "itlog", see titleKeys); null when blank.
 */
export function searchKey(search: string | null | undefined): string | null {
  const tokens = tokensOf(search).map((token) =>
    token.words && foodNamed(token.words) ? token.words : token.text,
  );
  return tokens.join(' ') || null;
}

/**
 * The folded title followed by every term (and linker form) of the foods it names: a stored
 * key of one word (`searchKey`) that matches the title is always a substring of it, which
 * lets a database rule most alerts out before `titleMatchesSearch` decides.
 */
export function titleKeys(title: string): string {
  const folded = foldText(title);
  const words = folded.split(new RegExp(`${BOUNDARY}+`)).filter(Boolean);
  const foods = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    for (let length = 1; length <= MAX_TERM_WORDS && i + length <= words.length; length++) {
      const food = foodNamed(words.slice(i, i + length).join(' '));
      if (food) foods.add(food);
    }
  }
  const terms = [...foods].flatMap((food) => withLinkers(FOOD_TERMS.get(food)!));
  return [folded, ...terms].join('|');
}
