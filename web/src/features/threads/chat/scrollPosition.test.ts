import { JUMP_TO_LATEST_PX } from '@core/constants';
import { describe, expect, it } from 'vitest';
import { distanceFromBottom, isNearBottom, showJumpToLatest } from './scrollPosition';

const scrolledTo = (scrollTop: number) => ({ scrollTop, scrollHeight: 2000, clientHeight: 600 });

describe('chat scroll position', () => {
  it('measures the distance to the end of the conversation', () => {
    expect(distanceFromBottom(scrolledTo(1400))).toBe(0);
    expect(distanceFromBottom(scrolledTo(1000))).toBe(400);
    // Overscroll bounce on phones can report a little past the end.
    expect(distanceFromBottom(scrolledTo(1410))).toBe(0);
  });

  it('shows jump-to-latest only beyond 120 px from the bottom', () => {
    expect(JUMP_TO_LATEST_PX).toBe(120);
    expect(showJumpToLatest(scrolledTo(1400 - 120))).toBe(false);
    expect(showJumpToLatest(scrolledTo(1400 - 121))).toBe(true);
  });

  it('pins to new messages only when the reader is already near the bottom', () => {
    expect(isNearBottom(scrolledTo(1400))).toBe(true);
    expect(isNearBottom(scrolledTo(1300))).toBe(true);
    expect(isNearBottom(scrolledTo(500))).toBe(false);
  });

  it('treats a conversation shorter than the screen as at the bottom', () => {
    expect(isNearBottom({ scrollTop: 0, scrollHeight: 300, clientHeight: 600 })).toBe(true);
  });
});
