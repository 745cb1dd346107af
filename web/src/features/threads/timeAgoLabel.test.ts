import { describe, expect, it } from 'vitest';
import { timeAgoParts } from './timeAgoLabel';

const now = new Date('2025-03-01T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MINUTE = 60_000;

describe('timeAgoParts', () => {
  it.each([
    [30_000, { unit: 'now' }],
    [5 * MINUTE, { unit: 'm', count: 5 }],
    [3 * 60 * MINUTE, { unit: 'h', count: 3 }],
    [2 * 24 * 60 * MINUTE, { unit: 'd', count: 2 }],
    [45 * 24 * 60 * MINUTE, { unit: 'd', count: 45 }],
  ])('%s ms ago is %o', (ms, parts) => {
    expect(timeAgoParts(ago(ms), now)).toEqual(parts);
  });

  it('gives null for a timestamp that cannot be read', () => {
    expect(timeAgoParts('not a date', now)).toBeNull();
  });
});
