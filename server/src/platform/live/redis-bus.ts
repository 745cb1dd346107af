import { Redis } from 'ioredis';
import { LiveEndpoint, type LiveBus, type LiveLogger } from './bus';

/**
 * Live events through Redis pub/sub, between the processes of one machine and between
 * instances. Each process holds two connections: one publishing, one subscribed.
 *
 * Every event travels on one Redis channel, its live channel named inside. Subscribing per
 * live channel would spare each process the events it has no listener for, but would cost a
 * SUBSCRIBE and an UNSUBSCRIBE round trip per stream opened and closed (thousands of them, each
 * with a window where an event published meanwhile is missed), and thousands of channels
 * re-subscribed at every reconnection. With one channel, subscribe() is a Map insert, effective
 * at once, and a process skips an event for a channel it does not serve by reading the wire
 * header, without parsing the JSON (./bus.ts). Chat traffic is small next to what Redis and a
 * process can pass on.
 */

export interface RedisBusOptions {
  redisUrl: string;
  logger: LiveLogger;
  /** The Redis channel all live events travel on. */
  redisChannel?: string;
  /** Names the two connections in Redis's CLIENT LIST (`<name>-pub`, `<name>-sub`). */
  connectionName?: string;
  /** How long start-up waits for the subscription before going on (it completes when Redis answers). */
  readyTimeoutMs?: number;
}

export const DEFAULT_REDIS_CHANNEL = 'palengke:live';

const quitSoon = async (redis: Redis) => {
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, 1_000).unref());
  await Promise.race([redis.quit().catch(() => undefined), timeout]);
  redis.disconnect();
};

export async function createRedisBus({
  redisUrl,
  logger,
  redisChannel = DEFAULT_REDIS_CHANNEL,
  connectionName = 'palengke-live',
  readyTimeoutMs = 5_000,
}: RedisBusOptions): Promise<LiveBus> {
  const endpoint = new LiveEndpoint(logger);
  // A publish while Redis is away fails soon rather than queueing stale events.
  const publisher = new Redis(redisUrl, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: 1,
    connectionName: `${connectionName}-pub`,
  });
  // The subscription waits for Redis however long it takes; ioredis re-subscribes after a
  // reconnection by itself. Events published while it was away are not heard.
  const subscriber = new Redis(redisUrl, {
    connectTimeout: 2_000,
    maxRetriesPerRequest: null,
    connectionName: `${connectionName}-sub`,
  });

  // ioredis reports every failed reconnection: once per outage is enough for the log. A
  // connection Redis closed cleanly (CLIENT KILL, a restart) reports no error, only a close.
  for (const [redis, role] of [
    [publisher, 'publishing'],
    [subscriber, 'subscribed'],
  ] as const) {
    let down = false;
    const lost = (error?: Error) => {
      if (down || endpoint.closed) return;
      down = true;
      logger.warn({ err: error }, `live events: the ${role} Redis connection was lost`);
    };
    redis.on('error', lost);
    redis.on('close', () => lost());
    redis.on('ready', () => {
      if (!down) return;
      down = false;
      logger.info(`live events: the ${role} Redis connection is back`);
    });
  }

  subscriber.on('message', (channel: string, wire: string) => {
    if (channel === redisChannel) endpoint.receive(wire);
  });
  const subscribed = subscriber.subscribe(redisChannel).then(
    () => true,
    (error: unknown) => {
      logger.error({ err: error }, 'live events: could not subscribe in Redis');
      return false;
    },
  );
  const waited = await Promise.race([
    subscribed,
    new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), readyTimeoutMs).unref()),
  ]);
  if (waited === 'late') {
    logger.warn('live events: Redis has not answered yet; subscribing when it does');
  }

  return {
    transport: 'redis',
    async publish(message) {
      const wire = endpoint.publishHere(message);
      await publisher.publish(redisChannel, wire);
    },
    subscribe: (channel, listener) => endpoint.subscribe(channel, listener),
    get subscriberCount() {
      return endpoint.fanout.subscriberCount;
    },
    async close() {
      if (endpoint.closed) return;
      endpoint.close();
      await Promise.all([quitSoon(publisher), quitSoon(subscriber)]);
    },
  };
}
