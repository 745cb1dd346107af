// The server side of `npm run bench:load` (bench/load.ts starts it as a child process, so the
// load generator never shares the server's event loop or libuv threadpool). Builds the app on
// a fresh SQLite folder and seeds it, then starts the real server on it (server/src/main.ts,
// WORKERS processes as `npm start` would: one per core unless WORKERS says otherwise) on a free
// port and reports over IPC what the virtual users need; between 'start' and 'stop' every
// process of the server measures its event-loop delay (bench/loop-probe.ts).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { createSessionRepository } from '../server/src/features/auth/session-repository';
import { hashPassword } from '../server/src/platform/passwords';
import { newToken } from '../server/src/platform/tokens';
import { LOAD_PASSWORD, type LoadAccount, type ServerMessage } from './load-protocol';
import { seedFeed } from './seed-feed';
import { freePort } from '../server/src/test/free-port';

const posts = Number(process.env.BENCH_LOAD_POSTS ?? 20_000);
const users = Number(process.env.BENCH_LOAD_USERS ?? 5_000);
const vus = Number(process.env.BENCH_LOAD_VUS ?? 200);
const send = (message: ServerMessage) => process.send!(message);

const config = {
  ...loadConfig({
    DATA_DIR: process.env.BENCH_LOAD_DATA_DIR!,
    LOG_LEVEL: 'warn',
    // The mix logs the same few hundred accounts in again and again from one address.
    RATE_LIMIT_FACTOR: '1000',
    HOST: '127.0.0.1',
    PORT: '0',
  }),
  webDistDir: undefined,
};
const app = await buildApp(config);
const db = app.database.db;

const started = performance.now();
await seedFeed(db, { users, posts, bannedShare: 0.02 });
const now = new Date().toISOString();
const people = await db
  .selectFrom('users')
  .select(['id', 'email'])
  .where('banned_until', 'is', null)
  // Seeded accounts all have an e-mail; accounts made with a mobile number have none.
  .where('email', 'is not', null)
  .$narrowType<{ email: string }>()
  .orderBy('email')
  .limit(vus)
  .execute();
// One argon2 hash for every virtual user: signing 200 people up would hash 200 times.
await db
  .updateTable('users')
  .set({ password_hash: await hashPassword(LOAD_PASSWORD) })
  .where(
    'id',
    'in',
    people.map((person) => person.id),
  )
  .execute();
const postRows = await db
  .selectFrom('posts')
  .select(['id', 'user_id'])
  .where('status', '=', 'active')
  .where('expires_at', '>', now)
  .limit(2000)
  .execute();

// Each virtual user has a session (so a run without logins can still chat) and one
// conversation, as a buyer, about someone else's post, with a few messages in it.
const accounts: LoadAccount[] = [];
await db.transaction().execute(async (trx) => {
  const sessions = createSessionRepository(trx);
  for (const [i, person] of people.entries()) {
    const { token, hash } = newToken();
    await sessions.create(person.id, hash);
    const post = postRows.find((row, j) => j >= i && row.user_id !== person.id)!;
    const threadId = crypto.randomUUID();
    await trx
      .insertInto('threads')
      .values({
        id: threadId,
        post_id: post.id,
        buyer_id: person.id,
        seller_id: post.user_id,
        status: 'open',
        last_message_at: now,
        last_message_preview: 'Available pa po?',
        completed_at: null,
        created_at: now,
      })
      .execute();
    await trx
      .insertInto('messages')
      .values(
        ['Available pa po?', 'Opo, meron pa.', 'Pwede po bukas ng umaga?', 'Sige po.'].map(
          (body, k) => ({
            id: crypto.randomUUID(),
            thread_id: threadId,
            sender_id: k % 2 === 0 ? person.id : post.user_id,
            body,
            created_at: now,
          }),
        ),
      )
      .execute();
    accounts.push({ email: person.email, token, threadId });
  }
});
await app.jobs.find((job) => job.name === 'optimize-database')!.run();
await app.close();
const seededMs = performance.now() - started;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const healthy = (port: number) =>
  new Promise<boolean>((resolve) =>
    http
      .get({ host: '127.0.0.1', port, path: '/api/health', agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      })
      .on('error', () => resolve(false)),
  );

// A free port unless BENCH_LOAD_PORT names one.
const port = Number(process.env.BENCH_LOAD_PORT ?? 0) || (await freePort());
const loopDir = path.join(process.env.BENCH_LOAD_DATA_DIR!, 'loop');
fs.mkdirSync(loopDir);
const workers = loadConfig({ WORKERS: process.env.WORKERS }).workers;
const server = spawn(
  process.execPath,
  ['--import', 'tsx', '--import', './bench/loop-probe.ts', 'server/src/main.ts'],
  {
    env: {
      ...process.env,
      DATA_DIR: process.env.BENCH_LOAD_DATA_DIR!,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The mix logs the same few hundred accounts in again and again from one address.
      RATE_LIMIT_FACTOR: '1000',
      BENCH_LOOP_DIR: loopDir,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    // Its own process group: one signal reaches the primary and every worker.
    detached: true,
  },
);
const serverExited = new Promise((resolve) => server.once('exit', resolve));
for (let i = 0; !(await healthy(port)); i++) {
  if (i > 600 || server.exitCode !== null) throw new Error('the server did not start');
  await sleep(100);
}
// The first worker answers before the others are listening: give them time.
if (workers > 1) await sleep(3_000);

const signalAll = () => process.kill(-server.pid!, 'SIGUSR2');
process.on('message', (message: unknown) => {
  if (message === 'start') {
    signalAll();
  } else if (message === 'stop') {
    signalAll();
    void (async () => {
      // Each process writes its report on the signal: the primary and every worker (or the one).
      const expected = workers > 1 ? workers + 1 : 1;
      for (let i = 0; i < 50 && fs.readdirSync(loopDir).length < expected; i++) await sleep(100);
      const reports = fs.readdirSync(loopDir).map(
        (file) =>
          JSON.parse(fs.readFileSync(path.join(loopDir, file), 'utf8')) as {
            p50: number;
            p99: number;
            max: number;
            mean: number;
          },
      );
      // The worst process's numbers: a request waits on the loop of the process it reached.
      send({
        kind: 'loop',
        processes: reports.length,
        p50: Math.max(...reports.map((report) => report.p50)),
        p99: Math.max(...reports.map((report) => report.p99)),
        max: Math.max(...reports.map((report) => report.max)),
        mean: Math.max(...reports.map((report) => report.mean)),
      });
    })();
  } else if (message === 'exit') {
    server.kill('SIGTERM');
    void serverExited.then(() => process.exit(0));
  }
});
send({
  kind: 'ready',
  port,
  seededMs,
  accounts,
  postIds: postRows.map((row) => row.id),
  threadpool: process.env.UV_THREADPOOL_SIZE ?? 'default (4)',
  workers,
});
