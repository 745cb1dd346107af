import { Redis } from 'ioredis';
import type { LiveLogger } from './bus';
import {
  createLocalThrottle,
  LEASE_LIFETIMES,
  type Lease,
  type SharedLiveLimits,
} from './stream-leases';

/**
 * The live limits in Redis, shared by every process of every instance. A person's leases are
 * one sorted set, each member `<openedAt, zero-padded>:<streamId>` (so members sort oldest
 * first) scored by when it expires; renewing a lease pushes its score on, and whatever a
 * process stopped renewing is dropped at the person's next take. "typing" is a SET NX PX per
 * key. When Redis does not answer, each process's own limits stand (the stream registry keeps
 * a person's count per process too): a Redis outage must not shut anyone out.
 */

const PREFIX = 'palengke:live:';
const leasesKey = (userId: string) => `${PREFIX}streams:${userId}`;
const memberOf = ({ openedAt, streamId }: Lease) =>
  `${String(openedAt).padStart(15, '0')}:${streamId}`;

/** KEYS[1]: the person's leases. ARGV: now, expiresAt, member, limit, key's lifetime (ms). */
const TAKE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
local members = redis.call('ZRANGE', KEYS[1], 0, -1)
local over = #members - tonumber(ARGV[4])
if over <= 0 then return {} end
table.sort(members)
local evicted = {}
for i = 1, over do
  evicted[i] = members[i]
  redis.call('ZREM', KEYS[1], members[i])
end
return evicted
`;

type LeaseRedis = Redis & {
  takeLease(key: string, ...args: (string | number)[]): Promise<string[]>;
};

export interface RedisLimitsOptions {
  redisUrl: string;
  renewMs: number;
  logger: LiveLogger;
}

export function createRedisLimits({ redisUrl, renewMs, logger }: RedisLimitsOptions) {
  const ttlMs = renewMs * LEASE_LIFETIMES;
  const redis = new Redis(redisUrl, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    connectionName: 'palengke-live-limits',
  }) as LeaseRedis;
  redis.defineCommand('takeLease', { numberOfKeys: 1, lua: TAKE_SCRIPT });
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    logger.warn({ err: error }, 'live limits: Redis is not answering; each process counts alone');
  });
  redis.on('ready', () => (down = false));
  const failed = (what: string) => (error: unknown) => {
    logger.warn({ err: error }, `live limits: ${what} failed in Redis`);
  };

  const limits: SharedLiveLimits = {
    store: 'redis',
    leases: {
      async take(lease, limit) {
        const now = Date.now();
        try {
          const evicted = await redis.takeLease(
            leasesKey(lease.userId),
            now,
            now + ttlMs,
            memberOf(lease),
            limit,
            ttlMs,
          );
          return evicted.map((member) => member.slice(member.indexOf(':') + 1));
        } catch (error) {
          failed('a stream lease')(error);
          return [];
        }
      },
      release(lease) {
        redis.zrem(leasesKey(lease.userId), memberOf(lease)).catch(failed('a lease release'));
      },
      renew(leases) {
        if (leases.length === 0) return;
        const expiresAt = Date.now() + ttlMs;
        const pipeline = redis.pipeline();
        for (const lease of leases) {
          // XX: a lease taken from its stream (an eleventh elsewhere) is not brought back.
          pipeline.zadd(leasesKey(lease.userId), 'XX', expiresAt, memberOf(lease));
          pipeline.pexpire(leasesKey(lease.userId), ttlMs);
        }
        pipeline.exec().catch(failed('renewing leases'));
      },
    },
    throttle(intervalMs) {
      // When Redis does not answer, this process still holds its own keys to the interval.
      const local = createLocalThrottle(intervalMs);
      return {
        async take(key) {
          if (!local.take(key)) return false;
          try {
            const set = await redis.set(`${PREFIX}throttle:${key}`, '1', 'PX', intervalMs, 'NX');
            return set === 'OK';
          } catch (error) {
            failed('a throttle')(error);
            return true;
          }
        },
      };
    },
    async close() {
      const timeout = new Promise<void>((resolve) => setTimeout(resolve, 1_000).unref());
      await Promise.race([redis.quit().catch(() => undefined), timeout]);
      redis.disconnect();
    },
  };
  return limits;
}
