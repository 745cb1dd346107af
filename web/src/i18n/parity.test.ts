import { describe, expect, it } from 'vitest';
import { catalogs } from './catalogs';
import { KEPT_IN_ENGLISH } from './keptInEnglish';
import { blankKeys, leafEntries, leafKeys, missingKeys } from './keys';

const LANGUAGE_NAMES = { tl: 'Filipino', ceb: 'Cebuano' } as const;

const pairs = catalogs.flatMap(({ name, en, tl, ceb }) => [
  { name, language: LANGUAGE_NAMES.tl, english: en as unknown, other: tl as unknown },
  { name, language: LANGUAGE_NAMES.ceb, english: en as unknown, other: ceb as unknown },
]);

const placeholders = (text: unknown) =>
  typeof text === 'string' ? [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort() : [];

describe.each(pairs)('translation parity: $name in $language', ({ language, english, other }) => {
  it(`has every English key in ${language}`, () => {
    expect(missingKeys(english, other), `keys missing from the ${language} file`).toEqual([]);
  });

  it(`has no ${language} key that English lacks`, () => {
    expect(missingKeys(other, english), 'keys missing from the English file').toEqual([]);
  });

  it('has no blank strings', () => {
    expect(blankKeys(english), 'blank English strings').toEqual([]);
    expect(blankKeys(other), `blank ${language} strings`).toEqual([]);
  });

  it('uses the same {{placeholders}} in both languages', () => {
    const otherByKey = new Map(leafEntries(other));
    const mismatched = leafEntries(english)
      .filter(([key, text]) => {
        const translated = placeholders(otherByKey.get(key));
        return otherByKey.has(key) && placeholders(text).join() !== translated.join();
      })
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});

/** A value with no word to translate: placeholders, numbers, punctuation, symbols. */
const wordless = (text: string) => !/\p{L}/u.test(text.replace(/{{\s*\w+\s*}}/g, ''));

describe('Cebuano leaves no English on screen', () => {
  const english = new Map(catalogs.flatMap(({ en }) => leafEntries(en)));
  const cebuano = new Map(catalogs.flatMap(({ ceb }) => leafEntries(ceb)));
  const sameAsEnglish = [...english]
    .filter(([key, text]) => typeof text === 'string' && cebuano.get(key) === text)
    .filter(([, text]) => !wordless(text as string));

  it('translates every string but the words kept in English on purpose', () => {
    const unexpected = sameAsEnglish
      .filter(([, text]) => !KEPT_IN_ENGLISH.has(text as string))
      .map(([key, text]) => `${key}: ${String(text)}`);
    expect(unexpected, 'add a translation, or the word to keptInEnglish.ts with why').toEqual([]);
  });

  it('keeps no stale entry in the list of words kept in English', () => {
    const kept = new Set(sameAsEnglish.map(([, text]) => text));
    expect([...KEPT_IN_ENGLISH].filter((word) => !kept.has(word))).toEqual([]);
  });
});

describe('translation catalogs', () => {
  it('never define the same key twice (a later file would silently replace an earlier one)', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const catalog of catalogs) {
      for (const key of leafKeys(catalog.en)) {
        const owner = seen.get(key);
        if (owner) clashes.push(`${key} (${owner} and ${catalog.name})`);
        seen.set(key, catalog.name);
      }
    }
    expect(clashes).toEqual([]);
  });
});
