import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { Delivery } from './cluster-bus.fixture';
import { percentile } from './live-test-support';

// A real primary and two workers (./cluster-bus.fixture.ts): worker 0 has two subscribers on
// post:a, worker 1 one on post:a and one on post:b.

const FIXTURE = fileURLToPath(new URL('./cluster-bus.fixture.ts', import.meta.url));

function runFixture(): Promise<Delivery[][]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = stdout.split('\n').find((entry) => entry.startsWith('RESULT '));
      if (code !== 0 || !line) {
        reject(new Error(`the fixture exited ${code}: ${stderr}`));
        return;
      }
      resolve(JSON.parse(line.slice('RESULT '.length)) as Delivery[][]);
    });
  });
}

describe('the cluster live bus (a primary and two workers)', () => {
  it('delivers to every worker exactly once, per channel, until unsubscribed', async () => {
    const [worker0, worker1] = await runFixture();
    const names = (deliveries: Delivery[], name: string) =>
      deliveries.filter((delivery) => delivery.name === name);
    const ids = (deliveries: Delivery[]) => deliveries.map((delivery) => delivery.id);
    const ticks = Array.from({ length: 200 }, (_, seq) => `w0-tick-${seq}`);

    // Worker 0 published the ticks: its own subscribers had each once (no echo from the
    // primary), in order, as did worker 1's.
    for (const [deliveries, name] of [
      [worker0!, 'w0a'],
      [worker0!, 'w0a2'],
    ] as const) {
      expect(ids(names(deliveries, name))).toEqual([
        ...ticks,
        'w1-from-w1-0',
        'w0-emoji-0',
        'w0-after-0',
      ]);
    }
    expect(ids(names(worker1!, 'w1a'))).toEqual([...ticks, 'w1-from-w1-0', 'w0-emoji-0']);
    expect(ids(names(worker1!, 'w1b'))).toEqual(['w1-only-b-0']);
    expect(worker0!.filter((delivery) => delivery.type === 'only-b')).toEqual([]);
    expect(names(worker1!, 'w1a').find((delivery) => delivery.type === 'emoji')?.textLength).toBe(
      4_000, // 2,000 emoji of two UTF-16 units
    );

    const crossProcess = names(worker1!, 'w1a')
      .filter((delivery) => delivery.type === 'tick')
      .map((delivery) => delivery.latencyMs);
    console.log(
      `[live latency] cluster, worker to worker through the primary: 200 messages, p50 ${percentile(
        crossProcess,
        50,
      ).toFixed(2)} ms, p95 ${percentile(crossProcess, 95).toFixed(2)} ms, max ${Math.max(
        ...crossProcess,
      ).toFixed(2)} ms`,
    );
  }, 60_000);
});
