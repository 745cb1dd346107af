import { describe, expect, it } from 'vitest';
import en from './en.json';
import { blankKeys, leafEntries, leafKeys, missingKeys } from './keys';
import tl from './tl.json';
import validationEn from './validation.en.json';
import validationTl from './validation.tl.json';

const pairs = [
  { name: 'en.json / tl.json', english: en, filipino: tl },
  {
    name: 'validation.en.json / validation.tl.json',
    english: validationEn,
    filipino: validationTl,
  },
];

describe.each(pairs)('translation parity: $name', ({ english, filipino }) => {
  it('has every English key in Filipino', () => {
    expect(missingKeys(english, filipino), 'keys missing from the Filipino file').toEqual([]);
  });

  it('has no Filipino key that English lacks', () => {
    expect(missingKeys(filipino, english), 'keys missing from the English file').toEqual([]);
  });

  it('has no blank strings', () => {
    expect(blankKeys(english), 'blank English strings').toEqual([]);
    expect(blankKeys(filipino), 'blank Filipino strings').toEqual([]);
  });

  it('uses the same {{placeholders}} in both languages', () => {
    const placeholders = (text: unknown) =>
      typeof text === 'string'
        ? [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort()
        : [];
    const filipinoByKey = new Map(leafEntries(filipino));
    const mismatched = leafEntries(english)
      .filter(([key, text]) => {
        const other = placeholders(filipinoByKey.get(key));
        return filipinoByKey.has(key) && placeholders(text).join() !== other.join();
      })
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});

describe('validation messages', () => {
  it('do not silently replace an app string of the same key', () => {
    const appKeys = new Set(leafKeys(en));
    expect(leafKeys(validationEn).filter((key) => appKeys.has(key))).toEqual([]);
  });
});
