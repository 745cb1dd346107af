import { describe, expect, it } from 'vitest';
import { FOOD_GROUPS, FOODS } from './foods';
import { FOOD_OF_TERM, FOOD_TERMS, termsOfFood } from './terms';

// The glossary itself: big enough, every food in the three languages, and no word that
// stands for two foods (a search for it would find both).

describe('food-word glossary', () => {
  it('has at least 200 foods, in every food group the issue names', () => {
    expect(FOODS.length).toBeGreaterThanOrEqual(200);
    for (const [group, foods] of Object.entries(FOOD_GROUPS)) {
      expect(foods.length, group).toBeGreaterThanOrEqual(5);
    }
  });

  it('gives every food English, Filipino and Cebuano words, under an id of its own', () => {
    expect(new Set(FOODS.map((food) => food.id)).size).toBe(FOODS.length);
    for (const food of FOODS) {
      expect(food.id, food.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(food.en.length, `${food.id} en`).toBeGreaterThan(0);
      expect(food.tl.length, `${food.id} tl`).toBeGreaterThan(0);
      expect(food.ceb.length, `${food.id} ceb`).toBeGreaterThan(0);
    }
  });

  it('maps no word to two foods', () => {
    const foodsOf = new Map<string, string[]>();
    for (const food of FOODS) {
      for (const term of termsOfFood(food)) {
        foodsOf.set(term, [...(foodsOf.get(term) ?? []), food.id]);
      }
    }
    const shared = [...foodsOf].filter(([, ids]) => ids.length > 1);
    expect(shared).toEqual([]);
    expect(FOOD_OF_TERM.size).toBe(foodsOf.size);
  });

  it('keeps every term searchable: plain folded words, one of them at least three letters', () => {
    for (const [id, terms] of FOOD_TERMS) {
      for (const term of terms) {
        expect(term, id).toMatch(/^[a-z0-9]+( [a-z0-9]+)*$/);
        expect(
          term.split(' ').some((word) => word.length >= 3),
          `${id}: ${term}`,
        ).toBe(true);
      }
    }
  });

  it.each([
    ['egg', ['egg', 'eggs', 'itlog']],
    ['rice', ['rice', 'bigas', 'bugas']],
    ['fish', ['fish', 'isda']],
    ['mango', ['mango', 'mangoes', 'mangos', 'mangga']],
    ['calamansi', ['calamansi', 'kalamansi', 'lemonsito']],
    ['bok-choy', ['pechay', 'petsay']],
    ['chili', ['sili', 'sile', 'chili', 'chilies']],
    ['pandesal', ['pandesal', 'pan de sal']],
    ['cooked-rice', ['kanin', 'kan on', 'kanon']],
    ['pineapple', ['pineapple', 'pinya', 'pina']],
    ['halo-halo', ['halo halo', 'halohalo']],
  ])('names %s by all of %j', (id, terms) => {
    for (const term of terms) expect(FOOD_OF_TERM.get(term), term).toBe(id);
  });

  it('keeps kinds apart from what they are a kind of', () => {
    for (const kind of ['tilapia', 'bangus', 'galunggong']) {
      expect(FOOD_TERMS.get('fish')).not.toContain(kind);
    }
    expect(FOOD_OF_TERM.get('tilapia')).toBe('tilapia');
    expect(FOOD_OF_TERM.get('gulay')).toBeUndefined();
  });
});
