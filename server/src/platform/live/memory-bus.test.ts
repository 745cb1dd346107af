import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { encodeWire, LiveEndpoint, readWireHeader, type LiveMessage } from './bus';
import { createLiveBus } from './choose-bus';
import { createMemoryBus } from './memory-bus';
import { measureLatency, Received, testLogger } from './live-test-support';

describe('the memory live bus (one process)', () => {
  it('delivers to each subscriber of the channel once, and stops after unsubscribe', async () => {
    const bus = createMemoryBus({ logger: testLogger() });
    const got = new Received();
    got.listen(bus, 'post:1', 'first');
    const offSecond = got.listen(bus, 'post:1', 'second');
    got.listen(bus, 'post:2', 'otherPost');
    got.listen(bus, 'user:1', 'user');

    await bus.publish({ channel: 'post:1', type: 'chat', data: { id: 'm1' } });
    expect(got.of('first')).toEqual(['chat:m1']);
    expect(got.of('second')).toEqual(['chat:m1']);
    expect(got.of('otherPost')).toEqual([]);
    expect(got.of('user')).toEqual([]);

    offSecond();
    offSecond();
    await bus.publish({ channel: 'post:1', type: 'chat', data: { id: 'm2' } });
    expect(got.of('first')).toEqual(['chat:m1', 'chat:m2']);
    expect(got.of('second')).toEqual(['chat:m1']);
    expect(bus.subscriberCount).toBe(3);
    await bus.close();
  });

  it('calls one function subscribed twice twice, and each unsubscribe removes one', async () => {
    const bus = createMemoryBus({ logger: testLogger() });
    const calls: string[] = [];
    const listener = (message: LiveMessage) => calls.push(message.type);
    const off1 = bus.subscribe('post:1', listener);
    bus.subscribe('post:1', listener);
    await bus.publish({ channel: 'post:1', type: 'a', data: null });
    off1();
    await bus.publish({ channel: 'post:1', type: 'b', data: null });
    expect(calls).toEqual(['a', 'a', 'b']);
  });

  it('goes on to the other listeners when one throws or rejects, and logs it', async () => {
    const logger = testLogger();
    const bus = createMemoryBus({ logger });
    const got = new Received();
    got.listen(bus, 'post:1', 'before');
    bus.subscribe('post:1', () => {
      throw new Error('a stream closed under us');
    });
    bus.subscribe('post:1', async () => {
      throw new Error('an async listener failed');
    });
    got.listen(bus, 'post:1', 'after');
    await bus.publish({ channel: 'post:1', type: 'chat', data: { id: 'm1' } });
    expect(got.of('before')).toEqual(['chat:m1']);
    expect(got.of('after')).toEqual(['chat:m1']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(logger.error).toHaveBeenCalledTimes(2);
  });

  it('gives listeners the message as JSON carries it, the same copy in every process', async () => {
    const bus = createMemoryBus({ logger: testLogger() });
    const seen: LiveMessage[] = [];
    bus.subscribe('post:1', (message) => seen.push(message));
    const data = { at: new Date('2025-01-02T03:04:05.000Z'), gone: undefined, list: [1] };
    await bus.publish({ channel: 'post:1', type: 'chat', data });
    data.list.push(2);
    expect(seen[0]).toEqual({
      channel: 'post:1',
      type: 'chat',
      data: { at: '2025-01-02T03:04:05.000Z', list: [1] },
    });
  });

  it('does not give a subscription made while a message is delivered that message', async () => {
    const bus = createMemoryBus({ logger: testLogger() });
    const got = new Received();
    bus.subscribe('post:1', () => {
      if (!got.by.has('late')) got.listen(bus, 'post:1', 'late');
    });
    await bus.publish({ channel: 'post:1', type: 'chat', data: { id: 'm1' } });
    await bus.publish({ channel: 'post:1', type: 'chat', data: { id: 'm2' } });
    expect(got.of('late')).toEqual(['chat:m2']);
  });

  it('refuses bad channel names, and everything once closed', async () => {
    const bus = createMemoryBus({ logger: testLogger() });
    expect(() => bus.subscribe('', () => undefined)).toThrow(/channel/);
    expect(() => bus.subscribe('a\nb', () => undefined)).toThrow(/channel/);
    expect(() => bus.subscribe('x'.repeat(201), () => undefined)).toThrow(/channel/);
    await expect(bus.publish({ channel: '', type: 'chat', data: null })).rejects.toThrow();
    await bus.close();
    await expect(bus.publish({ channel: 'post:1', type: 'chat', data: null })).rejects.toThrow(
      /closed/,
    );
    expect(() => bus.subscribe('post:1', () => undefined)).toThrow(/closed/);
  });

  it('keeps 5,000 idle subscribers cheap, and a message touches only its channel', async () => {
    const bus = createMemoryBus({ logger: testLogger() });
    const calls = new Int32Array(5_000);
    globalThis.gc?.();
    const heapBefore = process.memoryUsage().heapUsed;
    const subscribeStart = performance.now();
    const offs = Array.from({ length: 5_000 }, (_, i) =>
      bus.subscribe(`user:${String(i).padStart(36, '0')}`, () => void (calls[i] = calls[i]! + 1)),
    );
    const subscribeMs = performance.now() - subscribeStart;
    const heapAfter = process.memoryUsage().heapUsed;
    expect(bus.subscriberCount).toBe(5_000);

    const publishStart = performance.now();
    for (let round = 0; round < 1_000; round++) {
      await bus.publish({
        channel: `user:${String(1234).padStart(36, '0')}`,
        type: 'ping',
        data: {},
      });
    }
    const publishMs = (performance.now() - publishStart) / 1_000;
    expect(calls[1234]).toBe(1_000);
    expect(calls.reduce((sum, n) => sum + n, 0)).toBe(1_000);

    offs.forEach((off) => off());
    expect(bus.subscriberCount).toBe(0);
    console.log(
      `[live memory] 5,000 subscriptions: ${subscribeMs.toFixed(1)} ms to make, about ${Math.round(
        (heapAfter - heapBefore) / 1024,
      )} KiB of heap; a publish among them ${(publishMs * 1000).toFixed(1)} µs`,
    );
  });

  it('measures its latency', async () => {
    const bus = createMemoryBus({ logger: testLogger() });
    await measureLatency(bus, bus, 'memory, same process');
  });
});

describe('the wire form', () => {
  it('reads the header without the body, and refuses what is not a wire', () => {
    const wire = encodeWire('abc123', { channel: 'post:1', type: 'chat', data: { t: 'a\nb' } });
    expect(readWireHeader(wire)).toEqual({ origin: 'abc123', channel: 'post:1', bodyAt: 14 });
    expect(readWireHeader('no header')).toBeUndefined();
    expect(readWireHeader('\npost:1\n{}')).toBeUndefined();
    expect(readWireHeader('abc\n\n{}')).toBeUndefined();
  });

  it('drops its own echo and messages for channels it has no subscriber for', () => {
    const logger = testLogger();
    const here = new LiveEndpoint(logger);
    const elsewhere = new LiveEndpoint(logger);
    const got: string[] = [];
    here.subscribe('post:1', (message) => got.push(message.type));
    const own = here.publishHere({ channel: 'post:1', type: 'own', data: null });
    here.receive(own);
    here.receive(elsewhere.publishHere({ channel: 'post:1', type: 'remote', data: null }));
    here.receive(elsewhere.publishHere({ channel: 'post:2', type: 'other', data: null }));
    here.receive(`${elsewhere.origin}\npost:1\nnot json`);
    here.receive('garbage');
    expect(got).toEqual(['own', 'remote']);
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });
});

describe('choosing the transport', () => {
  it('is memory in a lone process without Redis or PostgreSQL', async () => {
    const bus = await createLiveBus({
      redisUrl: undefined,
      databaseUrl: undefined,
      logger: testLogger(),
    });
    expect(bus.transport).toBe('memory');
    await bus.close();
  });

  it('refuses the cluster transport outside a worker of node:cluster', async () => {
    await expect(
      createLiveBus({
        redisUrl: undefined,
        databaseUrl: undefined,
        clustered: true,
        logger: testLogger(),
      }),
    ).rejects.toThrow(/worker/);
  });
});
