import cluster, { type Worker } from 'node:cluster';
import { LiveEndpoint, type LiveBus, type LiveLogger } from './bus';

/**
 * Live events between the WORKERS processes of one machine without Redis or PostgreSQL: a
 * worker sends each message to the primary over IPC, and the primary passes it to every other
 * worker (not back to its sender, which delivered it already). The primary only forwards the
 * wire text; it neither parses it nor keeps anything.
 */

const TAG = 'palengke:live';

interface Relayed {
  tag: typeof TAG;
  wire: string;
}

const isRelayed = (message: unknown): message is Relayed =>
  typeof message === 'object' &&
  message !== null &&
  (message as { tag?: unknown }).tag === TAG &&
  typeof (message as { wire?: unknown }).wire === 'string';

/** In the primary: passes each worker's live events to the other workers. Returns a stop function. */
export function relayLiveEvents(): () => void {
  const onMessage = (sender: Worker, message: unknown) => {
    if (!isRelayed(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (!worker || worker === sender || !worker.isConnected()) continue;
      // With a callback, a worker that is going away fails this send instead of emitting an error.
      worker.send(message, undefined, () => undefined);
    }
  };
  cluster.on('message', onMessage);
  return () => {
    cluster.off('message', onMessage);
  };
}

/** In a worker of node:cluster. */
export function createClusterBus({ logger }: { logger: LiveLogger }): LiveBus {
  if (!cluster.isWorker || !process.send) {
    throw new Error('The cluster live event bus runs only in a worker of node:cluster');
  }
  const endpoint = new LiveEndpoint(logger);
  const onMessage = (message: unknown) => {
    if (isRelayed(message)) endpoint.receive(message.wire);
  };
  process.on('message', onMessage);

  return {
    transport: 'cluster',
    async publish(message) {
      const relayed: Relayed = { tag: TAG, wire: endpoint.publishHere(message) };
      await new Promise<void>((resolve, reject) => {
        process.send!(relayed, undefined, undefined, (error: Error | null) =>
          error ? reject(error) : resolve(),
        );
      });
    },
    subscribe: (channel, listener) => endpoint.subscribe(channel, listener),
    get subscriberCount() {
      return endpoint.fanout.subscriberCount;
    },
    async close() {
      endpoint.close();
      process.off('message', onMessage);
    },
  };
}
