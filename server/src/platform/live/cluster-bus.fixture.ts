import cluster, { type Worker } from 'node:cluster';
import { performance } from 'node:perf_hooks';
import { pino } from 'pino';
import type { LiveMessage } from './bus';
import { createClusterBus, relayLiveEvents } from './cluster-bus';

// A primary and two workers of node:cluster, for cluster-bus.test.ts: run with
// `node --import tsx cluster-bus.fixture.ts`. The primary relays live events as the server's
// does (relayLiveEvents), has the workers subscribe, publish and unsubscribe, and prints one
// line `RESULT {json}`: what each worker's subscribers received, with each one's latency.

type Command =
  | { fixture: 'subscribe'; step: number; channel: string; name: string }
  | { fixture: 'unsubscribe'; step: number; name: string }
  | {
      fixture: 'publish';
      step: number;
      channel: string;
      type: string;
      count: number;
      text?: string;
    }
  | { fixture: 'report'; step: number };

export interface Delivery {
  name: string;
  type: string;
  id: string;
  /** From publish in one process to the listener in another, over two IPC hops. */
  latencyMs: number;
  textLength: number;
}

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isCommand = (message: unknown): message is Command =>
  typeof message === 'object' && message !== null && 'fixture' in message;

async function runWorker() {
  const logger = pino({ level: 'warn' }, pino.destination(2));
  const bus = createClusterBus({ logger });
  const index = Number(process.env.FIXTURE_WORKER);
  const deliveries: Delivery[] = [];
  const subscriptions = new Map<string, () => void>();

  process.on('message', async (message: unknown) => {
    if (!isCommand(message)) return;
    let answer: object = {};
    if (message.fixture === 'subscribe') {
      const { name } = message;
      subscriptions.set(
        name,
        bus.subscribe(message.channel, ({ type, data }: LiveMessage) => {
          const { id, sentAt, text } = data as { id: string; sentAt: number; text?: string };
          deliveries.push({
            name,
            type,
            id,
            latencyMs: now() - sentAt,
            textLength: text?.length ?? 0,
          });
        }),
      );
    } else if (message.fixture === 'unsubscribe') {
      subscriptions.get(message.name)?.();
    } else if (message.fixture === 'publish') {
      for (let seq = 0; seq < message.count; seq++) {
        await bus.publish({
          channel: message.channel,
          type: message.type,
          data: { id: `w${index}-${message.type}-${seq}`, sentAt: now(), text: message.text },
        });
        // One at a time: the latency of a message, not of a queue of them.
        if (message.count > 1) await sleep(2);
      }
    } else {
      answer = { deliveries };
    }
    process.send!({ fixture: 'done', step: message.step, ...answer });
  });
  process.send!({ fixture: 'ready' });
}

async function runPrimary() {
  const timeout = setTimeout(() => {
    console.error('the cluster fixture timed out');
    process.exit(1);
  }, 60_000);
  const stopRelay = relayLiveEvents();
  const workers: Worker[] = [];
  await Promise.all(
    [0, 1].map(
      (index) =>
        new Promise<void>((resolve) => {
          const worker = cluster.fork({ FIXTURE_WORKER: String(index) });
          workers[index] = worker;
          worker.on('message', (message: { fixture?: string }) => {
            if (message.fixture === 'ready') resolve();
          });
        }),
    ),
  );

  let step = 0;
  const ask = (index: number, command: Record<string, unknown>) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const worker = workers[index]!;
      const mine = (step += 1);
      const onMessage = (message: { fixture?: string; step?: number }) => {
        if (message.fixture !== 'done' || message.step !== mine) return;
        worker.off('message', onMessage);
        resolve(message);
      };
      worker.on('message', onMessage);
      worker.send({ ...command, step: mine });
    });

  await ask(0, { fixture: 'subscribe', channel: 'post:a', name: 'w0a' });
  await ask(0, { fixture: 'subscribe', channel: 'post:a', name: 'w0a2' });
  await ask(1, { fixture: 'subscribe', channel: 'post:a', name: 'w1a' });
  await ask(1, { fixture: 'subscribe', channel: 'post:b', name: 'w1b' });

  await ask(0, { fixture: 'publish', channel: 'post:a', type: 'tick', count: 200 });
  await ask(1, { fixture: 'publish', channel: 'post:b', type: 'only-b', count: 1 });
  await ask(1, { fixture: 'publish', channel: 'post:a', type: 'from-w1', count: 1 });
  await ask(0, {
    fixture: 'publish',
    channel: 'post:a',
    type: 'emoji',
    count: 1,
    text: '🥭'.repeat(2_000),
  });
  await sleep(300);
  await ask(1, { fixture: 'unsubscribe', name: 'w1a' });
  await ask(0, { fixture: 'publish', channel: 'post:a', type: 'after', count: 1 });
  await sleep(300);

  const reports = [await ask(0, { fixture: 'report' }), await ask(1, { fixture: 'report' })];
  console.log(`RESULT ${JSON.stringify(reports.map((report) => report.deliveries))}`);
  stopRelay();
  clearTimeout(timeout);
  for (const worker of workers) worker.kill();
}

if (cluster.isPrimary) await runPrimary();
else await runWorker();
