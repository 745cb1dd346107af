import crypto from 'node:crypto';
import pg from 'pg';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { liveEventsMigration } from '../../db/migrations/0017-live-events';
import { dropDatabaseWhenIdle } from '../../db/pg-admin';
import { freshDatabase, migrate } from '../../test/migration-db';
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
import { createPostgresBus, MAX_NOTIFY_BYTES } from './postgres-bus';

// Two buses with their own connections stand for two processes, or two instances, on a
// database of this file's own, made with the live_events table and dropped after.

const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('the PostgreSQL live bus', () => {
  const name = `palengke_test_${crypto.randomBytes(6).toString('hex')}`;
  let databaseUrl: string;
  const opened: LiveBus[] = [];
  let instances = 0;

  const withAdmin = async <T>(url: string, run: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    await withAdmin(adminUrl!, (client) => client.query(`CREATE DATABASE ${name}`));
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    const handle = openDatabase({ databaseUrl, dataDir: '/nonexistent' });
    try {
      const { error } = await migrate(handle, {
        '0017-live-events': liveEventsMigration('postgres'),
      });
      if (error) throw error;
    } finally {
      await handle.close();
    }
  });

  afterAll(async () => {
    if (databaseUrl) await withAdmin(adminUrl!, (client) => dropDatabaseWhenIdle(client, name));
  });

  const open = async (logger = testLogger()) => {
    instances += 1;
    const bus = await createPostgresBus({
      databaseUrl,
      logger,
      applicationName: `palengke-live-test-${instances}`,
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
    expect(a.transport).toBe('postgres');
    await checkTwoProcesses(a, b);
  });

  it('carries messages too large for NOTIFY through the table, in order with the small ones', async () => {
    const a = await open();
    const b = await open();
    // 2,000 emoji of 4 bytes: 8,000 bytes before JSON, over the payload limit.
    const emoji = '🥭'.repeat(2_000);
    // 2,000 family emoji (7 code points each): 50 kB.
    const families = '👨‍👩‍👧‍👦'.repeat(2_000);
    expect(Buffer.byteLength(emoji)).toBeGreaterThan(MAX_NOTIFY_BYTES);
    const got: { bus: string; text: string }[] = [];
    for (const [bus, label] of [
      [a, 'a'],
      [b, 'b'],
    ] as const) {
      bus.subscribe('post:emoji', (message) =>
        got.push({ bus: label, text: (message.data as { text: string }).text }),
      );
    }
    await a.publish({ channel: 'post:emoji', type: 'chat', data: { text: emoji } });
    await a.publish({ channel: 'post:emoji', type: 'chat', data: { text: 'small after' } });
    await a.publish({ channel: 'post:emoji', type: 'chat', data: { text: families } });
    await a.publish({ channel: 'post:emoji', type: 'chat', data: { text: 'small last' } });
    await until(() => got.length === 8);
    await sleep(150);
    for (const label of ['a', 'b']) {
      expect(got.filter((entry) => entry.bus === label).map((entry) => entry.text)).toEqual([
        emoji,
        'small after',
        families,
        'small last',
      ]);
    }
    const stored = await withAdmin(databaseUrl, (client) =>
      client.query<{ n: number }>('select count(*)::int as n from live_events'),
    );
    expect(stored.rows[0]!.n).toBe(2);
  });

  it('listens again after its connection was cut, and says so in the log', async () => {
    const logger = testLogger();
    const a = await open();
    const b = await open(logger);
    const got = new Received();
    got.listen(b, 'post:reconnect', 'b');
    const cut = await withAdmin(databaseUrl, (client) =>
      client.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [`palengke-live-test-${instances}`],
      ),
    );
    expect(cut.rowCount).toBe(1);
    await until(() => logger.warn.mock.calls.length > 0);
    for (let i = 0; got.of('b').length === 0; i++) {
      if (i > 200) throw new Error('never heard again');
      await a.publish({ channel: 'post:reconnect', type: 'probe', data: { id: i } });
      await sleep(25);
    }
    await a.publish({ channel: 'post:reconnect', type: 'chat', data: { id: 'after' } });
    await until(() => got.of('b').includes('chat:after'));
    await sleep(100);
    expect(got.of('b').filter((entry) => entry === 'chat:after')).toHaveLength(1);
    expect(logger.info).toHaveBeenCalledWith('live events: LISTENing on PostgreSQL again');
  });

  it('measures the latency from one process to another', async () => {
    const a = await open();
    const b = await open();
    await measureLatency(a, b, 'PostgreSQL, between two connections');
    const big = '🥭'.repeat(2_000);
    const seen: number[] = [];
    const started: number[] = [];
    b.subscribe('post:big-latency', () => seen.push(performance.now()));
    for (let i = 0; i < 50; i++) {
      started.push(performance.now());
      await a.publish({ channel: 'post:big-latency', type: 'chat', data: { text: big } });
      await until(() => seen.length === i + 1);
    }
    const latencies = seen.map((at, i) => at - started[i]!).sort((x, y) => x - y);
    console.log(
      `[live latency] PostgreSQL, 2,000-emoji messages through the table: 50 messages, p95 ${latencies[
        Math.ceil(0.95 * latencies.length) - 1
      ]!.toFixed(2)} ms`,
    );
  });

  it('is the transport chosen with DATABASE_URL and no REDIS_URL', async () => {
    const bus = await createLiveBus({ redisUrl: undefined, databaseUrl, logger: testLogger() });
    opened.push(bus);
    expect(bus.transport).toBe('postgres');
  });
});

describe('the live_events migration', () => {
  it('makes the same table on SQLite, which no transport uses', async () => {
    const { handle, cleanup } = await freshDatabase('sqlite');
    try {
      const { error } = await migrate(handle, {
        '0017-live-events': liveEventsMigration('sqlite'),
      });
      expect(error).toBeUndefined();
      await sql`insert into live_events (payload, created_at) values ('x', '2025-01-01')`.execute(
        handle.db,
      );
      const { rows } = await sql<{ id: number }>`select id from live_events`.execute(handle.db);
      expect(rows).toEqual([{ id: 1 }]);
    } finally {
      await handle.close();
      await cleanup();
    }
  });
});
