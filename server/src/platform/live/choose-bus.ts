import cluster from 'node:cluster';
import type { LiveBus, LiveLogger } from './bus';
import { createClusterBus } from './cluster-bus';
import { createMemoryBus } from './memory-bus';
import { createPostgresBus } from './postgres-bus';
import { createRedisBus } from './redis-bus';

export interface LiveBusOptions {
  redisUrl: string | undefined;
  databaseUrl: string | undefined;
  /** Whether this process is one of WORKERS (a node:cluster worker); by default, whether it is. */
  clustered?: boolean;
  logger: LiveLogger;
}

/**
 * The transport for this process, chosen once at start-up: Redis when REDIS_URL is set (every
 * process of every instance), else PostgreSQL when DATABASE_URL is (every instance on that
 * database), else the cluster's primary (the WORKERS of this machine), else this process alone.
 */
export async function createLiveBus({
  redisUrl,
  databaseUrl,
  clustered = cluster.isWorker,
  logger,
}: LiveBusOptions): Promise<LiveBus> {
  if (redisUrl) return createRedisBus({ redisUrl, logger });
  if (databaseUrl) return createPostgresBus({ databaseUrl, logger });
  if (clustered) return createClusterBus({ logger });
  return createMemoryBus({ logger });
}
