import { describe, expect, it } from 'vitest';
import { foldText } from './fold';
import { FOOD_TERMS } from './terms';
import {
  parseSearch,
  searchKey,
  termsPattern,
  termsWordKeys,
  titleKeys,
  titleMatchesSearch,
  withLinkers,
} from './search';

// The search rules the feed (in SQL, posts-search-words.test.ts) and food alerts (here) share.

const matches = (title: string, search: string) => titleMatchesSearch(title, search);

describe('foldText', () => {
  it('drops case and accents, ñ as n', () => {
    expect(foldText('PIÑA Café Niño')).toBe('pina cafe nino');
  });
});

describe('parseSearch', () => {
  it('reads glossary words and phrases as foods, the longest phrase first', () => {
    expect(parseSearch('Itlog').map((c) => c.kind === 'food' && c.food)).toEqual(['egg']);
    expect(parseSearch('pan de sal')).toMatchObject([{ kind: 'food', food: 'pandesal' }]);
    expect(parseSearch('pan-de-sal,')).toMatchObject([{ kind: 'food', food: 'pandesal' }]);
    expect(parseSearch('fish sauce')).toMatchObject([{ kind: 'food', food: 'fish-sauce' }]);
    expect(parseSearch('isdang')).toMatchObject([{ kind: 'food', food: 'fish' }]);
  });

  it('keeps other words as letters, literally, and drops linkers beside other words', () => {
    expect(parseSearch('100% (carabao)')).toEqual([
      { kind: 'letters', text: '100%' },
      { kind: 'letters', text: '(carabao)' },
    ]);
    expect(parseSearch('itlog na pula')).toMatchObject([{ kind: 'food', food: 'salted-egg' }]);
    expect(parseSearch('itlog na bago')).toMatchObject([
      { kind: 'food', food: 'egg' },
      { kind: 'letters', text: 'bago' },
    ]);
    expect(parseSearch('ng')).toEqual([{ kind: 'letters', text: 'ng' }]);
    expect(parseSearch('bahay 0')).toEqual([
      { kind: 'letters', text: 'bahay' },
      { kind: 'letters', text: '0' },
    ]);
    expect(parseSearch('itlog ng manok')).toMatchObject([
      { kind: 'food', food: 'egg' },
      { kind: 'food', food: 'chicken' },
    ]);
    expect(parseSearch('  ')).toEqual([]);
  });
});

describe('titleMatchesSearch', () => {
  it.each([
    ['Fresh eggs', 'itlog'],
    ['Itlog ng manok', 'eggs'],
    ['Dinorado rice', 'bugas'],
    ['Dinorado rice', 'bigas'],
    ['Bugas sa Bukidnon', 'rice'],
    ['Fresh fish', 'isda'],
    ['Isdang bangus', 'fish'],
    ['Manggang hilaw', 'mango'],
    ['Carabao mangoes', 'mangga'],
    ['Kalamansi 1 kg', 'calamansi'],
    ['Lemonsito', 'kalamansi'],
    ['Petsay Baguio', 'pechay'],
    ['Siling labuyo', 'sile'],
    ['Pan de sal', 'pandesal'],
    ['Pan-de-sal', 'pan de sal'],
    ['PIÑA', 'pina'],
    ['Pinya', 'piña'],
    ['Organic eggs, ₱8', 'itlog organic'],
    ['Kangkong bunch', 'ngk'],
  ])('"%s" matches "%s"', (title, search) => {
    expect(matches(title, search)).toBe(true);
  });

  it.each([
    ['Eggplant', 'itlog'],
    ['Tilapia', 'isda'],
    ['Tilapia', 'fish'],
    ['Kangkong', 'gulay'],
    ['Low price talong', 'rice'],
    ['Fresh eggs', 'itlog organic'],
    ['Fresh eggs', 'mangga'],
  ])('"%s" does not match "%s"', (title, search) => {
    expect(matches(title, search)).toBe(false);
  });

  it('is the pattern PostgreSQL runs: one source for both', () => {
    const pattern = termsPattern(['egg', 'eggs', 'itlog', 'pan de sal']);
    expect(pattern).toBe('(^|[^a-z0-9])(egg|eggs|itlog|pan[^a-z0-9]+de[^a-z0-9]+sal)($|[^a-z0-9])');
  });
});

describe('termsWordKeys (the whole-word index PostgreSQL looks foods up in)', () => {
  /** A title's words as PostgreSQL's index splits them (migration 0027). */
  const titleWords = (title: string) => foldText(title).split(/[^a-z0-9]+/);

  it('holds a word of every title the food pattern matches, for every food of the glossary', () => {
    for (const [food, terms] of FOOD_TERMS) {
      const keys = new Set(termsWordKeys(terms));
      const pattern = new RegExp(termsPattern(terms));
      for (const term of withLinkers(terms)) {
        for (const title of [`Fresh ${term}`, `${term.replace(/ /g, '-')}, 1 kg`, `(${term})`]) {
          const folded = foldText(title);
          expect(pattern.test(folded), `${food}: ${title}`).toBe(true);
          expect(
            titleWords(title).some((word) => keys.has(word)),
            `${food}: ${title}`,
          ).toBe(true);
        }
      }
    }
  });

  it('is the words themselves and their linker forms for foods of one-word terms', () => {
    const keys = termsWordKeys(FOOD_TERMS.get('calamansi')!);
    expect(keys).toEqual(expect.arrayContaining(['kalamansi', 'kalamansing', 'calamansis']));
    expect(termsWordKeys(['pan de sal', 'pandesal'])).toEqual(['pan', 'pandesal']);
  });
});

describe('searchKey and titleKeys (food alerts)', () => {
  it('stores folded tokens, a glossary word without its punctuation', () => {
    expect(searchKey('  Itlog,  UNDER ')).toBe('itlog under');
    expect(searchKey('Piña!')).toBe('pina');
    expect(searchKey('100%')).toBe('100%');
    expect(searchKey(' ')).toBeNull();
  });

  it('lists the words for the foods a title names, so a one-word key is found in it', () => {
    const keys = titleKeys('Isdang Bangus');
    for (const key of ['isda', 'isdang', 'fish', 'bangus', 'milkfish', 'isdang bangus']) {
      expect(keys).toContain(key);
    }
    for (const title of ['Fresh eggs', 'Bagong itlog', 'PIÑA']) {
      for (const search of ['itlog', 'eggs', 'pinya']) {
        const key = searchKey(search)!;
        if (matches(title, key)) expect(titleKeys(title), `${title} / ${key}`).toContain(key);
      }
    }
  });
});
