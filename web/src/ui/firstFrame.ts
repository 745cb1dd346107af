/**
 * The app's first painted frame, and what waits for it. On slow data the first frame's
 * largest paint (the feed's first photos) should not share the line with what can come a
 * moment later: the service worker and what it precaches.
 * Lighthouse counted those into the first photo's LCP whenever they arrived before it (1.6
 * against 2.1 s on the same build). Only the app's very first frame: later pages show at once.
 */
let painted = false;
let scheduled = false;
const waiting = new Set<() => void>();

/** Calls back once the app's first frame is on screen (at once if it already is). */
export function afterFirstFrame(callback: () => void): () => void {
  if (painted) {
    callback();
    return () => undefined;
  }
  waiting.add(callback);
  if (!scheduled) {
    scheduled = true;
    // A timer set in an animation frame runs once that frame has been painted.
    requestAnimationFrame(() =>
      setTimeout(() => {
        painted = true;
        for (const wake of waiting) wake();
        waiting.clear();
      }),
    );
  }
  return () => void waiting.delete(callback);
}
