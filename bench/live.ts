// `npm run bench:live`: the live events of issue 23 against their targets, on real servers
// (server/src/main.ts run from source, each in its own process group):
// 1. Delivery: BENCH_LIVE_MESSAGES chat messages (200) from BENCH_LIVE_PAIRS buyer/seller
//    pairs (8), one started every BENCH_LIVE_SPACING_MS (20 ms), each direction in turn, timed
//    from the sender's `POST /api/threads/{id}/messages` answer (its last byte) to the
//    `message` event on the other person's stream (p95 ≤ 250 ms):
//    a. two instances (WORKERS=1 each, two ports) on one fresh PostgreSQL database, made beside
//       BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres) and dropped after,
//       with Redis (BENCH_REDIS_URL, redis://127.0.0.1:6379): every message is sent to the
//       first instance and every stream is read from the second, so each event crosses Redis.
//       Without Redis, PostgreSQL LISTEN/NOTIFY carries them (said so);
//    b. one instance with WORKERS=2 on SQLite without Redis: the primary relays events between
//       the workers. Each person opens BENCH_LIVE_TABS streams (2) and each sender has a
//       keep-alive connection of their own; which worker holds each connection is read from
//       /proc (the server's socket inodes), so cross-worker deliveries are counted apart.
// 2. BENCH_LIVE_STREAMS idle streams (5,000, one person each) on one process (WORKERS=1,
//    SQLite, LIVE_HEARTBEAT_S=BENCH_LIVE_HEARTBEAT_S, 2): the server's resident memory growth
//    (/proc/<pid>/status VmRSS before and after opening them: ≤ 200 MB), its event-loop delay
//    over an idle window of BENCH_LIVE_IDLE_S seconds (3 heartbeats + 1 s) as GET /metrics
//    reports it (prom-client's histogram, which starts each scrape afresh: p99 ≤ 20 ms), and
//    whether every stream had a heartbeat comment within the interval + 1 s all along. A GET
//    /api/health every 100 ms from outside is timed too, for reference.
// 3. An idle open chat makes no request a minute besides its stream: that is the browser's
//    behaviour, measured by the e2e journey, not here.
// BENCH_LIVE_PARTS (1a,1b,2) runs a subset; BENCH_LIVE_OPEN_CONCURRENCY (100) streams are
// opened at a time; BENCH_LIVE_SESSION_CHECK_S sets part 2's LIVE_SESSION_CHECK_S (unset: the
// server's 5 s); BENCH_LIVE_NODE_FLAGS adds node flags to every server (`--cpu-prof
// --cpu-prof-dir=/tmp/prof`, `--trace-gc`) to see where their time goes. This one process is
// the load generator and every stream's reader, on the same machine as the servers: what else
// the machine runs shows in every number (the load average is printed along). It exits 0
// whether the targets are met or not: it is a measurement.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { createParser } from 'eventsource-parser';
import { Redis } from 'ioredis';
import pg from 'pg';
import { publicPointFor } from '@core/geo';
import { openDatabase, type Db } from '../server/src/db/database';
import { migrateToLatest } from '../server/src/db/migrate';
import { dropDatabaseWhenIdle } from '../server/src/db/pg-admin';
import { newToken } from '../server/src/platform/tokens';
import { freePort } from '../server/src/test/free-port';
import { CENTER, percentile, seedFeed } from './seed-feed';

const numberFrom = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
const MESSAGES = numberFrom('BENCH_LIVE_MESSAGES', 200);
const PAIRS = numberFrom('BENCH_LIVE_PAIRS', 8);
const SPACING_MS = numberFrom('BENCH_LIVE_SPACING_MS', 20);
const TABS = Math.min(10, numberFrom('BENCH_LIVE_TABS', 2));
const WANTED_STREAMS = numberFrom('BENCH_LIVE_STREAMS', 5_000);
const HEARTBEAT_S = numberFrom('BENCH_LIVE_HEARTBEAT_S', 2);
const IDLE_S = numberFrom('BENCH_LIVE_IDLE_S', 3 * HEARTBEAT_S + 1);
/** Unset: the server's default (LIVE_SESSION_CHECK_S, 5 s). Set high to leave the check out. */
const SESSION_CHECK_S = process.env.BENCH_LIVE_SESSION_CHECK_S || undefined;
/** More node flags for the servers, to look into them: `--trace-gc`, `--cpu-prof`. */
const SERVER_NODE_FLAGS = (process.env.BENCH_LIVE_NODE_FLAGS ?? '').split(' ').filter(Boolean);
const OPEN_CONCURRENCY = numberFrom('BENCH_LIVE_OPEN_CONCURRENCY', 100);
const PARTS = new Set((process.env.BENCH_LIVE_PARTS ?? '1a,1b,2').split(',').map((p) => p.trim()));
/** Messages sent first, not counted: connections made, code warmed. */
const WARM_UP_MESSAGES = 2 * PAIRS;
/** A message not on the other side's stream this long after its answer is counted lost. */
const LOST_AFTER_MS = 5_000;
/** Issue 23. */
const TARGET_DELIVERY_P95_MS = 250;
const TARGET_RSS_MB = 200;
const TARGET_LOOP_P99_MS = 20;
const HEARTBEAT_SLACK_MS = 1_000;
/** Descriptors this process and each server need besides the streams' sockets. */
const SPARE_FDS = 256;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();
const load = () => os.loadavg()[0]!.toFixed(2);
const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : 'n/a');
const count = (n: number) => n.toLocaleString('en');

// ---------------------------------------------------------------------------------------------
// Cleanup, once, whether the run ends, fails or is interrupted: each server runs in its own
// process group (a primary and its workers go together), which Ctrl-C does not reach.

const tempDirs: string[] = [];
const servers = new Set<ChildProcess>();
const openSockets = new Set<http.ClientRequest>();
let databaseName: string | undefined;
let cleaning: Promise<void> | undefined;

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
const signalGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // The group is gone already.
  }
};

async function stopServer(child: ChildProcess) {
  if (child.pid !== undefined && running(child)) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    signalGroup(child, 'SIGTERM');
    if ((await Promise.race([exited, sleep(15_000).then(() => 'late')])) === 'late') {
      signalGroup(child, 'SIGKILL');
      await exited;
    }
  }
  servers.delete(child);
}

function closeStreams() {
  for (const request of openSockets) request.destroy();
  openSockets.clear();
}

const cleanUp = () =>
  (cleaning ??= (async () => {
    closeStreams();
    await Promise.all([...servers].map(stopServer));
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
    if (databaseName) {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await dropDatabaseWhenIdle(admin, databaseName);
      await admin.end();
    }
  })());
for (const name of ['SIGINT', 'SIGTERM'] as const) {
  process.once(name, () => {
    console.log(`\n${name}: cleaning up…`);
    void cleanUp().finally(() => process.exit(130));
  });
}
// The last resort when this process ends some other way: no server outlives it.
process.once('exit', () => {
  for (const child of servers) if (running(child)) signalGroup(child, 'SIGKILL');
});

const tempDir = (name: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `palengke-live-${name}-`));
  tempDirs.push(dir);
  return dir;
};

// ---------------------------------------------------------------------------------------------
// Seeding: confirmed users with a session each (straight into the database, as bench/seed-feed.ts
// does: signing up would need each email's confirmation link), and for each pair a post of
// the seller's and an open thread with the buyer.

interface Seeded {
  userIds: string[];
  tokens: string[];
  pairs: Array<{ threadId: string; buyer: number; seller: number }>;
}

async function seed(db: Db, users: number, pairs: number): Promise<Seeded> {
  await seedFeed(db, { users, posts: 0, bannedShare: 0 });
  const rows = await db.selectFrom('users').select(['id', 'email']).execute();
  const byIndex = new Map(rows.map((row) => [Number(row.email?.match(/^bench(\d+)@/)?.[1]), row]));
  const userIds = Array.from({ length: users }, (_, i) => byIndex.get(i)!.id);
  const families = await db.selectFrom('families').select('id').limit(1).execute();
  const at = new Date();
  const iso = at.toISOString();
  const tokens: string[] = [];
  const sessionRows = userIds.map((userId) => {
    const { token, hash } = newToken();
    tokens.push(token);
    return {
      id: crypto.randomUUID(),
      user_id: userId,
      token_hash: hash,
      created_at: iso,
      last_used_at: iso,
      expires_at: new Date(at.getTime() + 30 * 86_400_000).toISOString(),
    };
  });
  const seededPairs: Seeded['pairs'] = [];
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < sessionRows.length; i += 500) {
      await trx
        .insertInto('sessions')
        .values(sessionRows.slice(i, i + 500))
        .execute();
    }
    for (let pair = 0; pair < pairs; pair++) {
      const seller = 2 * pair;
      const buyer = 2 * pair + 1;
      const postId = crypto.randomUUID();
      const exact = { lat: CENTER.lat + pair * 0.001, lng: CENTER.lng };
      const shown = publicPointFor(exact);
      await trx
        .insertInto('posts')
        .values({
          id: postId,
          user_id: userIds[seller]!,
          family_id: families[0]!.id,
          title: 'Bagong ani Kangkong',
          description: 'Benchmark post for live events',
          price_centavos: 5_000,
          qty: 10,
          unit: 'kg',
          lat: exact.lat,
          lng: exact.lng,
          public_lat: shown.lat,
          public_lng: shown.lng,
          status: 'active',
          expires_at: new Date(at.getTime() + 7 * 86_400_000).toISOString(),
          closed_at: null,
          created_at: iso,
          updated_at: iso,
        })
        .execute();
      const threadId = crypto.randomUUID();
      await trx
        .insertInto('threads')
        .values({
          id: threadId,
          post_id: postId,
          buyer_id: userIds[buyer]!,
          seller_id: userIds[seller]!,
          status: 'open',
          last_message_at: null,
          last_message_preview: null,
          completed_at: null,
          created_at: iso,
        })
        .execute();
      seededPairs.push({ threadId, buyer, seller });
    }
  });
  return { userIds, tokens, pairs: seededPairs };
}

async function seedDatabase(
  label: string,
  options: { databaseUrl: string | undefined; dataDir: string },
  users: number,
) {
  const started = now();
  const database = openDatabase(options);
  try {
    await migrateToLatest(database);
    const seeded = await seed(database.db, users, PAIRS);
    console.log(
      `${label}: seeded ${count(users)} people with a session each and ${PAIRS} threads in ${((now() - started) / 1000).toFixed(1)} s.`,
    );
    return seeded;
  } finally {
    await database.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Servers: server/src/main.ts under tsx, as `npm run dev` runs it without --watch. With
// WORKERS > 1 the primary forks the same entry with the same loader (platform/cluster.ts).

interface Server {
  label: string;
  child: ChildProcess;
  port: number;
  workers: number;
}

const probeAgent = new http.Agent({ keepAlive: false });

async function startServer(label: string, settings: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'REDIS_URL',
    'WORKERS',
    'METRICS_TOKEN',
    'SMTP_URL',
    'LIVE_HEARTBEAT_S',
    'LIVE_SESSION_CHECK_S',
    'LIVE_MAX_STREAMS',
    'PUBLIC_URL',
    'S3_BUCKET',
  ]) {
    delete env[name];
  }
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // Many messages from few people in little time, and thousands of streams from one address.
    RATE_LIMIT_FACTOR: '1000',
    WORKERS: '1',
    ...settings,
  });
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/src/main.ts'],
    {
      cwd: root,
      env,
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  servers.add(child);
  const workers = Number(env.WORKERS);
  for (let i = 0; ; i++) {
    const status = await request({ port, path: '/api/health', agent: probeAgent })
      .then((answer) => answer.status)
      .catch(() => 0);
    if (status === 200) break;
    if (i > 1_200 || !running(child)) throw new Error(`${label} did not start`);
    await sleep(100);
  }
  if (workers > 1) {
    // The first worker answers before the others listen.
    for (let i = 0; workerPids(child.pid!).length < workers; i++) {
      if (i > 600) throw new Error(`${label}: its ${workers} workers did not start`);
      await sleep(100);
    }
    await sleep(2_000);
  }
  return { label, child, port, workers };
}

/** The processes the primary forked (its workers); Linux only. */
function workerPids(pid: number): number[] {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * 'jobs' for the worker that also runs the scheduled jobs and the notification outbox, 'web'
 * for the others (platform/cluster.ts names each in PALENGKE_WORKER_ROLE).
 */
function workerRole(pid: number): string {
  try {
    const environ = fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    return environ.find((entry) => entry.startsWith('PALENGKE_WORKER_ROLE='))?.split('=')[1] ?? '?';
  } catch {
    return '?';
  }
}

/** Resident memory of a process in MB, from /proc/<pid>/status. */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/^VmRSS:\s+(\d+) kB/m)![1]) / 1024;
}

/**
 * Which of `pids` holds each connection to `port`, by the client's port: the server's end of
 * each established socket in /proc/net/tcp, its inode found among each process's descriptors.
 */
function connectionOwners(port: number, pids: number[]): Map<number, number> {
  const inodeToClientPort = new Map<string, number>();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10 || fields[3] !== '01') continue;
      const local = parseInt(fields[1]!.split(':').pop()!, 16);
      if (local !== port) continue;
      inodeToClientPort.set(fields[9]!, parseInt(fields[2]!.split(':').pop()!, 16));
    }
  }
  const owners = new Map<number, number>();
  for (const pid of pids) {
    let descriptors: string[] = [];
    try {
      descriptors = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of descriptors) {
      let target = '';
      try {
        target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = target.match(/^socket:\[(\d+)\]$/)?.[1];
      const clientPort = inode === undefined ? undefined : inodeToClientPort.get(inode);
      if (clientPort !== undefined) owners.set(clientPort, pid);
    }
  }
  return owners;
}

// ---------------------------------------------------------------------------------------------
// HTTP: node:http, an agent of our own per use (no connection limit on the streams' agent).

interface Answer {
  status: number;
  body: string;
  endedAt: number;
  localPort: number | undefined;
}

function request(options: {
  port: number;
  path: string;
  agent: http.Agent;
  method?: string;
  token?: string;
  body?: unknown;
}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent: options.agent,
        host: '127.0.0.1',
        port: options.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: {
          accept: 'application/json',
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body,
            endedAt: now(),
            localPort: req.socket?.localPort,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

interface LiveEventSeen {
  type: string;
  data: unknown;
  at: number;
}

interface Stream {
  localPort: number | undefined;
  /** When each heartbeat comment arrived. */
  heartbeats: number[];
  endedAt: number | undefined;
  close(): void;
}

const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Infinity });

/**
 * A stream read as the browser reads it (a GET with the Bearer header, not EventSource):
 * resolves once its `ready` event has arrived.
 */
function openStream(
  port: number,
  token: string | undefined,
  onEvent: (event: LiveEventSeen, stream: Stream) => void = () => undefined,
  timeoutMs = 15_000,
): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const stream: Stream = {
      localPort: undefined,
      heartbeats: [],
      endedAt: undefined,
      close: () => {
        openSockets.delete(req);
        req.destroy();
      },
    };
    let ready = false;
    const fail = (error: Error) => {
      clearTimeout(timer);
      stream.close();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error('no ready event in time')), timeoutMs);
    const req = http.request(
      {
        agent: streamAgent,
        host: '127.0.0.1',
        port,
        path: '/api/events',
        headers: {
          accept: 'text/event-stream',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (res) => {
        stream.localPort = req.socket?.localPort;
        if (res.statusCode !== 200) {
          res.resume();
          fail(new Error(`status ${res.statusCode}`));
          return;
        }
        const parser = createParser({
          onEvent: (event) => {
            const seen = {
              type: event.event ?? 'message',
              data: JSON.parse(event.data),
              at: now(),
            };
            if (seen.type === 'ready' && !ready) {
              ready = true;
              clearTimeout(timer);
              resolve(stream);
            }
            onEvent(seen, stream);
          },
          onComment: () => stream.heartbeats.push(now()),
        });
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => parser.feed(chunk));
        const ended = () => {
          stream.endedAt ??= now();
          openSockets.delete(req);
          if (!ready) fail(new Error('the stream ended before it was ready'));
        };
        res.on('end', ended);
        res.on('close', ended);
        res.on('error', () => undefined);
      },
    );
    req.on('error', (error) => {
      stream.endedAt ??= now();
      openSockets.delete(req);
      if (!ready) fail(error);
    });
    openSockets.add(req);
    req.end();
  });
}

// ---------------------------------------------------------------------------------------------
// 1. Delivery.

interface DeliveryResult {
  label: string;
  latencies: number[];
  /** Cross-worker and same-worker deliveries, when the worker of each connection is known. */
  cross: number[];
  same: number[];
  /** By the worker holding the recipient's stream: 'jobs (pid)' or 'web (pid)'. */
  byStreamWorker: Map<string, number[]>;
  unknownWorker: number;
  lost: number;
  /** Events that reached the stream before the sender had the answer (negative latency). */
  early: number;
  failedSends: number;
  notes: string[];
}

interface Person {
  index: number;
  userId: string;
  token: string;
}

async function measureDelivery(
  label: string,
  seeded: Seeded,
  sendPort: number,
  streamPort: number,
  tabs: number,
  workersOf?: () => Map<number, number>,
): Promise<DeliveryResult> {
  const person = (index: number): Person => ({
    index,
    userId: seeded.userIds[index]!,
    token: seeded.tokens[index]!,
  });
  const people = seeded.pairs.flatMap((pair) => [person(pair.seller), person(pair.buyer)]);

  // Every message event each stream had from the other person: message id → arrival.
  const arrivals = new Map<string, Map<Stream, number>>();
  const streamsOf = new Map<number, Stream[]>();
  // A person's tabs are opened one after the other: with the cluster's round robin, on
  // different workers.
  for (const who of people) {
    const own: Stream[] = [];
    streamsOf.set(who.index, own);
    for (let tab = 0; tab < tabs; tab++) {
      const stream = await openStream(streamPort, who.token, (event, self) => {
        if (event.type !== 'message') return;
        const data = event.data as { id: string; sender_id: string | null };
        if (data.sender_id === who.userId) return;
        const byStream = arrivals.get(data.id) ?? new Map<Stream, number>();
        arrivals.set(data.id, byStream);
        if (!byStream.has(self)) byStream.set(self, event.at);
      });
      own.push(stream);
    }
  }

  // Each sender's own keep-alive connection, as a browser has.
  const agents = new Map<number, http.Agent>(
    people.map((who) => [who.index, new http.Agent({ keepAlive: true, maxSockets: 1 })]),
  );
  interface Sent {
    id: string | undefined;
    answeredAt: number;
    from: Person;
    to: Person;
    localPort: number | undefined;
    counted: boolean;
  }
  const sent: Sent[] = [];
  let failedSends = 0;
  const send = async (i: number, counted: boolean) => {
    const pair = seeded.pairs[i % seeded.pairs.length]!;
    const buyerSends = Math.floor(i / seeded.pairs.length) % 2 === 0;
    const from = person(buyerSends ? pair.buyer : pair.seller);
    const to = person(buyerSends ? pair.seller : pair.buyer);
    try {
      const answer = await request({
        port: sendPort,
        agent: agents.get(from.index)!,
        method: 'POST',
        path: `/api/threads/${pair.threadId}/messages`,
        token: from.token,
        body: { body: `Available pa po? #${i}` },
      });
      if (answer.status !== 201) {
        failedSends += 1;
        if (failedSends <= 3) console.log(`  a send was answered ${answer.status}: ${answer.body}`);
        return;
      }
      const { id } = JSON.parse(answer.body) as { id: string };
      sent.push({
        id,
        answeredAt: answer.endedAt,
        from,
        to,
        localPort: answer.localPort,
        counted,
      });
    } catch (error) {
      failedSends += 1;
      if (failedSends <= 3) console.log(`  a send failed: ${(error as Error).message}`);
    }
  };

  const schedule = async (total: number, counted: boolean, offset: number) => {
    const began = now();
    const pending: Array<Promise<void>> = [];
    for (let i = 0; i < total; i++) {
      const due = began + i * SPACING_MS;
      if (due > now()) await sleep(due - now());
      pending.push(send(offset + i, counted));
    }
    await Promise.all(pending);
  };
  await schedule(WARM_UP_MESSAGES, false, 0);
  await sleep(500);
  let owners = workersOf?.();
  await schedule(MESSAGES, true, WARM_UP_MESSAGES);

  // Until every counted message is on each of its recipient's streams, or LOST_AFTER_MS.
  const counted = sent.filter((message) => message.counted);
  const expected = (message: Sent) => streamsOf.get(message.to.index) ?? [];
  const done = () =>
    counted.every((message) =>
      expected(message).every((stream) => arrivals.get(message.id!)?.has(stream)),
    );
  const lastAnswer = Math.max(...counted.map((message) => message.answeredAt));
  while (!done() && now() < lastAnswer + LOST_AFTER_MS) await sleep(20);
  if (workersOf) owners = new Map([...(owners ?? []), ...workersOf()]);

  const result: DeliveryResult = {
    label,
    latencies: [],
    cross: [],
    same: [],
    byStreamWorker: new Map(),
    unknownWorker: 0,
    lost: 0,
    early: 0,
    failedSends: failedSends,
    notes: [],
  };
  for (const message of counted) {
    for (const stream of expected(message)) {
      const at = arrivals.get(message.id!)?.get(stream);
      if (at === undefined) {
        result.lost += 1;
        continue;
      }
      const latency = at - message.answeredAt;
      if (latency < 0) result.early += 1;
      result.latencies.push(latency);
      if (owners) {
        const senderWorker = message.localPort && owners.get(message.localPort);
        const streamWorker = stream.localPort && owners.get(stream.localPort);
        if (!senderWorker || !streamWorker) {
          result.unknownWorker += 1;
        } else {
          (senderWorker === streamWorker ? result.same : result.cross).push(latency);
          const worker = `${workerRole(streamWorker)} worker (${streamWorker})`;
          const list = result.byStreamWorker.get(worker) ?? [];
          result.byStreamWorker.set(worker, list);
          list.push(latency);
        }
      }
    }
  }
  if (owners) {
    const pids = [...new Set(owners.values())].sort();
    const streamsPer = pids.map(
      (pid) =>
        [...streamsOf.values()].flat().filter((stream) => owners!.get(stream.localPort!) === pid)
          .length,
    );
    const sendersPer = pids.map(
      (pid) =>
        new Set(
          counted
            .filter((message) => owners!.get(message.localPort!) === pid)
            .map((message) => message.localPort),
        ).size,
    );
    result.notes.push(
      `streams per worker ${streamsPer.join(' / ')}, sender connections per worker ${sendersPer.join(' / ')} (workers ${pids.join(', ')}, read from /proc)`,
    );
  }
  for (const stream of [...streamsOf.values()].flat()) stream.close();
  for (const agent of agents.values()) agent.destroy();
  return result;
}

function printDelivery(result: DeliveryResult) {
  const { latencies } = result;
  const row = (label: string, values: number[]) =>
    console.log(
      `  ${label.padEnd(38)} ${String(values.length).padStart(5)} deliveries, p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, p99 ${ms(percentile(values, 99))}, max ${ms(Math.max(...values))}`,
    );
  row('all', latencies);
  if (result.cross.length || result.same.length) {
    row('across workers', result.cross);
    row('within one worker', result.same);
    for (const [worker, values] of [...result.byStreamWorker].sort()) {
      row(`to streams on the ${worker}`, values);
    }
  }
  const extra = [
    result.lost
      ? `${result.lost} deliveries lost (not there ${LOST_AFTER_MS / 1000} s after the answer)`
      : '',
    result.failedSends ? `${result.failedSends} sends failed` : '',
    result.early
      ? `${result.early} events arrived before the sender had the answer (counted as their negative time)`
      : '',
    result.unknownWorker
      ? `${result.unknownWorker} deliveries with a connection whose worker was not found`
      : '',
    ...result.notes,
  ].filter(Boolean);
  for (const line of extra) console.log(`  ${line}`);
}

// ---------------------------------------------------------------------------------------------
// 2. Idle streams.

function fileDescriptorLimit(): number {
  try {
    const limits = fs.readFileSync('/proc/self/limits', 'utf8');
    const soft = limits.match(/^Max open files\s+(\S+)/m)?.[1];
    return soft === undefined || soft === 'unlimited' ? Infinity : Number(soft);
  } catch {
    return Infinity;
  }
}

interface LoopDelay {
  p99: number;
  max: number;
}

/** The server's event-loop delay since the last scrape (prom-client resets it on each). */
async function scrapeLoop(port: number, token: string): Promise<LoopDelay> {
  const answer = await request({ port, path: '/metrics', agent: probeAgent, token });
  if (answer.status !== 200) throw new Error(`GET /metrics answered ${answer.status}`);
  const gauge = (name: string) => {
    const match = answer.body.match(
      new RegExp(`^palengke_nodejs_eventloop_lag_${name}_seconds(?:\\{[^}]*\\})? (\\S+)$`, 'm'),
    );
    return match ? Number(match[1]) * 1000 : Number.NaN;
  };
  return { p99: gauge('p99'), max: gauge('max') };
}

interface IdleResult {
  streams: number;
  opened: number;
  openFailures: Map<string, number>;
  openSeconds: number;
  rssBefore: number;
  rssAfterOpen: number;
  rssAfterIdle: number;
  loopWhileOpening: LoopDelay;
  loopIdle: LoopDelay;
  healthP50: number;
  healthP99: number;
  healthMax: number;
  clientLoopP99: number;
  onTime: number;
  withoutHeartbeat: number;
  endedEarly: number;
  worstGapMs: number;
  gapP99Ms: number;
  heartbeatsPerStream: number;
  /** Per heartbeat tick, from the first stream's comment to the last one's. */
  tickSpreads: number[];
}

/**
 * How long each heartbeat took to reach every stream: the comments of one tick (the server
 * writes them all in one loop) grouped by time, first to last arrival.
 */
function tickSpreads(streams: Stream[], from: number, to: number): number[] {
  const times = streams
    .flatMap((stream) => stream.heartbeats)
    .filter((at) => at >= from && at <= to)
    .sort((a, b) => a - b);
  const spreads: number[] = [];
  let first = times[0];
  let last = times[0];
  for (const at of times.slice(1)) {
    if (at - last! > (HEARTBEAT_S * 1000) / 2) {
      spreads.push(last! - first!);
      first = at;
    }
    last = at;
  }
  if (first !== undefined) spreads.push(last! - first);
  return spreads;
}

async function measureIdle(server: Server, tokens: string[], metricsToken: string) {
  const pid = server.child.pid!;
  // Warm up: the stream route, its query and the code behind them, before the baseline.
  const warm = await Promise.all(
    tokens.slice(0, 20).map((token) => openStream(server.port, token)),
  );
  for (const stream of warm) stream.close();
  await sleep(1_500);
  const rssBefore = rssMb(pid);

  await scrapeLoop(server.port, metricsToken);
  const started = now();
  const streams: Stream[] = [];
  const openFailures = new Map<string, number>();
  let next = 0;
  await Promise.all(
    Array.from({ length: OPEN_CONCURRENCY }, async () => {
      while (next < tokens.length) {
        const token = tokens[next++]!;
        try {
          streams.push(await openStream(server.port, token));
        } catch (error) {
          const reason = (error as Error).message;
          openFailures.set(reason, (openFailures.get(reason) ?? 0) + 1);
        }
      }
    }),
  );
  const openSeconds = (now() - started) / 1000;
  const loopWhileOpening = await scrapeLoop(server.port, metricsToken);
  await sleep(1_000);
  const rssAfterOpen = rssMb(pid);

  // The idle window: nothing but heartbeats (and the sessions' check) on the server.
  const clientLoop = monitorEventLoopDelay({ resolution: 10 });
  await scrapeLoop(server.port, metricsToken);
  clientLoop.enable();
  const windowStart = now();
  const windowEnd = windowStart + IDLE_S * 1000;
  const health: number[] = [];
  const probing = (async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let due = windowStart; due < windowEnd; due += 100) {
      if (due > now()) await sleep(due - now());
      const began = now();
      await request({ port: server.port, path: '/api/health', agent }).catch(() => undefined);
      health.push(now() - began);
    }
    agent.destroy();
  })();
  await sleep(windowEnd - now());
  const loopIdle = await scrapeLoop(server.port, metricsToken);
  await probing;
  clientLoop.disable();
  const rssAfterIdle = rssMb(pid);

  // Each stream's gaps between heartbeats over the window, its two ends included.
  const limit = HEARTBEAT_S * 1000 + HEARTBEAT_SLACK_MS;
  const worstGaps: number[] = [];
  let onTime = 0;
  let withoutHeartbeat = 0;
  let endedEarly = 0;
  let heartbeats = 0;
  for (const stream of streams) {
    if (stream.endedAt !== undefined && stream.endedAt < windowEnd) endedEarly += 1;
    const times = stream.heartbeats.filter((at) => at >= windowStart && at <= windowEnd);
    heartbeats += times.length;
    if (times.length === 0) withoutHeartbeat += 1;
    const points = [windowStart, ...times, windowEnd];
    let worst = 0;
    for (let i = 1; i < points.length; i++) worst = Math.max(worst, points[i]! - points[i - 1]!);
    worstGaps.push(worst);
    if (worst <= limit && stream.endedAt === undefined) onTime += 1;
  }
  closeStreams();
  return {
    streams: tokens.length,
    opened: streams.length,
    openFailures,
    openSeconds,
    rssBefore,
    rssAfterOpen,
    rssAfterIdle,
    loopWhileOpening,
    loopIdle,
    healthP50: percentile(health, 50),
    healthP99: percentile(health, 99),
    healthMax: Math.max(...health),
    clientLoopP99: clientLoop.percentile(99) / 1e6,
    onTime,
    withoutHeartbeat,
    endedEarly,
    worstGapMs: Math.max(...worstGaps),
    gapP99Ms: percentile(worstGaps, 99),
    heartbeatsPerStream: heartbeats / Math.max(1, streams.length),
    tickSpreads: tickSpreads(streams, windowStart, windowEnd),
  } satisfies IdleResult;
}

// ---------------------------------------------------------------------------------------------

type Row = [string, string, string, string];
const rows: Row[] = [];
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
const deliveryRows = (key: string, result: DeliveryResult) => {
  const p95 = percentile(result.latencies, 95);
  const complete = result.lost === 0 && result.failedSends === 0;
  rows.push([
    `${key} delivery p95`,
    ms(p95),
    `≤ ${TARGET_DELIVERY_P95_MS} ms`,
    verdict(complete && p95 <= TARGET_DELIVERY_P95_MS) + (complete ? '' : ' (lost or failed)'),
  ]);
  if (result.cross.length) {
    const cross = percentile(result.cross, 95);
    rows.push([
      `${key}   across workers p95`,
      ms(cross),
      `≤ ${TARGET_DELIVERY_P95_MS} ms`,
      verdict(cross <= TARGET_DELIVERY_P95_MS),
    ]);
  }
};

console.log(
  `Live events (issue 23): ${os.availableParallelism()} CPUs, load average ${load()}, parts ${[...PARTS].join(', ')}; ${MESSAGES} messages from ${PAIRS} pairs every ${SPACING_MS} ms; ${count(WANTED_STREAMS)} idle streams, heartbeat ${HEARTBEAT_S} s.`,
);

try {
  // --- 1a: two instances, one PostgreSQL database, Redis.
  if (PARTS.has('1a')) {
    console.log(`\n1a. Two instances (WORKERS=1 each) on one PostgreSQL database:`);
    let admin: pg.Client | undefined = new pg.Client({ connectionString: adminUrl });
    try {
      await admin.connect();
    } catch (error) {
      console.log(
        `  PostgreSQL at ${adminUrl} is not answering (${(error as Error).message}): skipped.`,
      );
      admin = undefined;
    }
    if (admin) {
      databaseName = `palengke_bench_live_${Date.now()}`;
      await admin.query(`CREATE DATABASE ${databaseName}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${databaseName}`;
      const databaseUrl = url.toString();

      let withRedis = true;
      const redis = new Redis(redisUrl, {
        lazyConnect: true,
        connectTimeout: 2_000,
        maxRetriesPerRequest: 0,
      });
      redis.on('error', () => undefined);
      try {
        await redis.connect();
        await redis.ping();
      } catch (error) {
        withRedis = false;
        console.log(
          `  Redis at ${redisUrl} is not answering (${(error as Error).message}): PostgreSQL LISTEN/NOTIFY carries the events instead.`,
        );
      } finally {
        redis.disconnect();
      }
      const dataDir = tempDir('pg');
      const seeded = await seedDatabase('  PostgreSQL', { databaseUrl, dataDir }, 2 * PAIRS);
      const settings = {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        ...(withRedis ? { REDIS_URL: redisUrl } : {}),
      };
      const sender = await startServer('instance A', settings);
      const reader = await startServer('instance B', settings);
      console.log(
        `  Sends to instance A (port ${sender.port}), streams from instance B (port ${reader.port}), events through ${withRedis ? `Redis (${redisUrl})` : 'PostgreSQL LISTEN/NOTIFY'}; load average ${load()}:`,
      );
      const result = await measureDelivery('1a', seeded, sender.port, reader.port, 1);
      printDelivery(result);
      deliveryRows(`1a two instances, ${withRedis ? 'Redis' : 'PG NOTIFY'},`, result);
      await stopServer(sender.child);
      await stopServer(reader.child);
    }
  }

  // SQLite for 1b and 2: enough people for one stream each.
  let sqlite: { dataDir: string; seeded: Seeded } | undefined;
  let streams = WANTED_STREAMS;
  const fdLimit = fileDescriptorLimit();
  if (PARTS.has('2') && streams + SPARE_FDS > fdLimit) {
    streams = Math.max(1, fdLimit - SPARE_FDS);
    console.log(
      `\nThe file-descriptor limit (ulimit -n) is ${fdLimit}: ${count(streams)} streams fit, not ${count(WANTED_STREAMS)} (nothing is raised here).`,
    );
  }
  if (PARTS.has('1b') || PARTS.has('2')) {
    const dataDir = tempDir('sqlite');
    const users = Math.max(2 * PAIRS, PARTS.has('2') ? streams : 0);
    console.log('');
    sqlite = {
      dataDir,
      seeded: await seedDatabase('SQLite', { databaseUrl: undefined, dataDir }, users),
    };
  }

  // --- 1b: WORKERS=2 on SQLite, no Redis: the primary relays.
  if (PARTS.has('1b') && sqlite) {
    console.log(
      `\n1b. One instance with WORKERS=2 on SQLite, without Redis (the cluster primary relays):`,
    );
    const server = await startServer('WORKERS=2', { DATA_DIR: sqlite.dataDir, WORKERS: '2' });
    console.log(
      `  Port ${server.port}; each person has ${TABS} streams, each sender a keep-alive connection of their own; load average ${load()}:`,
    );
    const result = await measureDelivery('1b', sqlite.seeded, server.port, server.port, TABS, () =>
      connectionOwners(server.port, workerPids(server.child.pid!)),
    );
    printDelivery(result);
    deliveryRows('1b WORKERS=2, SQLite,', result);
    await stopServer(server.child);
  }

  // --- 2: idle streams on one process.
  if (PARTS.has('2') && sqlite) {
    console.log(
      `\n2. ${count(streams)} idle streams on one process (WORKERS=1, SQLite, LIVE_HEARTBEAT_S=${HEARTBEAT_S}, LIVE_SESSION_CHECK_S=${SESSION_CHECK_S ?? '5 (default)'}), opened ${OPEN_CONCURRENCY} at a time, then ${IDLE_S} s idle:`,
    );
    const metricsToken = crypto.randomBytes(24).toString('base64url');
    const server = await startServer('WORKERS=1', {
      DATA_DIR: sqlite.dataDir,
      LIVE_HEARTBEAT_S: String(HEARTBEAT_S),
      ...(SESSION_CHECK_S ? { LIVE_SESSION_CHECK_S: SESSION_CHECK_S } : {}),
      LIVE_MAX_STREAMS: String(Math.max(10_000, streams + 100)),
      METRICS_TOKEN: metricsToken,
    });
    const idle = await measureIdle(server, sqlite.seeded.tokens.slice(0, streams), metricsToken);
    const failures = [...idle.openFailures].map(([reason, n]) => `${n} × ${reason}`).join(', ');
    console.log(
      `  Opened ${count(idle.opened)} of ${count(idle.streams)} in ${idle.openSeconds.toFixed(1)} s${failures ? ` (failed: ${failures})` : ''}; load average ${load()}.`,
    );
    console.log(
      `  Server VmRSS: ${idle.rssBefore.toFixed(0)} MB before, ${idle.rssAfterOpen.toFixed(0)} MB after opening, ${idle.rssAfterIdle.toFixed(0)} MB after the idle window (${((1024 * (Math.max(idle.rssAfterOpen, idle.rssAfterIdle) - idle.rssBefore)) / Math.max(1, idle.opened)).toFixed(1)} kB per stream).`,
    );
    console.log(
      `  Event-loop delay (GET /metrics, prom-client, 10 ms sampling included): while opening p99 ${ms(idle.loopWhileOpening.p99)}, max ${ms(idle.loopWhileOpening.max)}; idle window p99 ${ms(idle.loopIdle.p99)}, max ${ms(idle.loopIdle.max)}.`,
    );
    console.log(
      `  From outside, GET /api/health every 100 ms over the window: p50 ${ms(idle.healthP50)}, p99 ${ms(idle.healthP99)}, max ${ms(idle.healthMax)} (this process's own event-loop delay p99 ${ms(idle.clientLoopP99)}).`,
    );
    console.log(
      `  Heartbeats: ${idle.heartbeatsPerStream.toFixed(1)} per stream in ${IDLE_S} s; ${count(idle.onTime)} of ${count(idle.opened)} streams never waited over ${HEARTBEAT_S + HEARTBEAT_SLACK_MS / 1000} s (worst gap ${ms(idle.worstGapMs)}, p99 of each stream's worst ${ms(idle.gapP99Ms)})${idle.withoutHeartbeat ? `; ${idle.withoutHeartbeat} had none` : ''}${idle.endedEarly ? `; ${idle.endedEarly} ended during the window` : ''}.`,
    );
    console.log(
      `  One heartbeat reached all the streams within ${idle.tickSpreads.map((spread) => ms(spread)).join(', ')} (first to last stream, tick by tick).`,
    );
    const growth = Math.max(idle.rssAfterOpen, idle.rssAfterIdle) - idle.rssBefore;
    const label = `2 ${count(idle.opened)} idle streams:`;
    rows.push([
      `${label} RSS growth`,
      `${growth.toFixed(0)} MB`,
      `≤ ${TARGET_RSS_MB} MB`,
      verdict(growth <= TARGET_RSS_MB),
    ]);
    rows.push([
      `2   event-loop delay p99`,
      ms(idle.loopIdle.p99),
      `≤ ${TARGET_LOOP_P99_MS} ms`,
      verdict(idle.loopIdle.p99 <= TARGET_LOOP_P99_MS),
    ]);
    rows.push([`2   event-loop delay max`, ms(idle.loopIdle.max), '', '']);
    rows.push([
      `2   heartbeats on time`,
      `${count(idle.onTime)}/${count(idle.opened)}`,
      `all, ≤ ${HEARTBEAT_S + HEARTBEAT_SLACK_MS / 1000} s apart`,
      verdict(idle.opened > 0 && idle.onTime === idle.opened),
    ]);
    if (idle.opened < WANTED_STREAMS) {
      rows.push([`2   streams opened`, count(idle.opened), count(WANTED_STREAMS), 'NOT met']);
    }
    await stopServer(server.child);
  }

  console.log(
    `\n3. An idle open chat makes no request a minute besides its stream: the browser's behaviour, measured by the e2e journey, not by this bench.`,
  );
  rows.push(['3 idle chat requests/minute', '—', '0', 'see e2e']);

  console.log(
    `\nSummary (${os.availableParallelism()} CPUs, load average now ${load()}, this process included):`,
  );
  const header: Row = ['measure', 'value', 'target', ''];
  for (const [measure, value, goal, met] of [header, ...rows]) {
    console.log(`${measure.padEnd(42)} ${value.padStart(11)}  ${goal.padEnd(24)} ${met}`.trimEnd());
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
  probeAgent.destroy();
  streamAgent.destroy();
}
