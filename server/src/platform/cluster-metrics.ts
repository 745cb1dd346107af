import cluster, { type Worker } from 'node:cluster';
import client from 'prom-client';

/**
 * GET /metrics with WORKERS processes: Prometheus reaches one worker at a time, so the worker
 * that answers asks the primary, which gathers every worker's registry (prom-client's
 * AggregatorRegistry: counters and histograms summed, event-loop delays averaged, …) and
 * hands back one text for the whole server.
 */

const TAG = 'palengke:metrics';
const ANSWER_TIMEOUT_MS = 10_000;

interface MetricsMessage {
  tag: typeof TAG;
  id: number;
  text?: string;
  error?: string;
}

const isMetricsMessage = (message: unknown): message is MetricsMessage =>
  typeof message === 'object' && message !== null && (message as { tag?: unknown }).tag === TAG;

/** In a worker: lets the primary collect this registry. */
export function shareRegistryWithPrimary(registry: client.Registry) {
  client.AggregatorRegistry.setRegistries([registry]);
  // Its constructor is what starts answering the primary's requests in a worker.
  new client.AggregatorRegistry();
}

/** In the primary: answers a worker's request for everyone's metrics. Returns a stop function. */
export function serveClusterMetrics(): () => void {
  const aggregator = new client.AggregatorRegistry();
  const onMessage = (worker: Worker, message: unknown) => {
    if (!isMetricsMessage(message)) return;
    const reply = (answer: Partial<MetricsMessage>) => {
      if (worker.isConnected()) worker.send({ tag: TAG, id: message.id, ...answer });
    };
    aggregator.clusterMetrics().then(
      (text) => reply({ text }),
      (error: unknown) => reply({ error: error instanceof Error ? error.message : String(error) }),
    );
  };
  cluster.on('message', onMessage);
  return () => cluster.off('message', onMessage);
}

let nextId = 0;

/** In a worker: every worker's metrics, gathered by the primary. */
export function clusterMetrics(): Promise<string> {
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      if (!isMetricsMessage(message) || message.id !== id) return;
      done();
      if (message.text !== undefined) resolve(message.text);
      else reject(new Error(message.error ?? 'no metrics from the primary'));
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error('the primary did not send the metrics'));
    }, ANSWER_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    process.send!({ tag: TAG, id });
  });
}
