import cluster from 'node:cluster';
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import client from 'prom-client';
import { clusterMetrics, shareRegistryWithPrimary } from './cluster-metrics';

/**
 * What the server reports at GET /metrics (Prometheus text format): requests by route and
 * status with their durations, the process (heap, RSS, event-loop delay, from prom-client's
 * defaults), database query times (which include SQLite's busy waits) and PostgreSQL's pool,
 * scheduled job runs and failures, and the notification outbox. With WORKERS processes the
 * answer covers them all (./cluster-metrics.ts).
 */
export function createMetrics() {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'palengke_' });
  if (cluster.isWorker) shareRegistryWithPrimary(registry);
  const registers = [registry];
  return {
    registry,
    requests: new client.Counter({
      name: 'palengke_http_requests_total',
      help: 'HTTP requests answered, by method, route and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    requestSeconds: new client.Histogram({
      name: 'palengke_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    querySeconds: new client.Histogram({
      name: 'palengke_db_query_duration_seconds',
      help: 'Database query time, waits for SQLite’s writer lock or a pool connection included',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1, 5],
      registers,
    }),
    jobRuns: new client.Counter({
      name: 'palengke_job_runs_total',
      help: 'Scheduled job runs, by job and outcome (ok, failed)',
      labelNames: ['job', 'outcome'] as const,
      registers,
    }),
    notifications: new client.Counter({
      name: 'palengke_notifications_total',
      help: 'Outbox events handled, by kind (push, email, …) and outcome (sent, retry, failed)',
      labelNames: ['kind', 'outcome'] as const,
      registers,
    }),
    /**
     * A gauge read when Prometheus scrapes (queue depth, pool size). Across WORKERS processes
     * `aggregator` combines their values: 'max' for what each reads from the shared database
     * alike (the default), 'sum' for what each process has of its own.
     */
    gauge<L extends string>(
      name: string,
      help: string,
      labelNames: readonly L[],
      read: () => Promise<Array<{ labels: Record<L, string>; value: number }>>,
      aggregator: 'max' | 'sum' = 'max',
    ) {
      return new client.Gauge({
        name,
        help,
        labelNames,
        registers,
        aggregator,
        async collect() {
          this.reset();
          for (const { labels, value } of await read()) this.set(labels, value);
        },
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Counts and times every answered request by its route pattern (never the raw URL). */
export function measureRequests(app: FastifyInstance, metrics: Metrics) {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status: String(reply.statusCode),
    };
    metrics.requests.inc(labels);
    metrics.requestSeconds.observe(labels, reply.elapsedTime / 1000);
  });
}

const sameToken = (given: string, expected: string) => {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
};

/** GET /metrics, only with `Authorization: Bearer <METRICS_TOKEN>`; never public by accident. */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, token: string) {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const given = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
    if (!given || !sameToken(given, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: 'A valid metrics token is needed.', code: 'unauthorized' });
    }
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return cluster.isWorker ? clusterMetrics() : metrics.registry.metrics();
  });
}
