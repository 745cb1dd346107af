// `npm run bench:pages`: the pages rendered on the server (issue 22) at 100,000 posts. Seeds
// BENCH_PAGES_POSTS posts (100,000) and BENCH_PAGES_USERS users (20,000) into a fresh SQLite
// folder, or, with BENCH_DATABASE_URL=postgres://…, into a fresh PostgreSQL database made
// beside it and dropped after; then starts the production build as `npm start` does
// (scripts/start.mjs: plain node, NODE_ENV=production, WORKERS=1) in its own process group and:
// 1. times BENCH_PAGES_RUNS (200) sequential GETs, after a warm-up, on one keep-alive
//    connection with `accept-encoding: gzip` as browsers send it, of `/` (a visitor without
//    location: no cookies), `/post/{id}` (the 50 newest posts in turn) and, for reference,
//    the feed API the page reads: p50/p95/p99 against the p50 targets (15 ms SQLite, 20 ms
//    PostgreSQL);
// 2. drives `/` and the feed API in turn for BENCH_PAGES_S seconds (5) each with
//    BENCH_PAGES_CONNECTIONS keep-alive connections (16) that ask again as soon as an answer
//    has arrived, BENCH_PAGES_ROUNDS rounds (6), the API first in every other one, so that
//    whatever else the machine does falls on both alike: the median of the rounds' own
//    shares against the target (the page at 40 % of the API's rate).
// The load generator is this process on the same machine: it takes some of the cores it
// measures. It exits 0 whether the targets are met or not: it is a measurement.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../server/src/db/database';
import { optimizeDatabase } from '../server/src/db/maintenance';
import { migrateToLatest } from '../server/src/db/migrate';
import { dropDatabaseWhenIdle } from '../server/src/db/pg-admin';
import { freePort } from '../server/src/test/free-port';
import { percentile, seedFeed } from './seed-feed';

const POSTS = Number(process.env.BENCH_PAGES_POSTS ?? 100_000);
const USERS = Number(process.env.BENCH_PAGES_USERS ?? 20_000);
const RUNS = Number(process.env.BENCH_PAGES_RUNS ?? 200);
const DURATION_S = Number(process.env.BENCH_PAGES_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_PAGES_CONNECTIONS ?? 16);
const ROUNDS = Number(process.env.BENCH_PAGES_ROUNDS ?? 6);
const WARM_UP_RUNS = 20;
const WARM_UP_S = 2;
/** Issue 22: p50 of `/` and `/post/{id}`, and `/`'s rate as a share of the feed API's. */
const TARGET_P50_MS = { SQLite: 15, PostgreSQL: 20 } as const;
const TARGET_SHARE = 0.4;
/** What `/` reads for a visitor without location: the newest posts, page 1. */
const FEED_API = '/api/posts?page=1&pageSize=10&sortBy=newest&sortDir=desc';
/** Every output `npm start` runs; without them start.mjs would build while we wait. */
const BUILD_OUTPUTS = [
  'dist/server/main.js',
  'dist/web/index.html',
  'dist/web-ssr/entry-server.js',
];

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.BENCH_DATABASE_URL;
const engine: keyof typeof TARGET_P50_MS = adminUrl ? 'PostgreSQL' : 'SQLite';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const load = () => os.loadavg()[0]!.toFixed(2);

if (BUILD_OUTPUTS.some((file) => !fs.existsSync(path.join(root, file)))) {
  console.log('No production build in dist/: running `npm run build` (about 15 s)…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) {
    console.error('`npm run build` failed: the pages cannot be measured without the build.');
    process.exit(1);
  }
}

// Cleanup, once, whether the run ends, fails or is interrupted: the server runs in its own
// process group (so it and any process it starts go together), which Ctrl-C does not reach.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-pages-'));
const databaseName = `palengke_bench_pages_${Date.now()}`;
let child: ChildProcess | undefined;
let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    if (child?.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      const signal = (name: NodeJS.Signals) => {
        try {
          process.kill(-child!.pid!, name);
        } catch {
          // The group is gone already.
        }
      };
      signal('SIGTERM');
      if ((await Promise.race([exited, sleep(10_000).then(() => 'late')])) === 'late') {
        signal('SIGKILL');
        await exited;
      }
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (adminUrl) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await dropDatabaseWhenIdle(admin, databaseName);
      await admin.end();
    }
  })());
for (const name of ['SIGINT', 'SIGTERM'] as const) {
  process.once(name, () => void cleanUp().finally(() => process.exit(130)));
}

let databaseUrl: string | undefined;
if (adminUrl) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
}

interface Answer {
  status: number;
  /** Bytes on the wire: compressed when the server compressed. */
  bytes: number;
  encoding: string | undefined;
}

/** One GET on the agent's keep-alive connections, read to its last byte, as a browser asks. */
function get(agent: http.Agent, port: number, url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      {
        agent,
        host: '127.0.0.1',
        port,
        path: url,
        headers: {
          accept: url.startsWith('/api/') ? 'application/json' : 'text/html',
          'accept-encoding': 'gzip',
        },
      },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            bytes,
            encoding: response.headers['content-encoding'],
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

interface Timing {
  label: string;
  samples: number[];
  errors: number;
  last?: Answer;
}

/** Sequential requests on one connection, the pages and the API interleaved run by run. */
async function timeSequentially(port: number, ids: string[]): Promise<Timing[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const timings: Array<Timing & { url: (i: number) => string }> = [
    { label: '/', url: () => '/', samples: [], errors: 0 },
    {
      label: '/post/{id}',
      // The warm-up's runs count from below 0: the remainder is kept within the list.
      url: (i) => `/post/${ids[((i % ids.length) + ids.length) % ids.length]}`,
      samples: [],
      errors: 0,
    },
    { label: 'feed API (reference)', url: () => FEED_API, samples: [], errors: 0 },
  ];
  try {
    for (let i = -WARM_UP_RUNS; i < RUNS; i++) {
      for (const timing of timings) {
        const began = performance.now();
        const answer = await get(agent, port, timing.url(i));
        if (i < 0) continue;
        timing.samples.push(performance.now() - began);
        if (answer.status !== 200) timing.errors += 1;
        timing.last = answer;
      }
    }
  } finally {
    agent.destroy();
  }
  return timings;
}

/**
 * CPU seconds the server's node process has used (WORKERS=1: one process), GC threads
 * included; PostgreSQL's own processes are not counted, so on PostgreSQL the API's SQL is
 * left out. Linux only.
 */
function serverCpuSeconds(): number {
  try {
    const stat = fs.readFileSync(`/proc/${child!.pid}/stat`, 'utf8');
    const fields = stat.split(') ')[1]!.split(' ');
    // utime and stime, the 14th and 15th fields; USER_HZ is 100 on every Linux we run on.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

interface Rate {
  rps: number;
  /** Requests per CPU-second of the node process: less sensitive to the machine's load. */
  perCpuSecond: number;
  p50: number;
  errors: number;
}

/** CONNECTIONS loops, each sending its next request when the last answer has arrived. */
async function drive(port: number, url: string, seconds: number): Promise<Rate> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  const cpuBefore = serverCpuSeconds();
  const start = performance.now();
  const until = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const began = performance.now();
        const answer = await get(agent, port, url).catch(() => undefined);
        if (answer?.status !== 200) errors += 1;
        latencies.push(performance.now() - began);
      }
    }),
  );
  const elapsedS = (performance.now() - start) / 1000;
  agent.destroy();
  return {
    rps: latencies.length / elapsedS,
    perCpuSecond: latencies.length / (serverCpuSeconds() - cpuBefore),
    p50: percentile(latencies, 50),
    errors,
  };
}

const median = (values: number[]) => percentile(values, 50);
const ms = (value: number) => `${value.toFixed(1)} ms`;

try {
  console.log(
    `${engine}: seeding ${POSTS.toLocaleString('en')} posts and ${USERS.toLocaleString('en')} users… (load average ${load()}, ${os.availableParallelism()} CPUs)`,
  );
  const seedStarted = performance.now();
  {
    const database = openDatabase({ databaseUrl, dataDir });
    try {
      await migrateToLatest(database);
      await seedFeed(database.db, { users: USERS, posts: POSTS, bannedShare: 0.02 });
      if (database.engine === 'postgres') {
        // As bench/feed.ts settles it: a running server prunes the seed's dead count rows.
        await sql`vacuum full post_live_counts`.execute(database.db);
        await sql`vacuum analyze`.execute(database.db);
      }
      await optimizeDatabase(database);
    } finally {
      await database.close();
    }
  }
  console.log(`Seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s.`);

  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WORKERS: '1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  console.log(`Starting the production build on port ${port} (node scripts/start.mjs)…`);
  child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const probe = new http.Agent({ keepAlive: false });
  // start.mjs builds first when dist/ is older than the sources: minutes at most.
  for (let i = 0; ; i++) {
    if ((await get(probe, port, '/api/health').catch(() => undefined))?.status === 200) break;
    if (i > 3_000 || child.exitCode !== null) throw new Error('the server did not start');
    await sleep(100);
  }
  const feed = (await (
    await fetch(`http://127.0.0.1:${port}/api/posts?page=1&pageSize=50`)
  ).json()) as { data: Array<{ id: string }>; total: number };
  const ids = feed.data.map((post) => post.id);
  if (ids.length === 0) throw new Error('the feed is empty');

  console.log(
    `\nLatency: ${RUNS} sequential requests each after ${WARM_UP_RUNS} to warm up, one keep-alive connection, accept-encoding: gzip (${feed.total.toLocaleString('en')} posts in the feed; load average ${load()}):`,
  );
  const timings = await timeSequentially(port, ids);
  console.log(`${'request'.padEnd(22)}      p50      p95      p99   bytes (encoding)`);
  for (const { label, samples, errors, last } of timings) {
    const p = (n: number) => ms(percentile(samples, n)).padStart(8);
    console.log(
      `${label.padEnd(22)} ${p(50)} ${p(95)} ${p(99)} ${String(last?.bytes ?? 0).padStart(7)} (${last?.encoding ?? 'none'})${errors ? `, ${errors} not 200` : ''}`,
    );
  }

  console.log(
    `\nThroughput: ${CONNECTIONS} keep-alive connections, ${ROUNDS} rounds of ${DURATION_S} s each (after ${WARM_UP_S} s to warm up), alternating \`/\` and the feed API:`,
  );
  const rates = { page: [] as Rate[], api: [] as Rate[] };
  const both = [
    ['page', '/'],
    ['api', FEED_API],
  ] as const;
  for (let round = 1; round <= ROUNDS; round++) {
    // Every other round the API goes first, so a machine slowing or speeding up over a round
    // favours neither side.
    for (const [kind, url] of round % 2 === 1 ? both : [...both].reverse()) {
      await drive(port, url, WARM_UP_S);
      const rate = await drive(port, url, DURATION_S);
      rates[kind].push(rate);
      console.log(
        `  round ${round}, ${(kind === 'page' ? '/' : 'feed API').padEnd(8)} ${rate.rps.toFixed(0).padStart(6)} requests/s, p50 ${ms(rate.p50)}, server process busy ${(rate.rps / rate.perCpuSecond).toFixed(2)} cores (${rate.perCpuSecond.toFixed(0)} requests per CPU-second), load average ${load()}${rate.errors ? `, ${rate.errors} errors` : ''}`,
      );
    }
  }

  const target = TARGET_P50_MS[engine];
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  const pageRps = median(rates.page.map((rate) => rate.rps));
  const apiRps = median(rates.api.map((rate) => rate.rps));
  const pageCpu = median(rates.page.map((rate) => rate.perCpuSecond));
  const apiCpu = median(rates.api.map((rate) => rate.perCpuSecond));
  // Each round's own share: its two runs are next to each other in time, so a change in the
  // machine's speed between rounds (seen here: the API's rate moving 2x within one run)
  // does not reach it the way it reaches the ratio of the two medians.
  const shares = rates.page.map((rate, i) => rate.rps / rates.api[i]!.rps);
  const share = median(shares);
  const percent = (value: number) => `${(100 * value).toFixed(0)} %`;
  const rows: Array<[string, string, string, string]> = [
    ...timings.map((timing, i): [string, string, string, string] => {
      const p50 = percentile(timing.samples, 50);
      return i < 2
        ? [`${timing.label} p50`, ms(p50), `≤ ${target} ms`, verdict(p50 <= target)]
        : [`${timing.label} p50`, ms(p50), '', ''];
    }),
    ['/ requests/s (median)', pageRps.toFixed(0), '', ''],
    ['feed API requests/s (median)', apiRps.toFixed(0), '', ''],
    [
      '/ ÷ feed API, median of rounds',
      percent(share),
      `≥ ${100 * TARGET_SHARE} %`,
      verdict(share >= TARGET_SHARE),
    ],
    [
      '  rounds (lowest–highest)',
      `${percent(Math.min(...shares))}–${percent(Math.max(...shares))}`,
      '',
      '',
    ],
    ['  ratio of the medians', percent(pageRps / apiRps), '', ''],
    [
      `  per node CPU-second${engine === 'PostgreSQL' ? '¹' : ''}`,
      `${((100 * pageCpu) / apiCpu).toFixed(0)} %`,
      '',
      '',
    ],
  ];
  console.log(
    `\nSummary: ${engine}, ${POSTS.toLocaleString('en')} posts, WORKERS=1, ${os.availableParallelism()} CPUs, load average now ${load()} (this process included)`,
  );
  const header: [string, string, string, string] = ['measure', 'value', 'target', ''];
  for (const [measure, value, goal, met] of [header, ...rows]) {
    console.log(`${measure.padEnd(30)} ${value.padStart(9)}  ${goal.padEnd(9)} ${met}`.trimEnd());
  }
  if (engine === 'PostgreSQL') {
    console.log(`¹ PostgreSQL's own CPU not counted: the feed's SQL runs there.`);
  }
} finally {
  await cleanUp();
}
