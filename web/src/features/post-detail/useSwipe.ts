import { useRef, useState, type PointerEvent } from 'react';
import { swipeDirection, type SwipeDirection } from './swipe';

/** Travel after which a press is a drag, not a tap: the photo is not opened on release. */
const TAP_SLOP_PX = 10;

interface Start {
  x: number;
  y: number;
  pointerId: number;
}

/**
 * Swipe on pointer events (touch, pen and mouse alike), no library. The element should
 * have `touch-action: pan-y`: the browser keeps vertical scrolling and hands us sideways
 * moves; a scroll that wins cancels the pointer, which resets the drag.
 */
export function useSwipe(onSwipe: (direction: SwipeDirection) => void) {
  const start = useRef<Start | null>(null);
  const dragged = useRef(false);
  const [dx, setDx] = useState(0);

  const reset = () => {
    start.current = null;
    setDx(0);
  };

  const handlers = {
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      start.current = { x: event.clientX, y: event.clientY, pointerId: event.pointerId };
      dragged.current = false;
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      if (!from || event.pointerId !== from.pointerId) return;
      const moveX = event.clientX - from.x;
      const moveY = event.clientY - from.y;
      if (Math.abs(moveX) > TAP_SLOP_PX || Math.abs(moveY) > TAP_SLOP_PX) dragged.current = true;
      // A mouse drag is followed outside the photo too, as a finger's is.
      if (
        dragged.current &&
        event.pointerType === 'mouse' &&
        !event.currentTarget.hasPointerCapture(event.pointerId)
      ) {
        event.currentTarget.setPointerCapture(event.pointerId);
      }
      if (Math.abs(moveX) > Math.abs(moveY)) setDx(moveX);
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const from = start.current;
      if (!from || event.pointerId !== from.pointerId) return;
      const direction = swipeDirection(event.clientX - from.x, event.clientY - from.y);
      reset();
      if (direction) onSwipe(direction);
    },
    onPointerCancel: reset,
  };

  /** True once after a drag: the click that ends a swipe must not open the photo. */
  const takeDrag = () => {
    const was = dragged.current;
    dragged.current = false;
    return was;
  };

  return { handlers, dx, dragging: dx !== 0, takeDrag };
}
