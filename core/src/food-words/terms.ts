// The glossary's words as search uses them: every spelling of every food, folded, with the
// English plurals and the joined spelling of hyphenated words ("kan-on", "kanon") added.
import { wordsOf } from './fold';
import { FOODS } from './foods';
import type { Food } from './types';

/** A folded term: its words joined by one space ("pan de sal"). */
export type Term = string;

/** The English plural of a word: egg -> eggs, mango -> mangoes and mangos, berry -> berries. */
function pluralsOf(word: string): string[] {
  if (/[^aeiou]y$/.test(word)) return [`${word.slice(0, -1)}ies`];
  if (/(s|x|z|ch|sh)$/.test(word)) return [`${word}es`];
  if (/[^aeiou]o$/.test(word)) return [`${word}es`, `${word}s`];
  return [`${word}s`];
}

/** Every term one written word of the glossary stands for. */
function formsOf(written: string, english: boolean): Term[] {
  const words = wordsOf(written);
  const forms = [words.join(' ')];
  // "kan-on" is also typed "kanon", "halo-halo" "halohalo".
  if (words.length > 1 && /-/.test(written)) forms.push(words.join(''));
  if (english) {
    for (const form of [...forms]) {
      const last = form.lastIndexOf(' ');
      for (const plural of pluralsOf(form.slice(last + 1))) {
        forms.push(form.slice(0, last + 1) + plural);
      }
    }
  }
  return forms;
}

/** The terms of one food, each once. */
export function termsOfFood(food: Food): Term[] {
  return [
    ...new Set([
      ...food.en.flatMap((word) => formsOf(word, true)),
      ...food.tl.flatMap((word) => formsOf(word, false)),
      ...food.ceb.flatMap((word) => formsOf(word, false)),
    ]),
  ];
}

/** Each food's terms, by food id. */
export const FOOD_TERMS: ReadonlyMap<string, readonly Term[]> = new Map(
  FOODS.map((food) => [food.id, termsOfFood(food)]),
);

/** The food of each term (the glossary's test makes sure no term has two). */
export const FOOD_OF_TERM: ReadonlyMap<Term, string> = new Map(
  [...FOOD_TERMS].flatMap(([id, terms]) => terms.map((term) => [term, id] as const)),
);

/** The most words a term has: how far a search looks ahead for a phrase ("pan de sal"). */
export const MAX_TERM_WORDS = Math.max(
  ...[...FOOD_OF_TERM.keys()].map((term) => term.split(' ').length),
);
