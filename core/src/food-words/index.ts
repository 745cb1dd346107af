export { foldText, wordsOf } from './fold';
export { FOODS, FOOD_GROUPS } from './foods';
export {
  LETTERS_MIN,
  parseSearch,
  searchKey,
  termsAreWords,
  termsPattern,
  termsWordKeys,
  titleKeys,
  titleMatchesSearch,
  withLinkers,
  type SearchClause,
} from './search';
export { FOOD_OF_TERM, FOOD_TERMS, termsOfFood, type Term } from './terms';
export type { Food } from './types';
