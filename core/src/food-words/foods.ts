// The glossary: at least 200 foods Philippine neighbours sell, by food group (docs/food-words.md).
import { BREAD_AND_KAKANIN } from './bread-and-kakanin';
import { CONDIMENTS } from './condiments';
import { DRINKS } from './drinks';
import { EGGS_AND_DAIRY } from './eggs-and-dairy';
import { FRUIT } from './fruit';
import { GRAINS } from './grains';
import { MEAT } from './meat';
import { SEAFOOD } from './seafood';
import type { Food } from './types';
import { ULAM } from './ulam';
import { VEGETABLES } from './vegetables';

export const FOOD_GROUPS = {
  vegetables: VEGETABLES,
  fruit: FRUIT,
  grains: GRAINS,
  seafood: SEAFOOD,
  meat: MEAT,
  'eggs and dairy': EGGS_AND_DAIRY,
  'bread and kakanin': BREAD_AND_KAKANIN,
  ulam: ULAM,
  condiments: CONDIMENTS,
  drinks: DRINKS,
} as const satisfies Record<string, readonly Food[]>;

export const FOODS: readonly Food[] = Object.values(FOOD_GROUPS).flat();
