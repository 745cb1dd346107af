import cluster from 'node:cluster';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import { normalizeEmail } from '@core/rules';
import { ClusterRateLimitStore } from './cluster-rate-limits';
import { AppError } from './errors';

export interface Limit {
  max: number;
  perMinutes: number;
}

export interface RateLimits {
  /** Limits one address on one action (answered 429 `rate_limited`). */
  perIp(bucket: string, limit: Limit): preHandlerAsyncHookHandler;
  /** Limits one account (the body's email) on one action, whatever address it comes from. */
  perAccount(bucket: string, limit: Limit): preHandlerAsyncHookHandler;
  /** Limits one signed-in user on one action. */
  perUser(bucket: string, limit: Limit): preHandlerAsyncHookHandler;
  /** Throws unless the shared store answers (readiness); absent without Redis. */
  pingStore?: () => Promise<unknown>;
}

const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? normalizeEmail(body.email) : 'none';
};

/**
 * Rate limits kept in memory, or in Redis when REDIS_URL is set so that every instance
 * counts the same requests. In one of WORKERS processes without Redis, the memory is the
 * primary process's (./cluster-rate-limits.ts), so the workers count together too.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  redisUrl: string | undefined,
  factor = 1,
): Promise<RateLimits> {
  const redis = redisUrl
    ? new Redis(redisUrl, { connectTimeout: 2_000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    // ioredis reconnects by itself; an unheard error event would only be printed raw.
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'Redis is not answering'));
    app.addHook('onClose', async () => void redis.quit());
  }
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? { redis, nameSpace: 'palengke-rl-' }
      : cluster.isWorker
        ? { store: ClusterRateLimitStore }
        : {}),
    // A Redis outage must not lock everyone out of signing in.
    skipOnError: true,
  });

  // The plugin's own route hook runs only one limiter per request; these checks compose.
  const limiter = (
    bucket: string,
    { max, perMinutes }: Limit,
    key: (request: FastifyRequest) => string,
  ): preHandlerAsyncHookHandler => {
    const check = app.createRateLimit({
      max: Math.ceil(max * factor),
      timeWindow: perMinutes * 60_000,
      keyGenerator: (request) => `${bucket}:${key(request)}`,
    });
    return async (request, reply) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', result.ttlInSeconds);
      throw new AppError('rate_limited', 429, 'Too many requests. Please wait and try again.');
    };
  };

  return {
    ...(redis ? { pingStore: () => redis.ping() } : {}),
    perIp: (bucket, limit) => limiter(`ip:${bucket}`, limit, (request) => request.ip),
    perAccount: (bucket, limit) => limiter(`account:${bucket}`, limit, emailOf),
    perUser: (bucket, limit) =>
      limiter(`user:${bucket}`, limit, (request) => request.user?.id ?? request.ip),
  };
}
