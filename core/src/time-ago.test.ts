import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = new Date('2025-03-01T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('timeAgo', () => {
  it.each([
    [0, 'now'],
    [59 * S + 999, 'now'],
    [M, '1m'],
    [59 * M + 59 * S, '59m'],
    [H, '1h'],
    [23 * H + 59 * M, '23h'],
    [D, '1d'],
    [2 * D - 1, '1d'],
    [45 * D, '45d'],
  ])('%s ms ago reads %s', (ms, text) => {
    expect(timeAgo(ago(ms), now)).toBe(text);
  });

  it('reads a slightly future time (clock skew) as now', () => {
    expect(timeAgo(ago(-5 * S), now)).toBe('now');
  });

  it('accepts a Date and gives an empty string for garbage', () => {
    expect(timeAgo(new Date(now.getTime() - 3 * H), now)).toBe('3h');
    expect(timeAgo('yesterday', now)).toBe('');
  });
});
