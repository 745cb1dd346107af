import net from 'node:net';
import { ConfigError } from '../config';

/**
 * Stops the start with one sentence when the port is taken (a second `npm start`, another app
 * on 3000), before the database is opened or workers are forked. A newcomer otherwise met a
 * Node stack trace from deep inside the listen call, or a worker's crash as its primary saw it.
 * The server's own listen can still lose a race after this; that error says the same.
 */
export async function ensurePortFree(port: number, host: string): Promise<void> {
  const probe = net.createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      probe.once('error', reject);
      probe.listen({ port, host, exclusive: true }, resolve);
    });
  } catch (error) {
    if (isPortTaken(error)) throw portTaken(port);
    throw error;
  } finally {
    await new Promise((resolve) => probe.close(resolve));
  }
}

export function isPortTaken(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === 'EADDRINUSE' || code === 'EACCES';
}

export function portTaken(port: number): ConfigError {
  return new ConfigError(
    `Port ${port} is already in use (or not allowed): stop what is using it, or start on another port with PORT, e.g. PORT=${port + 1} npm start`,
  );
}
