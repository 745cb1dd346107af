import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';
import { formatOrList } from './lists';

const LOCALES = { en: 'en-PH', tl: 'fil-PH', ceb: 'ceb-PH' } as const;

describe('formatOrList', () => {
  it.each(LANGUAGES)('joins as Intl does in %s (Node knows Cebuano; browsers do not)', (lang) => {
    const intl = new Intl.ListFormat(LOCALES[lang], { type: 'disjunction' });
    for (const items of [[], ['a'], ['a', 'b'], ['a', 'b', 'c'], ['a', 'b', 'c', 'd']]) {
      expect(formatOrList(items, lang)).toBe(intl.format(items));
    }
  });

  it('says "o" in Cebuano and Filipino', () => {
    expect(formatOrList(['Itlog', 'Bugas', 'Isda'], 'ceb')).toBe('Itlog, Bugas, o Isda');
    expect(formatOrList(['Itlog', 'Isda'], 'tl')).toBe('Itlog o Isda');
    expect(formatOrList(['Eggs', 'Fish'], 'en-US')).toBe('Eggs or Fish');
  });
});
