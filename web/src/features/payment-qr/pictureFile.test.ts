import { describe, expect, it } from 'vitest';
import { pictureRoute } from './pictureFile';

const MB = 1024 * 1024;

describe('pictureRoute', () => {
  it('sends a wallet screenshot exactly as it is', () => {
    expect(pictureRoute({ size: 300_000, type: 'image/png' })).toBe('as-is');
    expect(pictureRoute({ size: 2 * MB, type: 'image/jpeg' })).toBe('as-is');
  });

  it('makes a larger camera photo smaller, and refuses what the server cannot read', () => {
    expect(pictureRoute({ size: 5 * MB, type: 'image/jpeg' })).toBe('shrink');
    expect(pictureRoute({ size: 100_000, type: 'image/heic' })).toBe('unsupported_type');
    expect(pictureRoute({ size: 100_000, type: 'application/pdf' })).toBe('unsupported_type');
  });
});
