import { describe, expect, it } from 'vitest';
import { feedbackPath } from './feedbackPath';

describe('feedbackPath', () => {
  it('uses the page the sender came from', () => {
    expect(feedbackPath({ from: { pathname: '/post/42' } })).toBe('/post/42');
    expect(feedbackPath({ from: '/threads' })).toBe('/threads');
  });

  it('falls back to /feedback without a same-app path', () => {
    expect(feedbackPath(null)).toBe('/feedback');
    expect(feedbackPath({})).toBe('/feedback');
    expect(feedbackPath({ from: 'https://evil.example' })).toBe('/feedback');
    expect(feedbackPath({ from: { pathname: '//evil.example' } })).toBe('/feedback');
  });
});
