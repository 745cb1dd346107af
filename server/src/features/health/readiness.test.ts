import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTcpProxy } from '../../test/tcp-proxy';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';

// GET /api/health/ready: 200 only when every dependency answers; 503 naming what failed, when
// a server's PostgreSQL or Redis goes away (a relay in front of the real one is closed).

const redisUrl = process.env.TEST_REDIS_URL;

const ready = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/health/ready' });

describe.each(testEngines)('readiness on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => t?.close());

  it('answers 200 when the database answers', async () => {
    const res = await ready(t);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it.skipIf(!redisUrl)('answers 503 naming Redis when the Redis it uses goes away', async () => {
    const target = new URL(redisUrl!);
    const relay = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
    const withRedis = await createTestApp(engine, { redisUrl: `redis://127.0.0.1:${relay.port}` });
    try {
      expect((await ready(withRedis)).json()).toEqual({
        status: 'ready',
        checks: { database: 'ok', redis: 'ok' },
      });
      await relay.close();
      const res = await ready(withRedis);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: 'Not ready: redis not answering.',
        code: 'not_ready',
        checks: { database: 'ok', redis: 'failed' },
      });
      // The driver's error (address, port) is for the log, never for whoever asks.
      expect(res.body).not.toContain('127.0.0.1');
      expect(res.body).not.toContain(String(relay.port));
      // Liveness is not readiness: the process itself is fine.
      expect((await withRedis.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await withRedis.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('readiness without PostgreSQL', () => {
  it('answers 503 naming the database when the PostgreSQL it uses goes away', async () => {
    const admin = new URL(process.env.TEST_DATABASE_URL!);
    const relay = await startTcpProxy({ host: admin.hostname, port: Number(admin.port || 5432) });
    const direct = await createTestApp('postgres');
    // A second server on the same database, reaching it through the relay.
    const viaRelay = new URL(direct.config.databaseUrl!);
    viaRelay.host = `127.0.0.1:${relay.port}`;
    const second = await createTestApp('sqlite', { databaseUrl: viaRelay.toString() });
    try {
      expect((await ready(second)).statusCode).toBe(200);
      await relay.close();
      const res = await ready(second);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        code: 'not_ready',
        error: 'Not ready: database not answering.',
        checks: { database: 'failed' },
      });
      expect(res.body).not.toMatch(/127\.0\.0\.1|postgres|ECONN|palengke_test/);
    } finally {
      await second.app.close().catch(() => undefined);
      await direct.close();
    }
  });
});
