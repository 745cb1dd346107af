import cluster, { type Worker } from 'node:cluster';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createParser } from 'eventsource-parser';
import { pino } from 'pino';
import { createStreamRegistry, STREAMS_PER_PERSON } from '../../features/live/streams';
import { serveRateLimits } from '../cluster-rate-limits';
import { createClusterBus, relayLiveEvents } from './cluster-bus';
import { createClusterLimits, serveStreamLeases } from './cluster-limits';

// A primary and two workers of node:cluster, for cluster-limits.test.ts: run with
// `node --import tsx cluster-limits.fixture.ts`. The primary serves what the server's does
// (rate limits, stream leases, the live events' relay); each worker holds a stream registry
// behind an HTTP server, as the app's /api/events. The primary opens one person's streams on
// both workers and has both take "typing" at once, then prints one line `RESULT {json}`.

type Command = { fixture: 'typing'; step: number; key: string } | { fixture: 'size'; step: number };

const isCommand = (message: unknown): message is Command =>
  typeof message === 'object' && message !== null && 'fixture' in message;

async function runWorker() {
  const logger = pino({ level: 'warn' }, pino.destination(2));
  const bus = createClusterBus({ logger });
  const limits = createClusterLimits({ renewMs: 60_000, logger });
  const typing = limits.throttle(60_000);
  const registry = createStreamRegistry({
    bus,
    logger,
    heartbeatMs: 60_000,
    sessionCheckMs: 60_000,
    maxStreams: 100,
    stillAllowed: async (hashes) => new Set(hashes),
    leases: limits.leases,
  });
  const server = http.createServer((request, response) => {
    const userId = new URL(request.url ?? '/', 'http://localhost').searchParams.get('user')!;
    registry.open({
      response,
      channel: `user:${userId}`,
      owner: { userId, tokenHash: `session-of-${userId}` },
    });
  });
  // Exclusive: each worker its own port (else the primary shares one and picks the worker).
  await new Promise<void>((resolve) =>
    server.listen({ port: 0, host: '127.0.0.1', exclusive: true }, resolve),
  );

  process.on('message', async (message: unknown) => {
    if (!isCommand(message)) return;
    const answer =
      message.fixture === 'typing'
        ? { taken: await typing.take(message.key) }
        : { size: registry.size };
    process.send!({ fixture: 'done', step: message.step, ...answer });
  });
  process.send!({ fixture: 'ready', port: (server.address() as AddressInfo).port });
}

interface Opened {
  worker: number;
  ended: boolean;
  lastEvent: string | undefined;
}

/** Opens a stream and reads it; `opened` tracks whether and how it ended. */
function openStream(port: number, worker: number): Promise<Opened> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/?user=u1', agent: false }, (response) => {
        const opened: Opened = { worker, ended: false, lastEvent: undefined };
        const parser = createParser({
          onEvent: (event) => {
            opened.lastEvent = `${event.event}:${event.data}`;
            if (event.event === 'ready') resolve(opened);
          },
        });
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => parser.feed(chunk));
        response.once('close', () => (opened.ended = true));
      })
      .on('error', reject);
  });
}

async function runPrimary() {
  const timeout = setTimeout(() => {
    console.error('the cluster fixture timed out');
    process.exit(1);
  }, 60_000);
  const stopServing = [serveRateLimits(), serveStreamLeases(), relayLiveEvents()];
  const workers: Worker[] = [];
  const ports = await Promise.all(
    [0, 1].map(
      (index) =>
        new Promise<number>((resolve) => {
          const worker = cluster.fork();
          workers[index] = worker;
          worker.on('message', (message: { fixture?: string; port?: number }) => {
            if (message.fixture === 'ready') resolve(message.port!);
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
  const sizes = async () => [
    (await ask(0, { fixture: 'size' })).size,
    (await ask(1, { fixture: 'size' })).size,
  ];

  // Six streams on worker 0, then five on worker 1: the eleventh pushes out the first.
  const streams: Opened[] = [];
  for (let i = 0; i < 6; i++) streams.push(await openStream(ports[0]!, 0));
  for (let i = 0; i < STREAMS_PER_PERSON - 6; i++) streams.push(await openStream(ports[1]!, 1));
  const sizesAtLimit = await sizes();
  streams.push(await openStream(ports[1]!, 1));
  const deadline = Date.now() + 5_000;
  while (!streams[0]!.ended && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  const sizesAfter = await sizes();

  // Both workers asked at the same moment, then again: one "typing" in all.
  const typing = [
    ...(await Promise.all([0, 1].map((index) => ask(index, { fixture: 'typing', key: 'u1 t1' })))),
    ...(await Promise.all([0, 1].map((index) => ask(index, { fixture: 'typing', key: 'u1 t1' })))),
  ].map((answer) => answer.taken);
  const otherKey = (await ask(1, { fixture: 'typing', key: 'u2 t1' })).taken;

  console.log(
    `RESULT ${JSON.stringify({
      sizesAtLimit,
      sizesAfter,
      first: streams[0],
      othersEnded: streams.slice(1).filter((stream) => stream.ended).length,
      typing,
      otherKey,
    })}`,
  );
  stopServing.forEach((stop) => stop());
  clearTimeout(timeout);
  for (const worker of workers) worker.kill();
  process.exit(0);
}

if (cluster.isPrimary) await runPrimary();
else await runWorker();
