import cluster, { type Worker } from 'node:cluster';
import { ClusterRateLimitStore } from '../cluster-rate-limits';
import type { LiveLogger } from './bus';
import {
  createLocalThrottle,
  LEASE_LIFETIMES,
  LeaseTable,
  type Lease,
  type SharedLiveLimits,
} from './stream-leases';

/**
 * The live limits of the WORKERS processes of one machine without Redis: the primary keeps
 * every worker's stream leases (./stream-leases.ts), asked over IPC as the rate limits are
 * (../cluster-rate-limits.ts, whose counters also hold "typing" to its interval).
 */

const TAG = 'palengke:live-leases';

type LeaseRequest =
  | { tag: typeof TAG; op: 'take'; id: number; lease: Lease; limit: number; ttlMs: number }
  | { tag: typeof TAG; op: 'release'; lease: Lease }
  | { tag: typeof TAG; op: 'renew'; leases: Lease[]; ttlMs: number };

interface TakeAnswer {
  tag: typeof TAG;
  id: number;
  evicted: string[];
}

const isTagged = <T>(message: unknown): message is T =>
  typeof message === 'object' && message !== null && (message as { tag?: unknown }).tag === TAG;

/** In the primary: keeps the workers' leases. Returns a stop function. */
export function serveStreamLeases(): () => void {
  // One table per lease lifetime asked (in practice, one).
  const tables = new Map<number, LeaseTable>();
  const tableOf = (ttlMs: number) => {
    let table = tables.get(ttlMs);
    if (!table) tables.set(ttlMs, (table = new LeaseTable(ttlMs)));
    return table;
  };
  const onMessage = (worker: Worker, message: unknown) => {
    if (!isTagged<LeaseRequest>(message)) return;
    if (message.op === 'release') {
      for (const table of tables.values()) table.release(message.lease);
    } else if (message.op === 'renew') {
      tableOf(message.ttlMs).renew(message.leases);
    } else {
      const evicted = tableOf(message.ttlMs).take(message.lease, message.limit);
      if (!worker.isConnected()) return;
      const answer: TakeAnswer = { tag: TAG, id: message.id, evicted };
      worker.send(answer, undefined, () => undefined);
    }
  };
  cluster.on('message', onMessage);
  const pruning = setInterval(() => {
    for (const table of tables.values()) table.prune();
  }, 60_000).unref();
  return () => {
    cluster.off('message', onMessage);
    clearInterval(pruning);
  };
}

/** How long a worker waits for the primary before its own count stands alone. */
const ANSWER_TIMEOUT_MS = 2_000;

/** In a worker of node:cluster. */
export function createClusterLimits({
  renewMs,
  logger,
}: {
  renewMs: number;
  logger: LiveLogger;
}): SharedLiveLimits {
  if (!cluster.isWorker || !process.send) {
    throw new Error('The cluster live limits run only in a worker of node:cluster');
  }
  const ttlMs = renewMs * LEASE_LIFETIMES;
  const pending = new Map<
    number,
    { resolve: (evicted: string[]) => void; timer: NodeJS.Timeout }
  >();
  let nextId = 0;
  const onMessage = (message: unknown) => {
    if (!isTagged<TakeAnswer>(message)) return;
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    clearTimeout(waiting.timer);
    waiting.resolve(message.evicted);
  };
  process.on('message', onMessage);
  const send = (request: LeaseRequest, failed: () => void = () => undefined) =>
    process.send!(request, undefined, undefined, (error: Error | null) => {
      if (!error) return;
      logger.warn({ err: error }, 'live limits: the primary process could not be asked');
      failed();
    });
  const counts = new ClusterRateLimitStore();

  return {
    store: 'cluster',
    leases: {
      take(lease, limit) {
        return new Promise((resolve) => {
          const id = (nextId = (nextId + 1) % Number.MAX_SAFE_INTEGER);
          const timer = setTimeout(() => {
            pending.delete(id);
            logger.warn('live limits: the primary process did not answer a stream lease');
            resolve([]);
          }, ANSWER_TIMEOUT_MS).unref();
          pending.set(id, { resolve, timer });
          send({ tag: TAG, op: 'take', id, lease, limit, ttlMs }, () => {
            pending.delete(id);
            clearTimeout(timer);
            resolve([]);
          });
        });
      },
      release: (lease) => send({ tag: TAG, op: 'release', lease }),
      renew(leases) {
        if (leases.length > 0) send({ tag: TAG, op: 'renew', leases, ttlMs });
      },
    },
    throttle(intervalMs) {
      // When the primary does not answer, this process still holds its own keys to the interval.
      const local = createLocalThrottle(intervalMs);
      return {
        take(key) {
          if (!local.take(key)) return Promise.resolve(false);
          return new Promise((resolve) => {
            counts.incr(
              `live-throttle:${key}`,
              (error, count) => resolve(error || !count ? true : count.current === 1),
              intervalMs,
            );
          });
        },
      };
    },
    async close() {
      process.off('message', onMessage);
      for (const { resolve, timer } of pending.values()) {
        clearTimeout(timer);
        resolve([]);
      }
      pending.clear();
    },
  };
}
