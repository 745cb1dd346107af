import { LiveEndpoint, type LiveBus, type LiveLogger } from './bus';

/** One process (WORKERS=1, no Redis, no PostgreSQL): the subscribers are all here. */
export function createMemoryBus({ logger }: { logger: LiveLogger }): LiveBus {
  const endpoint = new LiveEndpoint(logger);
  return {
    transport: 'memory',
    async publish(message) {
      endpoint.publishHere(message);
    },
    subscribe: (channel, listener) => endpoint.subscribe(channel, listener),
    get subscriberCount() {
      return endpoint.fanout.subscriberCount;
    },
    async close() {
      endpoint.close();
    },
  };
}
