import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../test/free-port';

// The real server (server/src/main.ts) in its own process tree, as `npm start` runs it, with
// its JSON log read line by line: each line names the process (pid) that wrote it.

interface LogLine {
  pid: number;
  msg: string;
  role?: string;
  req?: { url: string };
}

interface Server {
  child: ChildProcess;
  port: number;
  lines: LogLine[];
  exited: Promise<number | null>;
  dataDir: string;
}

const running: Server[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs = 40_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(50);
  }
}

function startServer(env: Record<string, string>, port?: number): Promise<Server> {
  return (async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-cluster-'));
    const chosen = port ?? (await freePort());
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      env: {
        ...process.env,
        PORT: String(chosen),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines: LogLine[] = [];
    let rest = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      const text = rest + chunk.toString();
      const complete = text.split('\n');
      rest = complete.pop()!;
      for (const line of complete) {
        if (line.startsWith('{')) lines.push(JSON.parse(line) as LogLine);
      }
    });
    child.stderr!.resume();
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const server = { child, port: chosen, lines, exited, dataDir };
    running.push(server);
    return server;
  })();
}

const listeningPids = (server: Server) =>
  server.lines.filter((line) => line.msg.startsWith('Server listening')).map((line) => line.pid);

/** One request on its own connection, so that the primary hands each to the next worker. */
function request(port: number, method: string, url: string, body?: object) {
  return new Promise<number>((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method,
        agent: false,
        headers: payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : {},
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`${method} ${url}: no answer in 10 s`)));
    req.end(payload);
  });
}

function getText(port: number, url: string, token: string) {
  return new Promise<string>((resolve, reject) => {
    http
      .get(
        { host: '127.0.0.1', port, path: url, headers: { authorization: `Bearer ${token}` } },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (text += chunk));
          res.on('end', () => resolve(text));
        },
      )
      .on('error', reject);
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterEach(() => {
  for (const server of running.splice(0)) {
    server.child.kill('SIGKILL');
    for (const pid of new Set(listeningPids(server))) if (alive(pid)) process.kill(pid, 'SIGKILL');
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
});

describe('WORKERS processes', () => {
  it('share rate limits, run each job once, replace a dead worker and drain on SIGTERM', async () => {
    const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-cluster-backups-'));
    try {
      const server = await startServer({
        WORKERS: '2',
        BACKUP_DIR: backups,
        METRICS_TOKEN: 'cluster-test-metrics-token',
      });
      await until(() => server.lines.some((line) => line.msg.startsWith('Palengke is serving')));
      const workers = [...new Set(listeningPids(server))];
      expect(workers).toHaveLength(2);
      expect(workers).not.toContain(server.child.pid);

      // Three reset emails per account per 15 minutes, whichever process answers: one count.
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        statuses.push(
          await request(server.port, 'POST', '/api/auth/password/forgot', {
            email: 'someone@example.com',
          }),
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
      const answeredBy = new Set(
        server.lines
          .filter((line) => line.req?.url === '/api/auth/password/forgot')
          .map((line) => line.pid),
      );
      // Both workers answered some: with a count per process neither would have reached 4.
      expect(answeredBy.size).toBe(2);
      // GET /metrics, answered by one worker, counts the requests both answered.
      const metrics = await getText(server.port, '/metrics', 'cluster-test-metrics-token');
      const forgot = (status: number) =>
        metrics.match(
          new RegExp(
            `palengke_http_requests_total\\{method="POST",route="/api/auth/password/forgot",status="${status}"\\} (\\d+)`,
          ),
        )?.[1];
      expect([forgot(200), forgot(429)]).toEqual(['3', '3']);

      // The jobs run 5 s after start, in one worker only: one daily backup, not one per worker.
      await until(() => server.lines.some((line) => line.msg === 'daily backup written'));
      await sleep(1_500);
      const backupsWritten = server.lines.filter((line) => line.msg === 'daily backup written');
      expect(backupsWritten).toHaveLength(1);
      const jobsWorker = backupsWritten[0]!.pid;

      // A worker killed outright is replaced, and the two answer again.
      const webWorker = workers.find((pid) => pid !== jobsWorker)!;
      process.kill(webWorker, 'SIGKILL');
      await until(() => new Set(listeningPids(server)).size === 3);
      const replacement = listeningPids(server).find((pid) => !workers.includes(pid))!;
      expect(alive(replacement)).toBe(true);
      // The primary hands connections round the workers it knows as listening; a replacement
      // that has just said so may miss the next one or two on a loaded machine, so ask until
      // both have answered (or 20 times).
      const healthBy = () =>
        new Set(
          server.lines.filter((line) => line.req?.url === '/api/health').map((line) => line.pid),
        );
      for (let i = 0; i < 20 && healthBy().size < 2; i++) {
        expect(await request(server.port, 'GET', '/api/health')).toBe(200);
        await sleep(50);
      }
      expect(healthBy()).toEqual(new Set([jobsWorker, replacement]));
      // The replacement only answers requests: no second backup from it.
      await sleep(6_000);
      expect(server.lines.filter((line) => line.msg === 'daily backup written')).toHaveLength(1);

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect([jobsWorker, replacement].filter(alive)).toEqual([]);
      const closed = server.lines.filter((line) => line.msg === 'closed').map((line) => line.pid);
      expect(new Set(closed)).toEqual(new Set([jobsWorker, replacement, server.child.pid]));
    } finally {
      fs.rmSync(backups, { recursive: true, force: true });
    }
  }, 120_000);

  it('with WORKERS=1 serves from the one process, as before', async () => {
    const server = await startServer({ WORKERS: '1' });
    await until(() => server.lines.some((line) => line.msg.startsWith('Palengke is serving')));
    expect(listeningPids(server)).toEqual([server.child.pid]);
    expect(await request(server.port, 'GET', '/api/health')).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('stops with an error when the workers cannot start, instead of restarting them forever', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = taken.address() as net.AddressInfo;
      const server = await startServer({ WORKERS: '2' }, port);
      // 2: the primary finds the port taken before forking (platform/port-check.ts), as a
      // configuration error; a worker that loses the race later exits 1 the same way.
      expect(await server.exited).toBe(2);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 60_000);
});
