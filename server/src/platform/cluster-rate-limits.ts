import cluster, { type Worker } from 'node:cluster';

/**
 * Rate limits shared by the WORKERS processes of one server without Redis. Each worker asks
 * the primary process over IPC, and the primary keeps the only counters, so a limit of N per
 * hour is N for the whole server, not N per process. With REDIS_URL, Redis is the store.
 */

/** A fixed window: `count` requests since the window began; it ends at `resetAt`. */
interface Window {
  count: number;
  resetAt: number;
}

export interface Count {
  /** Requests in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** At most this many keys (addresses, accounts, users per action) are remembered at once. */
const MAX_KEYS = 100_000;

/** The counters, the same fixed windows as @fastify/rate-limit's own in-memory store. */
export function createWindowCounter(maxKeys = MAX_KEYS) {
  const windows = new Map<string, Window>();

  const prune = (now: number) => {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
    // Still full of live windows (a flood of addresses): forget the oldest, as an LRU would.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  };

  return {
    increment(key: string, timeWindowMs: number, now = Date.now()): Count {
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        if (!window && windows.size >= maxKeys) prune(now);
        window = { count: 0, resetAt: now + timeWindowMs };
        // Re-inserted so that the Map's order stays the order windows began (oldest first).
        windows.delete(key);
        windows.set(key, window);
      }
      window.count += 1;
      return { current: window.count, ttl: window.resetAt - now };
    },
    prune,
    get size() {
      return windows.size;
    },
  };
}

const TAG = 'palengke:rate-limit';

interface CountRequest {
  tag: typeof TAG;
  id: number;
  key: string;
  timeWindow: number;
}

interface CountAnswer {
  tag: typeof TAG;
  id: number;
  current: number;
  ttl: number;
}

const isTagged = <T>(message: unknown): message is T =>
  typeof message === 'object' && message !== null && (message as { tag?: unknown }).tag === TAG;

/** In the primary: answers the workers' counting requests. Returns a stop function. */
export function serveRateLimits(): () => void {
  const counter = createWindowCounter();
  const onMessage = (worker: Worker, message: unknown) => {
    if (!isTagged<CountRequest>(message)) return;
    const count = counter.increment(message.key, message.timeWindow);
    if (!worker.isConnected()) return;
    const answer: CountAnswer = { tag: TAG, id: message.id, ...count };
    worker.send(answer);
  };
  cluster.on('message', onMessage);
  const pruning = setInterval(() => counter.prune(Date.now()), 60_000).unref();
  return () => {
    cluster.off('message', onMessage);
    clearInterval(pruning);
  };
}

/** How long a worker waits for the primary before letting the request through. */
const ANSWER_TIMEOUT_MS = 2_000;

type Callback = (error: Error | null, result?: Count) => void;
const pending = new Map<number, { callback: Callback; timer: NodeJS.Timeout }>();
let nextId = 0;
let listening = false;

function listen() {
  if (listening) return;
  listening = true;
  process.on('message', (message: unknown) => {
    if (!isTagged<CountAnswer>(message)) return;
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    clearTimeout(waiting.timer);
    waiting.callback(null, { current: message.current, ttl: message.ttl });
  });
}

/**
 * In a worker: a store for @fastify/rate-limit (its `store` option) that counts in the
 * primary. An unanswered or failed request is an error, which the limits skip
 * (`skipOnError`): a stuck primary must not lock everyone out.
 */
export class ClusterRateLimitStore {
  constructor() {
    listen();
  }

  incr(key: string, callback: Callback, timeWindow: number) {
    const id = (nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER);
    const timer = setTimeout(() => {
      pending.delete(id);
      callback(new Error('the primary process did not answer the rate-limit count'));
    }, ANSWER_TIMEOUT_MS).unref();
    pending.set(id, { callback, timer });
    const request: CountRequest = { tag: TAG, id, key, timeWindow };
    process.send!(request, undefined, undefined, (error: Error | null) => {
      if (!error) return;
      pending.delete(id);
      clearTimeout(timer);
      callback(error);
    });
  }

  /** Every limit shares the one connection to the primary; keys carry the bucket. */
  child() {
    return this;
  }
}
