import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import v8 from 'node:v8';
import vm from 'node:vm';
import { createParser } from 'eventsource-parser';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveBus } from '../../platform/live/bus';
import { until } from '../../platform/live/live-test-support';
import { createMemoryBus } from '../../platform/live/memory-bus';
import { createMemoryLimits, type StreamLeases } from '../../platform/live/stream-leases';
import {
  createStreamRegistry,
  MAX_BUFFERED_BYTES,
  STREAMS_PER_PERSON,
  StreamsFull,
  TooManyFromAddress,
  type StreamRegistry,
  type StreamRegistryOptions,
} from './streams';

// The stream registry on a real HTTP server, read by real HTTP clients: what a client that
// stops reading costs, how each stream counts its frames, who may open how many streams. The
// app's routes on top of it are in live.test.ts; across instances, live-across.test.ts.

const quietLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

interface Served {
  registry: StreamRegistry;
  port: number;
  close(): Promise<void>;
}

const running: Served[] = [];
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const served of running.splice(0)) await served.close();
});

/**
 * A registry behind an HTTP server: `/?channel=post:1&user=u1&address=a` opens a stream on the
 * channel, the user's if `user` is given, else a public one from `address` (the socket's
 * address if absent). Refused: 429 or 503, as the app's routes answer.
 */
async function serve(bus: LiveBus, options: Partial<StreamRegistryOptions> = {}): Promise<Served> {
  const registry = createStreamRegistry({
    bus,
    logger: quietLogger,
    heartbeatMs: 60_000,
    sessionCheckMs: 60_000,
    maxStreams: 1_000,
    stillAllowed: async (hashes) => new Set(hashes),
    ...options,
  });
  const server = http.createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
    const user = query.get('user');
    try {
      registry.open({
        response,
        channel: query.get('channel') ?? 'post:1',
        owner: user ? { userId: user, tokenHash: `session-of-${user}` } : null,
        address: query.get('address') ?? request.socket.remoteAddress,
      });
    } catch (error) {
      response.writeHead(error instanceof TooManyFromAddress ? 429 : 503).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const served = {
    registry,
    port: (server.address() as AddressInfo).port,
    async close() {
      registry.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  running.push(served);
  return served;
}

interface Frame {
  id: string | undefined;
  type: string;
  data: { reason?: string; streamId?: string };
}

interface Client {
  status: number;
  frames: Frame[];
  ended: Promise<void>;
  isEnded(): boolean;
}

/** A client that reads everything, as a browser's tab does; `keepData`: false to count only. */
function connect(port: number, query: string, keepData = true): Promise<Client> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: `/?${query}`, agent: false }, (response) => {
        const frames: Frame[] = [];
        let over = false;
        const parser = createParser({
          onEvent: (event) =>
            frames.push({
              id: event.id,
              type: event.event ?? 'message',
              data: keepData ? JSON.parse(event.data) : {},
            }),
        });
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => parser.feed(chunk));
        const ended = new Promise<void>((done) =>
          response.once('close', () => {
            over = true;
            done();
          }),
        );
        resolve({ status: response.statusCode ?? 0, frames, ended, isEnded: () => over });
      })
      .on('error', reject);
  });
}

/** A connected client, once its stream's `ready` has arrived. */
async function connectReady(port: number, query: string, keepData = true) {
  const client = await connect(port, query, keepData);
  expect(client.status).toBe(200);
  await until(() => client.frames.some((frame) => frame.type === 'ready'), 5_000);
  return client;
}

/**
 * A client that sends its request, reads the answer's first bytes and then nothing more: the
 * tab of a phone that lost its radio, or someone holding streams open on purpose.
 */
async function connectAndStopReading(port: number, query: string) {
  const socket = net.connect(port, '127.0.0.1');
  sockets.push(socket);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const head = await new Promise<string>((resolve) => {
    socket.once('data', (chunk: Buffer) => {
      socket.pause();
      resolve(chunk.toString('utf8'));
    });
    socket.write(`GET /?${query} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
  });
  expect(head).toMatch(/^HTTP\/1\.1 200/);
  return { socket, closed };
}

/** The heap and the buffers outside it, after a full collection when one can be asked for. */
function memoryInUse() {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as (() => void) | undefined;
  gc?.();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

describe('a client that stops reading', () => {
  it('has its stream closed once its waiting output passes the bound, and costs no more', async () => {
    const bus = createMemoryBus({ logger: quietLogger });
    const { registry, port } = await serve(bus);
    const reader = await connectReady(port, 'channel=post:1&address=reader', false);
    const stalled = await connectAndStopReading(port, 'channel=post:1&address=stalled');
    expect(registry.size).toBe(2);

    const before = memoryInUse();
    // 48 MB of events, 16 KB each: what a busy post page sends over a long while.
    const text = 'x'.repeat(16 * 1024);
    const count = 3_000;
    let mostBuffered = 0;
    let stalledClosedAt = -1;
    for (let seq = 0; seq < count; seq++) {
      await bus.publish({ channel: 'post:1', type: 'post', data: { seq, text } });
      mostBuffered = Math.max(mostBuffered, registry.bufferedBytes);
      if (stalledClosedAt < 0 && registry.size === 1) stalledClosedAt = seq;
      // The reading client gets its turns to read, as a real one would between events.
      if (seq % 8 === 0) await new Promise((resolve) => setImmediate(resolve));
    }

    // Closed by the server long before the end: the kernel's buffers, then at most the bound.
    expect(stalledClosedAt).toBeGreaterThan(0);
    expect(stalledClosedAt).toBeLessThan(count / 2);
    // The client hears of it once it reads again: what the kernel held, then the end.
    stalled.socket.resume();
    await stalled.closed;
    // Each of the two streams never had more than the bound and a frame waiting (unbounded,
    // the stalled one's share would have grown to some 40 MB).
    expect(mostBuffered).toBeLessThan(2 * (MAX_BUFFERED_BYTES + text.length + 100));
    // The reader, which kept up, has it all.
    await until(() => reader.frames.filter((frame) => frame.type === 'post').length === count);
    expect(reader.isEnded()).toBe(false);
    expect(registry.size).toBe(1);
    // Coarse: 48 MB went out; the server kept none of it for the stalled client.
    expect(memoryInUse() - before).toBeLessThan(16 * 1024 * 1024);
  }, 60_000);

  it('is held to a smaller bound when one is given', async () => {
    const bus = createMemoryBus({ logger: quietLogger });
    const { registry, port } = await serve(bus, { maxBufferedBytes: 32 * 1024 });
    const stalled = await connectAndStopReading(port, 'user=u1&channel=user:u1');
    const text = 'y'.repeat(4 * 1024);
    let published = 0;
    while (registry.size > 0 && published < 20_000) {
      await bus.publish({ channel: 'user:u1', type: 'message', data: { text } });
      published += 1;
      expect(registry.bufferedBytes).toBeLessThan(32 * 1024 + 2 * text.length);
      if (published % 64 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    expect(registry.size).toBe(0);
    stalled.socket.resume();
    await stalled.closed;
  }, 60_000);
});

describe('event ids', () => {
  it('are counted by each stream from 1, telling nothing of the others’ traffic', async () => {
    const bus = createMemoryBus({ logger: quietLogger });
    const { port } = await serve(bus);
    const busy = await connectReady(port, 'channel=post:busy');
    for (let seq = 0; seq < 5; seq++) {
      await bus.publish({ channel: 'post:busy', type: 'post', data: { seq } });
    }
    const quiet = await connectReady(port, 'channel=post:quiet');
    await bus.publish({ channel: 'post:quiet', type: 'post', data: {} });
    await until(() => busy.frames.length === 6 && quiet.frames.length === 2);
    expect(busy.frames.map((frame) => frame.id)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(quiet.frames.map((frame) => frame.id)).toEqual(['1', '2']);
  });
});

describe('who may open how many streams', () => {
  it('an address at most its public streams, visitors at most half the server', async () => {
    const bus = createMemoryBus({ logger: quietLogger });
    const { registry, port } = await serve(bus, { maxStreams: 10, publicPerAddress: 2 });
    const status = async (query: string) => (await connect(port, query)).status;

    expect(await status('address=a')).toBe(200);
    expect(await status('address=a')).toBe(200);
    expect(await status('address=a')).toBe(429);
    expect(await status('address=b')).toBe(200);
    expect(await status('address=b')).toBe(200);
    expect(await status('address=c')).toBe(200);
    // Five visitors' streams of 10: the sixth waits, whoever's address it comes from.
    expect(await status('address=c')).toBe(503);
    expect(await status('address=d')).toBe(503);
    // Signed-in people have the other half.
    for (let i = 0; i < 5; i++) expect(await status(`user=u${i}&channel=user:u${i}`)).toBe(200);
    expect(registry.size).toBe(10);
    expect(await status('user=u9&channel=user:u9')).toBe(503);
    expect(() =>
      registry.open({
        response: new http.ServerResponse(new http.IncomingMessage(new net.Socket())),
        channel: 'post:1',
        owner: null,
      }),
    ).toThrow(StreamsFull);
  });
});

describe('a person’s streams in two processes', () => {
  /** Two registries on one bus and one lease store: two processes, as far as they can tell. */
  async function twoProcesses(leases: StreamLeases) {
    const bus = createMemoryBus({ logger: quietLogger });
    return [await serve(bus, { leases }), await serve(bus, { leases })] as const;
  }

  it(`hold at most ${STREAMS_PER_PERSON}: the oldest goes, wherever it is`, async () => {
    const [a, b] = await twoProcesses(createMemoryLimits(60_000).leases);
    const onA: Client[] = [];
    const onB: Client[] = [];
    for (let i = 0; i < 6; i++) onA.push(await connectReady(a.port, 'user=u1&channel=user:u1'));
    for (let i = 0; i < 4; i++) onB.push(await connectReady(b.port, 'user=u1&channel=user:u1'));
    expect(a.registry.size + b.registry.size).toBe(STREAMS_PER_PERSON);

    // The eleventh, on B, pushes out the oldest, on A.
    onB.push(await connectReady(b.port, 'user=u1&channel=user:u1'));
    await onA[0]!.ended;
    expect(onA[0]!.frames.at(-1)).toMatchObject({
      type: 'end',
      data: { reason: 'too_many_streams' },
    });
    expect(a.registry.size + b.registry.size).toBe(STREAMS_PER_PERSON);
    expect([...onA.slice(1), ...onB].some((client) => client.isEnded())).toBe(false);
    // The close request is never written to anyone's stream.
    for (const client of [...onA, ...onB]) {
      expect(client.frames.map((frame) => frame.type)).not.toContain('close_stream');
    }

    // Another person's streams are theirs alone.
    await connectReady(a.port, 'user=u2&channel=user:u2');
    expect(a.registry.size + b.registry.size).toBe(STREAMS_PER_PERSON + 1);
  });

  it('still hold each process to the limit when the shared store does not answer', async () => {
    const silent: StreamLeases = {
      take: async () => [],
      release: () => undefined,
      renew: () => undefined,
    };
    const [a] = await twoProcesses(silent);
    const clients: Client[] = [];
    for (let i = 0; i <= STREAMS_PER_PERSON; i++) {
      clients.push(await connectReady(a.port, 'user=u1&channel=user:u1'));
    }
    await clients[0]!.ended;
    expect(a.registry.size).toBe(STREAMS_PER_PERSON);
  });
});
