import { describe, expect, it } from 'vitest';
import { RETURN_PATH_MAX, safeReturnPath, sameHostPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path on this site with its query and fragment', () => {
    expect(safeReturnPath('/')).toBe('/');
    expect(safeReturnPath('/post/7f3a?message=1')).toBe('/post/7f3a?message=1');
    expect(safeReturnPath('/threads?tab=unread#top')).toBe('/threads?tab=unread#top');
    expect(safeReturnPath('/user/ana%20b')).toBe('/user/ana%20b');
  });

  it('resolves dot segments instead of passing them on', () => {
    expect(safeReturnPath('/post/../threads')).toBe('/threads');
    expect(safeReturnPath('/a/./b')).toBe('/a/b');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      '//evil.example',
      '//evil.example/post/1',
      '/\\evil.example',
      '\\\\evil.example',
      '/post\\..\\..\\evil',
      'http://evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'data:text/html,hi',
      'evil.example',
      'post/1',
      '',
      ' /post/1',
      '/\t/evil.example',
      '/\n/evil.example',
      '/post/1\u0000',
      '/ /evil',
    ]) {
      expect(safeReturnPath(value), JSON.stringify(value)).toBeUndefined();
    }
  });

  it('refuses what is not a string, and overlong paths', () => {
    expect(safeReturnPath(undefined)).toBeUndefined();
    expect(safeReturnPath(null)).toBeUndefined();
    expect(safeReturnPath(['/post/1'])).toBeUndefined();
    expect(safeReturnPath({ pathname: '/post/1' })).toBeUndefined();
    expect(safeReturnPath(`/${'a'.repeat(RETURN_PATH_MAX)}`)).toBeUndefined();
    expect(safeReturnPath(`/${'a'.repeat(RETURN_PATH_MAX - 1)}`)).toHaveLength(RETURN_PATH_MAX);
  });
});

describe('sameHostPath', () => {
  const host = 'palengke.test:3000';

  it('takes the path and query of an address on the same host, either scheme', () => {
    expect(sameHostPath('http://palengke.test:3000/post/1?x=2#y', host)).toBe('/post/1?x=2');
    expect(sameHostPath('https://PALENGKE.test:3000/about', host)).toBe('/about');
  });

  it('refuses other hosts, other schemes and what is not an address', () => {
    expect(sameHostPath('http://evil.example/post/1', host)).toBeUndefined();
    expect(sameHostPath('http://palengke.test/post/1', host)).toBeUndefined();
    expect(sameHostPath('http://palengke.test:3000.evil.example/', host)).toBeUndefined();
    expect(sameHostPath('ftp://palengke.test:3000/', host)).toBeUndefined();
    expect(sameHostPath('/post/1', host)).toBeUndefined();
    expect(sameHostPath(undefined, host)).toBeUndefined();
    expect(sameHostPath('http://palengke.test:3000/', undefined)).toBeUndefined();
  });
});
