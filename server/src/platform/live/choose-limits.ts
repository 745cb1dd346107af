import cluster from 'node:cluster';
import type { LiveLogger } from './bus';
import { createClusterLimits } from './cluster-limits';
import { createRedisLimits } from './redis-limits';
import { createMemoryLimits, type SharedLiveLimits } from './stream-leases';

export interface LiveLimitsOptions {
  redisUrl: string | undefined;
  /** How often each process renews its streams' leases; a lease lives a few of these. */
  renewMs: number;
  /** Whether this process is one of WORKERS (a node:cluster worker); by default, whether it is. */
  clustered?: boolean;
  logger: LiveLogger;
}

/**
 * Where the live limits are kept, chosen once at start-up: Redis when REDIS_URL is set (every
 * process of every instance, as the rate limits), else the cluster's primary (the WORKERS of
 * this machine), else this process's memory. Instances sharing only PostgreSQL count apart.
 */
export function createLiveLimits({
  redisUrl,
  renewMs,
  clustered = cluster.isWorker,
  logger,
}: LiveLimitsOptions): SharedLiveLimits {
  if (redisUrl) return createRedisLimits({ redisUrl, renewMs, logger });
  if (clustered) return createClusterLimits({ renewMs, logger });
  return createMemoryLimits(renewMs);
}
