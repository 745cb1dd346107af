import { SWIPE_THRESHOLD_PX } from '@core/constants';
import { describe, expect, it } from 'vitest';
import { dragOffset, stepIndex, swipeDirection } from './swipe';

describe('swipeDirection', () => {
  it('uses the 40 px threshold of SPEC §9', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(40);
    expect(swipeDirection(-39, 0)).toBeNull();
    expect(swipeDirection(-40, 0)).toBe('next');
    expect(swipeDirection(39.9, 0)).toBeNull();
    expect(swipeDirection(40, 0)).toBe('previous');
  });

  it('reads a leftward swipe as next and a rightward one as previous', () => {
    expect(swipeDirection(-120, 10)).toBe('next');
    expect(swipeDirection(120, -10)).toBe('previous');
  });

  it('ignores mostly vertical travel, which is the page scrolling', () => {
    expect(swipeDirection(-50, 80)).toBeNull();
    expect(swipeDirection(60, -61)).toBeNull();
    expect(swipeDirection(60, 60)).toBe('previous');
  });

  it('takes another threshold when given', () => {
    expect(swipeDirection(-20, 0, 10)).toBe('next');
  });
});

describe('stepIndex', () => {
  it('moves one photo and stops at both ends', () => {
    expect(stepIndex(0, 3, 'next')).toBe(1);
    expect(stepIndex(2, 3, 'next')).toBe(2);
    expect(stepIndex(1, 3, 'previous')).toBe(0);
    expect(stepIndex(0, 3, 'previous')).toBe(0);
  });

  it('stays at 0 with one photo or none', () => {
    expect(stepIndex(0, 1, 'next')).toBe(0);
    expect(stepIndex(0, 0, 'next')).toBe(0);
  });
});

describe('dragOffset', () => {
  it('follows the finger between photos', () => {
    expect(dragOffset(-30, 0, 3)).toBe(-30);
    expect(dragOffset(30, 1, 3)).toBe(30);
  });

  it('damps a drag past the first or last photo', () => {
    expect(dragOffset(30, 0, 3)).toBe(10);
    expect(dragOffset(-30, 2, 3)).toBe(-10);
    expect(dragOffset(-30, 0, 1)).toBe(-10);
  });
});
