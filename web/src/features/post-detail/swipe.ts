import { SWIPE_THRESHOLD_PX } from '@core/constants';

export type SwipeDirection = 'next' | 'previous';

/**
 * Whether a finger's travel was a carousel swipe. It must cover the threshold (SPEC §9:
 * 40 px) and be more sideways than up or down, so scrolling the page past the photo never
 * flips it. A leftward swipe shows the next photo, as in every phone gallery.
 */
export function swipeDirection(
  dx: number,
  dy: number,
  threshold: number = SWIPE_THRESHOLD_PX,
): SwipeDirection | null {
  if (Math.abs(dx) < threshold || Math.abs(dy) > Math.abs(dx)) return null;
  return dx < 0 ? 'next' : 'previous';
}

/** The photo shown after a step; the ends do not wrap, so the edge tells the viewer where they are. */
export function stepIndex(index: number, count: number, direction: SwipeDirection): number {
  if (count <= 0) return 0;
  const next = direction === 'next' ? index + 1 : index - 1;
  return Math.min(count - 1, Math.max(0, next));
}

/**
 * How far the photo strip follows the finger while dragging. Past either end the drag is
 * damped to a third, a rubber band that says "no more photos this way".
 */
export function dragOffset(dx: number, index: number, count: number): number {
  const pastStart = index === 0 && dx > 0;
  const pastEnd = index >= count - 1 && dx < 0;
  return pastStart || pastEnd ? dx / 3 : dx;
}
