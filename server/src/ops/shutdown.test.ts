import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port';
import { createTestDatabase, testEngines } from '../test/test-app';

// SIGTERM during a write load: the server stops taking connections, answers every request it
// had taken, closes the database and exits 0; every answered write is on disk. A request whose
// headers came before the signal is answered even when its body arrives after it (issue 21).

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

interface RunningServer {
  port: number;
  dataDir: string;
  server: ChildProcess;
  exited: Promise<number | null>;
}

/** The server as `npm run dev` runs it (WORKERS defaults to the CPUs: a cluster here). */
async function startServer(databaseUrl?: string): Promise<RunningServer> {
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
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  // A cold tsx start on a busy two-core machine can take a while.
  for (let i = 0; i < 400; i++) {
    const up = await new Promise((resolve) =>
      http
        .get(`http://127.0.0.1:${port}/api/health`, (res) => resolve(res.statusCode === 200))
        .on('error', () => resolve(false)),
    );
    if (up) return { port, dataDir, server, exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill('SIGKILL');
  throw new Error('the server did not start within 40 s');
}

/**
 * A sign-up sent as a slow phone sends it: the headers and half the body now, the rest when
 * `finish` is called. Resolves with the raw answer once the server has answered and closed.
 */
function halfSentSignup(port: number, name: string) {
  const body = JSON.stringify({
    email: `${name}@example.com`,
    username: name,
    password: 'secret-pass',
  });
  const socket = net.connect({ host: '127.0.0.1', port });
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const answered = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(answer));
    socket.on('error', (error) => resolve(`error ${error.message}`));
  });
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST /api/auth/signup HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
  );
  return {
    answered,
    finish: () => socket.write(body.slice(half)),
  };
}

const statusOf = (raw: string) => Number(raw.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);

describe('graceful shutdown', () => {
  it('answers what it took, keeps every answered write and exits 0 on SIGTERM', async () => {
    const { port, dataDir, server, exited } = await startServer();
    try {
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

  it.each(testEngines)(
    'finishes requests whose headers came before SIGTERM, however slowly their body arrives (%s)',
    async (engine) => {
      const database = engine === 'postgres' ? await createTestDatabase() : undefined;
      const { port, dataDir, server, exited } = await startServer(database?.url);
      try {
        const slow = [halfSentSignup(port, 'slowphone1'), halfSentSignup(port, 'slowphone2')];
        // The headers are read and the requests begun before the signal.
        await new Promise((resolve) => setTimeout(resolve, 500));
        server.kill('SIGTERM');
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        // A request that starts after the signal is turned away politely.
        const late = halfSentSignup(port, 'latecomer');
        late.finish();
        for (const request of slow) request.finish();
        const answers = await Promise.all(slow.map((request) => request.answered));
        expect(answers.map(statusOf)).toEqual([201, 201]);
        const lateAnswer = await late.answered;
        // 503 while draining, or refused once the port has closed.
        expect(lateAnswer.startsWith('HTTP/1.1 503') || lateAnswer.startsWith('error')).toBe(true);
        expect(await exited).toBe(0);
        expect(await slowPhoneAccounts(dataDir, database?.url)).toBe(2);
      } finally {
        server.kill('SIGKILL');
        fs.rmSync(dataDir, { recursive: true, force: true });
        await database?.drop();
      }
    },
    60_000,
  );
});

/** How many of the slow phones' sign-ups were stored, in whichever database the server used. */
async function slowPhoneAccounts(dataDir: string, databaseUrl: string | undefined) {
  const query = "select email from users where email like 'slowphone%'";
  if (!databaseUrl) {
    const db = new SqliteDatabase(path.join(dataDir, 'palengke.db'), { readonly: true });
    const rows = db.prepare(query).all();
    db.close();
    return rows.length;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(query)).rowCount;
  } finally {
    await client.end();
  }
}
