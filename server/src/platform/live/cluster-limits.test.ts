import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STREAMS_PER_PERSON } from '../../features/live/streams';
import { LeaseTable } from './stream-leases';

// The live limits kept by the cluster's primary: a real primary and two workers
// (./cluster-limits.fixture.ts), each worker with its stream registry on a real HTTP server.

const FIXTURE = fileURLToPath(new URL('./cluster-limits.fixture.ts', import.meta.url));

interface Result {
  sizesAtLimit: number[];
  sizesAfter: number[];
  first: { worker: number; ended: boolean; lastEvent: string };
  othersEnded: number;
  typing: boolean[];
  otherKey: boolean;
}

function runFixture(): Promise<Result> {
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
      resolve(JSON.parse(line.slice('RESULT '.length)) as Result);
    });
  });
}

describe('the live limits through the cluster’s primary (two workers)', () => {
  it(`hold a person to ${STREAMS_PER_PERSON} streams and "typing" to one per interval`, async () => {
    const result = await runFixture();
    expect(result.sizesAtLimit).toEqual([6, STREAMS_PER_PERSON - 6]);
    // The eleventh opened on worker 1; the oldest, on worker 0, was closed there.
    expect(result.first).toEqual({
      worker: 0,
      ended: true,
      lastEvent: 'end:{"reason":"too_many_streams"}',
    });
    expect(result.othersEnded).toBe(0);
    expect(result.sizesAfter).toEqual([5, STREAMS_PER_PERSON - 5]);
    expect(result.typing.filter(Boolean)).toHaveLength(1);
    expect(result.otherKey).toBe(true);
  }, 120_000);
});

describe('the lease table', () => {
  it('gives back the oldest past the limit, and forgets leases nobody renews', () => {
    const table = new LeaseTable(1_000);
    const lease = (streamId: string, openedAt: number) => ({ userId: 'u1', streamId, openedAt });
    expect(table.take(lease('b', 20), 2, 0)).toEqual([]);
    expect(table.take(lease('a', 10), 2, 0)).toEqual([]);
    expect(table.take(lease('c', 30), 2, 0)).toEqual(['a']);
    expect(table.take({ userId: 'u2', streamId: 'x', openedAt: 5 }, 2, 0)).toEqual([]);
    table.release(lease('b', 20));
    expect(table.size).toBe(2);

    expect(table.take(lease('y', 35), 2, 0)).toEqual([]);
    // c is renewed, y is not (its process died): y's lease is gone by 1,500, c's is not.
    table.renew([lease('c', 30)], 900);
    expect(table.take(lease('d', 40), 2, 1_500)).toEqual([]);
    expect(table.take(lease('e', 50), 2, 1_500)).toEqual(['c']);
    table.prune(5_000);
    expect(table.size).toBe(0);
  });
});
