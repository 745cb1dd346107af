import { monitorEventLoopDelay } from 'node:perf_hooks';

/** A held-up event loop holds up every request in flight by as long: worth a warning. */
export const EVENT_LOOP_WARN_MS = 200;

/**
 * Logs a warning when the event loop was held up past `thresholdMs` in the last `everyMs`
 * (synchronous work: a slow query on the embedded database, a big JSON body, a CPU-bound
 * loop). The same delay is in GET /metrics as palengke_nodejs_eventloop_lag_* (prom-client's
 * defaults); this makes it visible in the logs of a server nobody scrapes. Returns a stop.
 */
export function watchEventLoop(
  log: { warn(details: object, message: string): void },
  { thresholdMs = EVENT_LOOP_WARN_MS, everyMs = 10_000 } = {},
) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const timer = setInterval(() => {
    const ms = (ns: number) => Math.round(ns / 1e5) / 10;
    const maxMs = ms(delay.max);
    if (maxMs > thresholdMs) {
      log.warn(
        {
          eventLoopDelayMs: {
            p50: ms(delay.percentile(50)),
            p99: ms(delay.percentile(99)),
            max: maxMs,
          },
        },
        `the event loop was held up for ${maxMs} ms (over ${thresholdMs} ms); every request waited`,
      );
    }
    delay.reset();
  }, everyMs);
  // Never what keeps the process (or a test worker) alive.
  timer.unref();
  return () => {
    clearInterval(timer);
    delay.disable();
  };
}
