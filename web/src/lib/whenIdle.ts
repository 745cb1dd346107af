/**
 * Runs the callback when the browser has nothing better to do; where it cannot tell (Safari
 * has no requestIdleCallback), after `fallbackMs`.
 */
export function whenIdle(callback: () => void, fallbackMs = 0): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(() => callback());
  else setTimeout(callback, fallbackMs);
}
