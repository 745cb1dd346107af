import { describe, expect, it } from 'vitest';
import { returnPath } from './returnPath';

describe('returnPath', () => {
  it('returns the gated page with its query', () => {
    expect(returnPath({ from: { pathname: '/threads/7', search: '?x=1' } })).toBe('/threads/7?x=1');
  });

  it('falls back to home for missing, foreign or looping targets', () => {
    expect(returnPath(null)).toBe('/');
    expect(returnPath({ from: 'profile' })).toBe('/');
    expect(returnPath({ from: { pathname: '//evil.example' } })).toBe('/');
    expect(returnPath({ from: { pathname: 'https://evil.example' } })).toBe('/');
    expect(returnPath({ from: { pathname: '/login' } })).toBe('/');
  });
});
