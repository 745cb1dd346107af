/**
 * The served page may draw part of itself before any script runs (server first-paint.ts: a
 * post's photo, /login's welcome). The app's first render replaces those elements with its
 * own copies, so it waits until the browser has shown them: replaced sooner, when the code
 * arrives about as fast as the photo (a fast link), the photo the person is looking at would
 * count as shown only once the app had drawn it again (Chromium drops the paint of an element
 * removed before its frame reached the screen; Lighthouse then put the post's LCP 0.4 s later).
 */

/** Longest the first render waits: the served photo may be slow to arrive. */
const MAX_WAIT_MS = 300;

// Safari reports no largest paints, and older browsers list no entry types at all.
const paintsAreObservable = () =>
  typeof PerformanceObserver !== 'undefined' &&
  Array.isArray(PerformanceObserver.supportedEntryTypes) &&
  PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint');

/** Resolves once what the served page drew in #root is on screen, or when there is none. */
export function servedPaintShown(root: HTMLElement): Promise<void> {
  const drawn = root.querySelector('main');
  if (!drawn) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, paintsAreObservable() ? MAX_WAIT_MS : 0);
    const observer = paintsAreObservable()
      ? new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
          if (entries.some((entry) => entry.element && drawn.contains(entry.element))) done();
        })
      : undefined;
    observer?.observe({ type: 'largest-contentful-paint', buffered: true });
    function done() {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    }
  });
}
