/**
 * How often one post's `post` event, or one reader's `read` event of a thread, is told at
 * most: an edit or a read is one request, but every follower's stream gets a frame of it.
 * Tests pass a shorter window (BuildOptions.liveCoalesceMs) so that they need not wait.
 */
export const LIVE_COALESCE_MS = 1_000;

/** Reads the state it tells when it runs, not when it was asked for; never rejects. */
export type Run = () => Promise<void>;

interface Window {
  timer: NodeJS.Timeout | undefined;
  /** The latest run asked for since the window opened, told when it closes. */
  pending: Run | null;
  /** The last run started: the next starts after it, so their events keep their order. */
  last: Promise<void>;
}

/**
 * At most one `run` per key every `windowMs`. The first runs at once and opens a window; the
 * runs asked for within it are folded into one, the latest, run as the window closes (which
 * opens the next), so the last state is always told and nobody waits longer than the window.
 * A run starts once the key's previous run has finished: a slow read of the first state must
 * not be told after the last.
 *
 * Per process. That is enough: the requests behind these events are rate-limited per person
 * across every process (platform/rate-limits.ts), and a flood spread over N processes yields
 * at most one event per process a window, N being the fixed number of WORKERS and instances.
 * Sharing the window would cost a round trip to Redis or PostgreSQL per event.
 */
export function createCoalescer(windowMs: number) {
  const windows = new Map<string, Window>();

  const closeLater = (key: string, window: Window) => {
    window.timer = setTimeout(() => {
      // The window is over once its run has finished too.
      void window.last.then(() => {
        if (windows.get(key) !== window) return;
        const run = window.pending;
        if (!run) {
          windows.delete(key);
          return;
        }
        window.pending = null;
        window.last = run();
        closeLater(key, window);
      });
    }, windowMs);
    // A closing server stops the windows (stop()); nothing else should keep it alive.
    window.timer.unref();
  };

  return {
    run(key: string, run: Run) {
      const window = windows.get(key);
      if (window) {
        window.pending = run;
        return;
      }
      const opened: Window = { timer: undefined, pending: null, last: run() };
      windows.set(key, opened);
      closeLater(key, opened);
    },

    /** Drops the runs still waiting (the server is stopping: their streams are ending). */
    stop() {
      for (const window of windows.values()) clearTimeout(window.timer);
      windows.clear();
    },

    /** Keys with an open window (for tests). */
    get size() {
      return windows.size;
    },
  };
}
