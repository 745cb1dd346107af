import { describe, expect, it } from 'vitest';
import { catalogs } from './catalogs';
import { blankKeys, leafEntries, leafKeys, missingKeys } from './keys';

const pairs = catalogs.map(({ name, en, tl }) => ({ name, english: en, filipino: tl }));

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
