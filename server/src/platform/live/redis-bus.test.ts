import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveBus } from './bus';
import { createLiveBus } from './choose-bus';
import {
  checkTwoProcesses,
  measureLatency,
  Received,
  sleep,
  testLogger,
  until,
} from './live-test-support';
import { createRedisBus } from './redis-bus';

// Two buses with their own connections stand for two processes, or two instances. Each run
// has its own Redis channel and connection names: parallel runs on one Redis never meet.

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('the Redis live bus', () => {
  const run = crypto.randomBytes(6).toString('hex');
  const redisChannel = `palengke:live:test:${run}`;
  const opened: LiveBus[] = [];
  let instances = 0;

  const open = async (logger = testLogger()) => {
    instances += 1;
    const bus = await createRedisBus({
      redisUrl: redisUrl!,
      logger,
      redisChannel,
      connectionName: `palengke-live-test-${run}-${instances}`,
    });
    opened.push(bus);
    return bus;
  };

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((bus) => bus.close()));
  });

  it('delivers to both processes exactly once, per channel, until unsubscribed', async () => {
    const a = await open();
    const b = await open();
    expect(a.transport).toBe('redis');
    await checkTwoProcesses(a, b);
  });

  it('carries a message of 2,000 emoji whole', async () => {
    const a = await open();
    const b = await open();
    const text = '🥭👨‍👩‍👧‍👦'.repeat(1_000);
    const seen: string[] = [];
    b.subscribe('post:emoji', (message) => seen.push((message.data as { text: string }).text));
    await a.publish({ channel: 'post:emoji', type: 'chat', data: { text } });
    await until(() => seen.length === 1);
    expect(seen[0]).toBe(text);
  });

  it('hears again after its subscribed connection was cut', async () => {
    const logger = testLogger();
    const a = await open();
    const b = await open(logger);
    const got = new Received();
    got.listen(b, 'post:reconnect', 'b');
    const admin = new Redis(redisUrl!);
    try {
      const clients = (await admin.client('LIST')) as string;
      const line = clients
        .split('\n')
        .find((entry) => entry.includes(` name=palengke-live-test-${run}-${instances}-sub `));
      const id = line?.match(/^id=(\d+)/)?.[1];
      expect(id).toBeDefined();
      await admin.client('KILL', 'ID', id!);
    } finally {
      await admin.quit();
    }
    // Until ioredis has re-subscribed, the probes are not heard; then each is heard once.
    for (let i = 0; got.of('b').length === 0; i++) {
      if (i > 200) throw new Error('never heard again');
      await a.publish({ channel: 'post:reconnect', type: 'probe', data: { id: i } });
      await sleep(25);
    }
    await a.publish({ channel: 'post:reconnect', type: 'chat', data: { id: 'after' } });
    await until(() => got.of('b').includes('chat:after'));
    await sleep(100);
    expect(got.of('b').filter((entry) => entry === 'chat:after')).toHaveLength(1);
    expect(logger.warn).toHaveBeenCalled();
  });

  it('measures the latency from one process to another', async () => {
    const a = await open();
    const b = await open();
    const { p95 } = await measureLatency(a, b, 'Redis, between two connections');
    expect(p95).toBeLessThan(5_000);
  });

  it('is the transport chosen when REDIS_URL is set, even with DATABASE_URL', async () => {
    const bus = await createLiveBus({
      redisUrl,
      databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
      logger: testLogger(),
    });
    opened.push(bus);
    expect(bus.transport).toBe('redis');
  });
});
