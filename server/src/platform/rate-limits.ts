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

export interface LimitOptions {
  /** Counts only the requests this is true of (run after validation: the body is parsed). */
  when?: (request: FastifyRequest) => boolean;
}

export interface RateLimits {
  /** Limits one address on one action (answered 429 `rate_limited`). */
  perIp(bucket: string, limit: Limit): preHandlerAsyncHookHandler;
  /** Limits one account (the body's email) on one action, whatever address it comes from. */
  perAccount(bucket: string, limit: Limit): preHandlerAsyncHookHandler;
  /**
   * Limits one signed-in user on one action. Routes that name the same bucket (with the same
   * limit) share one count.
   */
  perUser(bucket: string, limit: Limit, options?: LimitOptions): preHandlerAsyncHookHandler;
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

  // Each createRateLimit has its own memory store: one per bucket, so that routes sharing a
  // bucket share its count (Redis and the cluster's store count by key anyway).
  const checks = new Map<string, { limit: Limit; check: ReturnType<typeof app.createRateLimit> }>();
  const checkOf = (bucket: string, limit: Limit, key: (request: FastifyRequest) => string) => {
    const known = checks.get(bucket);
    if (known) {
      if (known.limit.max !== limit.max || known.limit.perMinutes !== limit.perMinutes) {
        throw new Error(`Rate limit ${bucket} is declared with two different limits`);
      }
      return known.check;
    }
    const check = app.createRateLimit({
      max: Math.ceil(limit.max * factor),
      timeWindow: limit.perMinutes * 60_000,
      keyGenerator: (request) => `${bucket}:${key(request)}`,
    });
    checks.set(bucket, { limit, check });
    return check;
  };

  // The plugin's own route hook runs only one limiter per request; these checks compose.
  const limiter = (
    bucket: string,
    limit: Limit,
    key: (request: FastifyRequest) => string,
    { when }: LimitOptions = {},
  ): preHandlerAsyncHookHandler => {
    const check = checkOf(bucket, limit, key);
    return async (request, reply) => {
      if (when && !when(request)) return;
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
    perUser: (bucket, limit, options) =>
      limiter(`user:${bucket}`, limit, (request) => request.user?.id ?? request.ip, options),
  };
}
