// `npm run bench:load`: BENCH_LOAD_VUS (200) simultaneous people use a real server for
// BENCH_LOAD_S seconds (60): the feed with and without a location, post pages, categories,
// their conversations (list, read, send) and logging in. The server (bench/load-server.ts)
// runs in its own process on a fresh SQLite folder; this one only sends requests, through
// node:http with a keep-alive agent of one connection per person, as browsers keep theirs.
//
// People arrive at random moments in the first BENCH_LOAD_RAMP_S seconds (10; 0 = all at
// once, the login burst that stalled everything in issue 13) and log in first; then each
// picks an action by weight and pauses 0 to 2 × BENCH_LOAD_THINK_MS (1 s) before the next.
// BENCH_LOAD_LOGINS=0 leaves logins out (people start with a session), to compare.
import { fork } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { LOAD_PASSWORD, type LoadAccount, type ServerMessage } from './load-protocol';
import { CENTER, mulberry32, percentile } from './seed-feed';

const DURATION_S = Number(process.env.BENCH_LOAD_S ?? 60);
const VUS = Number(process.env.BENCH_LOAD_VUS ?? 200);
const THINK_MS = Number(process.env.BENCH_LOAD_THINK_MS ?? 1000);
const RAMP_S = Number(process.env.BENCH_LOAD_RAMP_S ?? 10);
const LOGINS = process.env.BENCH_LOAD_LOGINS !== '0';
const TARGET_P99_MS = 300;
const TARGET_MAX_MS = 2000;

type Kind =
  'feed' | 'feed near' | 'post' | 'categories' | 'threads' | 'messages' | 'send' | 'login';
const WEIGHTS: Array<[Kind, number]> = [
  ['feed', 22],
  ['feed near', 22],
  ['post', 20],
  ['categories', 6],
  ['threads', 9],
  ['messages', 9],
  ['send', 6],
  ['login', LOGINS ? 6 : 0],
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-load-'));
const server = fork(path.resolve('bench/load-server.ts'), [], {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, BENCH_LOAD_DATA_DIR: dataDir, BENCH_LOAD_VUS: String(VUS) },
});
const nextMessage = <K extends ServerMessage['kind']>(kind: K) =>
  new Promise<Extract<ServerMessage, { kind: K }>>((resolve, reject) => {
    const onMessage = (received: unknown) => {
      const message = received as ServerMessage;
      if (message.kind !== kind) return;
      server.off('message', onMessage);
      resolve(message as Extract<ServerMessage, { kind: K }>);
    };
    server.on('message', onMessage);
    server.once('exit', (code) => reject(new Error(`the load server exited (${code})`)));
  });

console.log(`Seeding a fresh SQLite database and starting the server…`);
const ready = await nextMessage('ready');
console.log(
  `Seeded in ${(ready.seededMs / 1000).toFixed(1)} s; server on port ${ready.port} with WORKERS=${ready.workers}, UV_THREADPOOL_SIZE ${ready.threadpool}, ${os.availableParallelism()} CPUs.`,
);

const agent = new http.Agent({ keepAlive: true, maxSockets: VUS, maxFreeSockets: VUS });

interface Answer {
  status: number;
  body: Buffer;
  encoding: string | undefined;
}

/** One request, as a browser sends it (compression accepted), read to its last byte. */
function request(method: string, url: string, token?: string, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port: ready.port,
        method,
        path: url,
        headers: {
          'accept-encoding': 'br, gzip, deflate',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks),
            encoding: res.headers['content-encoding'],
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const json = ({ body, encoding }: Answer) =>
  JSON.parse(
    (encoding === 'br'
      ? zlib.brotliDecompressSync(body)
      : encoding === 'gzip'
        ? zlib.gunzipSync(body)
        : body
    ).toString(),
  ) as { token: string };

const samples = new Map<Kind, number[]>(WEIGHTS.map(([kind]) => [kind, []]));
const failures = new Map<Kind, number>();
/** Requests over a second: when they started (s into the run) and how long they took. */
const slow: Array<{ kind: Kind; at: number; ms: number }> = [];
let began = 0;
const random = mulberry32(7);
const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
const totalWeight = WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
const pickKind = () => {
  let roll = random() * totalWeight;
  for (const [kind, weight] of WEIGHTS) if ((roll -= weight) < 0) return kind;
  return 'feed';
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function act(kind: Kind, account: LoadAccount & { token: string }) {
  const near = `lat=${CENTER.lat + (random() - 0.5) * 0.1}&lng=${CENTER.lng + (random() - 0.5) * 0.1}&rangeKm=5`;
  const page = 1 + Math.floor(random() * 3);
  switch (kind) {
    case 'feed':
      return request('GET', `/api/posts?sortBy=newest&page=${page}&pageSize=10`, account.token);
    case 'feed near':
      return request('GET', `/api/posts?${near}&sortBy=distance&page=${page}`, account.token);
    case 'post':
      return request('GET', `/api/posts/${pick(ready.postIds)}?${near}`, account.token);
    case 'categories':
      return request('GET', '/api/categories');
    case 'threads':
      return request('GET', '/api/threads', account.token);
    case 'messages':
      return request('GET', `/api/threads/${account.threadId}/messages`, account.token);
    case 'send':
      return request('POST', `/api/threads/${account.threadId}/messages`, account.token, {
        body: `Load test message ${Math.floor(random() * 1e6)}`,
      });
    case 'login': {
      const answer = await request('POST', '/api/auth/login', undefined, {
        email: account.email,
        password: LOAD_PASSWORD,
      });
      if (answer.status === 200) account.token = json(answer).token;
      return answer;
    }
  }
}

async function timed(kind: Kind, account: LoadAccount) {
  const start = performance.now();
  try {
    const answer = await act(kind, account);
    if (answer.status >= 400) failures.set(kind, (failures.get(kind) ?? 0) + 1);
  } catch {
    failures.set(kind, (failures.get(kind) ?? 0) + 1);
  }
  const ms = performance.now() - start;
  samples.get(kind)!.push(ms);
  if (ms > 1000) slow.push({ kind, at: (start - began) / 1000, ms });
}

async function person(account: LoadAccount, until: number) {
  await sleep(random() * RAMP_S * 1000);
  if (LOGINS) await timed('login', account);
  while (performance.now() < until) {
    await timed(pickKind(), account);
    await sleep(random() * 2 * THINK_MS);
  }
}

console.log(
  `${VUS} people for ${DURATION_S} s, arriving over ${RAMP_S} s${LOGINS ? ' and logging in first' : ' (no logins)'}, 0–${2 * THINK_MS} ms between requests…`,
);
const clientLoop = monitorEventLoopDelay({ resolution: 10 });
clientLoop.enable();
server.send('start');
began = performance.now();
await Promise.all(
  ready.accounts.slice(0, VUS).map((account) => person(account, began + DURATION_S * 1000)),
);
const elapsedS = (performance.now() - began) / 1000;
const loopWaiting = nextMessage('loop');
server.send('stop');
const serverLoop = await loopWaiting;
clientLoop.disable();
server.send('exit');
agent.destroy();

const fmt = (ms: number) => ms.toFixed(0).padStart(7);
const all = [...samples.values()].flat();
console.log(
  `\n${all.length} requests in ${elapsedS.toFixed(1)} s (${(all.length / elapsedS).toFixed(0)}/s); latency in ms:`,
);
console.log(`${'kind'.padEnd(12)}  count errors     p50     p95     p99     max`);
const row = (label: string, values: number[], errors: number) =>
  console.log(
    `${label.padEnd(12)} ${String(values.length).padStart(6)} ${String(errors).padStart(6)} ${fmt(percentile(values, 50))} ${fmt(percentile(values, 95))} ${fmt(percentile(values, 99))} ${fmt(Math.max(...values))}`,
  );
for (const [kind, values] of samples) {
  if (values.length) row(kind, values, failures.get(kind) ?? 0);
}
const errors = [...failures.values()].reduce((sum, n) => sum + n, 0);
row('all', all, errors);
console.log(
  `\nServer event-loop delay over the run${serverLoop.processes > 1 ? ` (the worst of its ${serverLoop.processes} processes)` : ''}: mean ${serverLoop.mean.toFixed(1)} ms, p50 ${serverLoop.p50.toFixed(1)}, p99 ${serverLoop.p99.toFixed(1)}, max ${serverLoop.max.toFixed(0)} ms`,
);
console.log(
  `(load generator's own event-loop delay: p99 ${(clientLoop.percentile(99) / 1e6).toFixed(1)} ms, max ${(clientLoop.max / 1e6).toFixed(0)} ms)`,
);
if (slow.length) {
  const at = slow.map((request) => request.at);
  const kinds = [...new Set(slow.map((request) => request.kind))].join(', ');
  console.log(
    `${slow.length} requests took over 1 s (${kinds}), started between ${Math.min(...at).toFixed(1)} s and ${Math.max(...at).toFixed(1)} s into the run`,
  );
}
const p99 = percentile(all, 99);
const max = Math.max(...all);
console.log(
  `\nTarget: p99 at most ${TARGET_P99_MS} ms and no request over ${TARGET_MAX_MS} ms: ${p99 <= TARGET_P99_MS && max <= TARGET_MAX_MS ? 'met' : 'NOT met'} (p99 ${p99.toFixed(0)} ms, max ${max.toFixed(0)} ms)`,
);
await new Promise((resolve) => server.once('exit', resolve));
fs.rmSync(dataDir, { recursive: true, force: true });
