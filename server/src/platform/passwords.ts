import { hash, verify } from '@node-rs/argon2';

/** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

// argon2id with OWASP's second recommended setting (19 MiB, 2 iterations, 1 lane).
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** A hash of nothing anyone knows, verified against when the email is unknown, so that a
 * wrong email costs the same time as a wrong password and reveals no account. */
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null, password: string) {
  if (storedHash === null) {
    decoyHash ??= hashPassword('palengke-decoy-password');
    await verify(await decoyHash, password);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
