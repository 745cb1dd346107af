import { describe, expect, it } from 'vitest';
import { deepMerge } from './deepMerge';
import { leafKeys, missingKeys } from './keys';

describe('leafKeys and missingKeys', () => {
  it('lists nested and array leaves', () => {
    expect(leafKeys({ a: { b: 'x', c: ['y', { d: 'z' }] }, e: 'w' })).toEqual([
      'a.b',
      'a.c.0',
      'a.c.1.d',
      'e',
    ]);
  });

  it('reports keys one tree lacks, in order', () => {
    expect(missingKeys({ b: '1', a: { x: '2', y: '3' } }, { a: { x: 'ok' } })).toEqual([
      'a.y',
      'b',
    ]);
    expect(missingKeys({}, { a: '1' })).toEqual([]);
  });
});

describe('deepMerge', () => {
  it('merges objects key by key and lets the extra tree win on leaves', () => {
    const base = { errors: { a: 'A' }, nav: { home: 'Home' }, list: ['1', '2'] };
    const extra = { errors: { b: 'B' }, list: ['3'] };
    expect(deepMerge(base, extra)).toEqual({
      errors: { a: 'A', b: 'B' },
      nav: { home: 'Home' },
      list: ['3'],
    });
    expect(base.errors).toEqual({ a: 'A' });
  });
});
