import { performance } from 'node:perf_hooks';
import { expect, vi } from 'vitest';
import type { LiveBus, LiveLogger, LiveMessage } from './bus';

// What the tests of every transport share: two buses standing for two processes (or two
// instances), the same checks of exactly-once delivery, and a latency measure.

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until(check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(5);
  }
}

export function testLogger() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies LiveLogger;
}

/** What each named subscriber received, as `type:data.id` strings. */
export class Received {
  readonly by = new Map<string, string[]>();

  listen(bus: LiveBus, channel: string, name: string): () => void {
    this.by.set(name, this.by.get(name) ?? []);
    return bus.subscribe(channel, (message: LiveMessage) => {
      const data = message.data as { id?: unknown };
      this.by.get(name)!.push(`${message.type}:${String(data?.id)}`);
    });
  }

  of(name: string): string[] {
    return this.by.get(name) ?? [];
  }

  get total(): number {
    let total = 0;
    for (const list of this.by.values()) total += list.length;
    return total;
  }
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

const unique = () => Math.random().toString(36).slice(2, 10);

/**
 * The contract every transport keeps, with `a` and `b` as two processes: a message reaches
 * every subscriber of its channel in both exactly once (the publisher's own included), no other
 * channel, and no subscriber after it unsubscribed.
 */
export async function checkTwoProcesses(a: LiveBus, b: LiveBus, settleMs = 150) {
  const run = unique();
  const post = `post:${run}`;
  const other = `post:${run}-other`;
  const user = `user:${run}`;
  const got = new Received();
  got.listen(a, post, 'a1');
  got.listen(a, post, 'a2');
  got.listen(a, user, 'aUser');
  const offB = got.listen(b, post, 'b1');
  got.listen(b, other, 'bOther');

  await a.publish({ channel: post, type: 'chat', data: { id: 'from-a' } });
  await b.publish({ channel: post, type: 'chat', data: { id: 'from-b' } });
  await b.publish({ channel: other, type: 'chat', data: { id: 'other' } });
  await a.publish({ channel: user, type: 'notice', data: { id: 'to-user' } });
  await until(() => got.total >= 8);
  await sleep(settleMs); // an echo delivered twice would arrive by now
  expect(got.of('a1').sort()).toEqual(['chat:from-a', 'chat:from-b']);
  expect(got.of('a2').sort()).toEqual(['chat:from-a', 'chat:from-b']);
  expect(got.of('b1').sort()).toEqual(['chat:from-a', 'chat:from-b']);
  expect(got.of('bOther')).toEqual(['chat:other']);
  expect(got.of('aUser')).toEqual(['notice:to-user']);

  offB();
  offB(); // twice is harmless
  await a.publish({ channel: post, type: 'chat', data: { id: 'after' } });
  await b.publish({ channel: post, type: 'chat', data: { id: 'after-b' } });
  await until(() => got.of('a1').length === 4);
  await sleep(settleMs);
  expect(got.of('a1').slice(2).sort()).toEqual(['chat:after', 'chat:after-b']);
  expect(got.of('a2').slice(2).sort()).toEqual(['chat:after', 'chat:after-b']);
  expect(got.of('b1')).toHaveLength(2);
  expect(got.of('bOther')).toHaveLength(1);
  expect(got.of('aUser')).toHaveLength(1);
}

/**
 * Publishes `count` messages from `from`, one at a time, each timed until `to` has it; logs
 * and returns the percentiles. Nothing is asserted about the timing.
 */
export async function measureLatency(from: LiveBus, to: LiveBus, label: string, count = 200) {
  const channel = `post:${unique()}-latency`;
  let arrivedAt = 0;
  let arrived = -1;
  const off = to.subscribe(channel, (message) => {
    arrived = (message.data as { seq: number }).seq;
    arrivedAt = performance.now();
  });
  const latencies: number[] = [];
  for (let seq = 0; seq < count; seq++) {
    const sentAt = performance.now();
    await from.publish({ channel, type: 'chat', data: { seq, text: 'Kumusta, available pa?' } });
    await until(() => arrived === seq, 5_000);
    latencies.push(arrivedAt - sentAt);
  }
  off();
  const result = {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    max: Math.max(...latencies),
  };
  console.log(
    `[live latency] ${label}: ${count} messages, p50 ${result.p50.toFixed(2)} ms, p95 ${result.p95.toFixed(2)} ms, max ${result.max.toFixed(2)} ms`,
  );
  return result;
}
