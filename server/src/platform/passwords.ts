import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { limitConcurrency } from './concurrency';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

// argon2id with OWASP's second recommended setting (19 MiB, 2 iterations, 1 lane).
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * How many argon2 hashes may run at once. Each takes a thread of libuv's pool (4 threads
 * unless UV_THREADPOOL_SIZE says otherwise) and a core for tens of milliseconds, and the pool
 * also compresses responses and reads files: 200 people logging in at once used to take every
 * thread, and every compressed answer waited seconds behind them (issue 13). Logins now queue
 * here instead, leaving two threads and a core for everything else.
 */
export const ARGON2_CONCURRENCY = Math.max(
  1,
  Math.min(os.availableParallelism() - 1, (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 2),
);
const limited = limitConcurrency(ARGON2_CONCURRENCY);

export const hashPassword = (password: string) => limited(() => hash(password, OPTIONS));
const verifyHash = (storedHash: string, password: string) =>
  limited(() => verify(storedHash, password));

/** A hash of nothing anyone knows, verified against when the email is unknown, so that a
 * wrong email costs the same time as a wrong password and reveals no account. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string) {
  if (storedHash === null) {
    decoyHash ??= hashPassword('palengke-decoy-password');
    await verifyHash(await decoyHash, password);
    return false;
  }
  try {
    return await verifyHash(storedHash, password);
  } catch {
    return false;
  }
}
