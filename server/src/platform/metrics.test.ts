import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, testEngines, type TestApp } from '../test/test-app';
import { watchEventLoop } from './event-loop';

// GET /metrics: off without METRICS_TOKEN, behind its bearer token with it, and what it tells.

const TOKEN = 'metrics-token-for-tests-0123456789';

describe.each(testEngines)('metrics on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine, { metricsToken: TOKEN });
  });
  afterAll(async () => t?.close());

  const scrape = (token?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('answers 401 without the token or with another one', async () => {
    for (const token of [undefined, 'wrong-token-wrong-token-wrong']) {
      const res = await scrape(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'A valid metrics token is needed.',
        code: 'unauthorized',
      });
      expect(res.body).not.toContain('palengke_');
    }
  });

  it('reports requests by route, the process, the database, jobs and the outbox', async () => {
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/posts/no-such-post' });
    await t.app.jobs.find((job) => job.name === 'expire-sessions')!.run();
    const res = await scrape(TOKEN);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      /palengke_http_requests_total\{method="GET",route="\/api\/health",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /palengke_http_requests_total\{method="GET",route="\/api\/posts\/:id",status="404"\} 1/,
    );
    expect(text).toContain('palengke_http_request_duration_seconds_bucket');
    expect(text).toMatch(/palengke_process_resident_memory_bytes \d+/);
    expect(text).toMatch(/palengke_nodejs_heap_size_used_bytes \d+/);
    expect(text).toMatch(/palengke_nodejs_eventloop_lag_p99_seconds [\d.e-]+/);
    expect(text).toMatch(/palengke_db_query_duration_seconds_count [1-9]/);
    expect(text).toContain('# TYPE palengke_outbox_events gauge');
    expect(text).toContain('# TYPE palengke_job_runs_total counter');
    expect(text).toContain('# TYPE palengke_notifications_total counter');
    if (engine === 'postgres')
      expect(text).toMatch(/palengke_db_pool_connections\{state="total"\} \d+/);
  });

  it('is not there at all without METRICS_TOKEN', async () => {
    const off = await createTestApp(engine);
    try {
      const res = await off.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('event-loop delay', () => {
  const holdLoop = (ms: number) => {
    const until = performance.now() + ms;
    while (performance.now() < until) {
      // Synchronous work, as a slow query or a huge JSON body would be.
    }
  };

  it('warns with the delay when the loop was held up past the threshold', async () => {
    const warn = vi.fn();
    const stop = watchEventLoop({ warn }, { thresholdMs: 60, everyMs: 300 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 50));
      holdLoop(150);
      await vi.waitFor(() => expect(warn).toHaveBeenCalled(), { timeout: 2_000 });
      const [details, message] = warn.mock.calls[0]!;
      expect(details.eventLoopDelayMs.max).toBeGreaterThan(60);
      expect(message).toMatch(/^the event loop was held up for [\d.]+ ms \(over 60 ms\)/);
    } finally {
      stop();
    }
  });

  it('stays quiet while the loop keeps up', async () => {
    const warn = vi.fn();
    const stop = watchEventLoop({ warn }, { thresholdMs: 1_000, everyMs: 100 });
    await new Promise((resolve) => setTimeout(resolve, 350));
    stop();
    expect(warn).not.toHaveBeenCalled();
  });
});
