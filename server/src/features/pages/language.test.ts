import { describe, expect, it } from 'vitest';
import { pageLanguage } from './language';

describe('pageLanguage', () => {
  it('takes the device’s choice first', () => {
    expect(pageLanguage('a=1; palengke_lang=tl', 'en')).toBe('tl');
    expect(pageLanguage('palengke_lang=en', 'fil')).toBe('en');
  });

  it('else the best match in Accept-Language, Tagalog and Filipino alike', () => {
    expect(pageLanguage(undefined, 'fil-PH,fil;q=0.9,en-US;q=0.8')).toBe('tl');
    expect(pageLanguage(undefined, 'tl')).toBe('tl');
    expect(pageLanguage(undefined, 'en-US,tl;q=0.5')).toBe('en');
    expect(pageLanguage(undefined, 'ja, tl;q=0.3, en;q=0.2')).toBe('tl');
    expect(pageLanguage(undefined, 'en;q=0, tl;q=0.1')).toBe('tl');
  });

  it('reads Cebuano from its cookie and its tag, ceb (it has no two-letter code)', () => {
    expect(pageLanguage('palengke_lang=ceb', 'tl')).toBe('ceb');
    expect(pageLanguage(undefined, 'ceb-PH,ceb;q=0.9,en;q=0.8')).toBe('ceb');
    expect(pageLanguage(undefined, 'ja, ceb;q=0.5, fil;q=0.7')).toBe('tl');
    expect(pageLanguage(undefined, 'ceb, fil;q=0.9')).toBe('ceb');
  });

  it('else English, whatever the cookie or header holds', () => {
    expect(pageLanguage('palengke_lang=<b>', undefined)).toBe('en');
    expect(pageLanguage(undefined, 'de-DE, fr;q=0.9')).toBe('en');
    expect(pageLanguage(undefined, 'tl;q=abc')).toBe('en');
    expect(pageLanguage(undefined, undefined)).toBe('en');
  });

  it('reads the names every object has (constructor, __proto__…) as no language: English', () => {
    for (const name of OBJECT_NAMES) {
      expect(pageLanguage(`palengke_lang=${name}`, undefined)).toBe('en');
      expect(pageLanguage(undefined, name)).toBe('en');
      expect(pageLanguage(undefined, `${name}, tl;q=0.5`)).toBe('tl');
    }
  });
});

/** What `in` and indexing find on any object: constructor, __proto__, toString… */
const OBJECT_NAMES = Object.getOwnPropertyNames(Object.prototype);
