import type { EventSourceMessage } from 'eventsource-parser';
import { reconnectDelay } from './backoff';
import { FAILURES_BEFORE_DOWN, STABLE_CONNECTION_MS } from './config';
import type { LiveStatus } from './liveStatus';
import type { OpenStream } from './streamAttempt';

export interface KeptStream {
  url: string;
  /** openEventStream (fetch, with headers) or openEventSource (public streams). */
  open: OpenStream;
  /** Asked before every attempt (the token may have changed); null stops for good (signed out). */
  headers: () => Record<string, string> | null;
  /** The event names onEvent wants. */
  events: readonly string[];
  onStatus?: (status: LiveStatus) => void;
  /** Each time a connection is ready; `again` is true from the second one (after a gap). */
  onReady: (again: boolean) => void;
  onEvent: (message: EventSourceMessage) => void;
  random?: () => number;
}

/**
 * Waits `ms`, less if the device comes back online or the page back to the screen (a phone
 * unlocked: no reason to wait out a 30 s backoff), or until stopped.
 */
function pause(ms: number, stop: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (stop.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      stop.removeEventListener('abort', done);
      if (typeof window === 'undefined') return resolve();
      window.removeEventListener('online', done);
      document.removeEventListener('visibilitychange', onVisible);
      resolve();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') done();
    };
    const timer = setTimeout(done, ms);
    stop.addEventListener('abort', done);
    if (typeof window === 'undefined') return;
    window.addEventListener('online', done);
    document.addEventListener('visibilitychange', onVisible);
  });
}

/**
 * Counted as this many failures: the stream is down (polling) and waits the longest backoff.
 * For a proxy that buffers, which will buffer the next attempt too; and for a tab the server
 * closed to make room for the person's newer one, which must not push out another tab in turn.
 */
const WAIT_LONGEST = 10;

async function run(stream: KeptStream, stop: AbortSignal): Promise<void> {
  let status: LiveStatus | undefined;
  const show = (next: LiveStatus) => {
    if (next === status || stop.aborted) return;
    status = next;
    stream.onStatus?.(next);
  };
  // Attempts in a row that failed or ended too soon; a long healthy connection starts over.
  let failures = 0;
  let connectedBefore = false;
  show('connecting');

  for (;;) {
    const headers = stream.headers();
    if (!headers || stop.aborted) break;
    let readyAt: number | undefined;
    const end = await stream.open({
      url: stream.url,
      headers,
      events: stream.events,
      stop,
      onReady: () => {
        readyAt = Date.now();
        show('live');
        stream.onReady(connectedBefore);
        connectedBefore = true;
      },
      onEvent: stream.onEvent,
    });
    if (stop.aborted) return;
    // Asking again with the same refused token, or for what is not there, changes nothing.
    if (end === 'unauthorized' || end === 'missing') break;
    const stable = readyAt !== undefined && Date.now() - readyAt >= STABLE_CONNECTION_MS;
    if (end === 'crowded' || end === 'no-ready') failures = Math.max(failures + 1, WAIT_LONGEST);
    else if (stable) failures = 1;
    else failures += 1;
    show(failures >= FAILURES_BEFORE_DOWN ? 'down' : 'connecting');
    await pause(reconnectDelay(failures, stream.random), stop);
  }
  show('down');
}

/**
 * Keeps an event stream open until the returned function is called: reconnects after any
 * drop with exponential backoff and jitter, and reports 'live' while a connection is ready,
 * 'connecting' while it retries, 'down' after several failures in a row (still retrying,
 * slowly) or after a 401 or a 404 (not retrying).
 */
export function keepStreamOpen(stream: KeptStream): () => void {
  const stop = new AbortController();
  void run(stream, stop.signal);
  return () => stop.abort();
}
