import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test';

// A container runtime or a process manager stops Palengke by sending SIGTERM to the process it
// started, `npm start`, and to nothing else (issue 21). Every server process must drain and be
// gone, and the port free, within 15 s; a request begun before the signal still finishes.

const PORT = Number(process.env.E2E_PORT ?? 3100) + 6;

/** Every process below `pid` (npm, start.mjs, the cluster's workers), as `ps` sees them now. */
function descendantsOf(pid: number): number[] {
  const table = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, ppid] of table) {
      if (ppid === parent) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** True when nothing listens on the port: a new server could take it. */
const portIsFree = () =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(PORT, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

/** A sign-up sent as a slow phone sends it: headers and half the body now, the rest later. */
function halfSentSignup(name: string) {
  const body = JSON.stringify({
    email: `${name}@example.com`,
    username: name,
    password: 'secret-pass',
  });
  const half = Math.floor(body.length / 2);
  const socket = net.connect({ host: '127.0.0.1', port: PORT });
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const answered = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(answer));
    socket.on('error', (error) => resolve(`error ${error.message}`));
  });
  socket.write(
    `POST /api/auth/signup HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, half)}`,
  );
  return { answered, finish: () => socket.write(body.slice(half)) };
}

test('SIGTERM to `npm start` alone drains and stops every server process', async ({
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a server test: once is enough');
  test.setTimeout(120_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-npm-start-'));
  // The build is the one the journeys' server made moments ago, so npm start only starts.
  const npm = spawn('npm', ['start'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      WORKERS: '2',
    },
    stdio: 'ignore',
  });
  const npmExited = new Promise<void>((resolve) => npm.on('exit', () => resolve()));
  let processes: number[] = [];
  try {
    await expect
      .poll(
        async () =>
          (await request.get(`http://127.0.0.1:${PORT}/api/health`).catch(() => null))?.status(),
        { timeout: 60_000 },
      )
      .toBe(200);
    processes = [npm.pid!, ...descendantsOf(npm.pid!)];
    // npm, start.mjs (the cluster's primary) and two workers at least.
    expect(processes.length).toBeGreaterThanOrEqual(4);

    const upload = halfSentSignup('slowphone');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const signalledAt = Date.now();
    process.kill(npm.pid!, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    upload.finish();
    expect(await upload.answered).toMatch(/^HTTP\/1\.1 201/);

    await expect
      .poll(() => processes.filter(isAlive), { timeout: 15_000, intervals: [100] })
      .toEqual([]);
    expect(await portIsFree()).toBe(true);
    expect(Date.now() - signalledAt).toBeLessThan(15_000);
    await npmExited;
  } finally {
    for (const pid of processes.filter(isAlive)) process.kill(pid, 'SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
