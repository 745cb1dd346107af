import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port';

// SIGTERM during a write load: the server stops taking connections, answers every request it
// had taken, closes the database and exits 0; every answered write is on disk.

/** One request on its own connection: its status, or the network error's code. */
function postJson(port: number, url: string, body: object): Promise<number | string> {
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    request.end(payload);
  });
}

describe('graceful shutdown', () => {
  it('answers what it took, keeps every answered write and exits 0 on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-sigterm-'));
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_FACTOR: '1000',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    try {
      for (let i = 0; i < 200; i++) {
        const up = await new Promise((resolve) =>
          http
            .get(`http://127.0.0.1:${port}/api/health`, (res) => resolve(res.statusCode === 200))
            .on('error', () => resolve(false)),
        );
        if (up) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }

      // Sign-ups: each one hashes a password (tens of ms), so some are in flight at SIGTERM.
      const answered: string[] = [];
      let answeredAfterSignal = 0;
      let signalled = Infinity;
      const failures: Array<number | string> = [];
      let stopAt = Infinity;
      const client = async (id: number) => {
        for (let i = 0; Date.now() < stopAt; i++) {
          const email = `load${id}x${i}@example.com`;
          const result = await postJson(port, '/api/auth/signup', {
            email,
            username: `load${id}x${i}`,
            password: 'secret-pass',
          });
          if (result === 201) {
            answered.push(email);
            if (Date.now() > signalled) answeredAfterSignal += 1;
          } else if (result === 503 || result === 'ECONNREFUSED') {
            // Told the server is going away (503, Connection: close), a client stops there,
            // as a load balancer would; once the port is closed, connections are refused.
            return;
          } else failures.push(result);
        }
      };
      const clients = Array.from({ length: 6 }, (_, id) => client(id));
      while (answered.length < 10) await new Promise((resolve) => setTimeout(resolve, 20));
      signalled = Date.now();
      server.kill('SIGTERM');
      stopAt = signalled + 5_000;
      await Promise.all(clients);
      const code = await exited;
      expect(Date.now() - signalled).toBeLessThan(10_000);
      expect(code).toBe(0);
      // Requests in flight at the signal were still answered.
      expect(answeredAfterSignal).toBeGreaterThan(0);
      // No reset connection, no error: each request was answered (201, or 503 while closing).
      expect(failures).toEqual([]);

      const db = new SqliteDatabase(path.join(dataDir, 'palengke.db'), { readonly: true });
      const stored = new Set(
        (db.prepare('select email from users').all() as Array<{ email: string }>).map(
          (row) => row.email,
        ),
      );
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      db.close();
      expect(answered.filter((email) => !stored.has(email))).toEqual([]);
    } finally {
      server.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
