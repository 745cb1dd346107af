// The server side of `npm run bench:load` (bench/load.ts starts it as a child process, so the
// load generator never shares the server's event loop or libuv threadpool). Builds the real
// app on a fresh SQLite folder, seeds it, listens on a free port and reports over IPC what the
// virtual users need; then measures its own event-loop delay between 'start' and 'stop'.
import crypto from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { createSessionRepository } from '../server/src/features/auth/session-repository';
import { hashPassword } from '../server/src/platform/passwords';
import { newToken } from '../server/src/platform/tokens';
import { LOAD_PASSWORD, type LoadAccount, type ServerMessage } from './load-protocol';
import { seedFeed } from './seed-feed';

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
const seededMs = performance.now() - started;

// A free port unless BENCH_LOAD_PORT names one.
await app.listen({ port: Number(process.env.BENCH_LOAD_PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;

const loop = monitorEventLoopDelay({ resolution: 10 });
process.on('message', (message: unknown) => {
  if (message === 'start') {
    loop.reset();
    loop.enable();
  } else if (message === 'stop') {
    loop.disable();
    const ms = (ns: number) => ns / 1e6;
    send({
      kind: 'loop',
      p50: ms(loop.percentile(50)),
      p99: ms(loop.percentile(99)),
      max: ms(loop.max),
      mean: ms(loop.mean),
    });
  } else if (message === 'exit') {
    void app.close().then(() => process.exit(0));
  }
});
send({
  kind: 'ready',
  port,
  seededMs,
  accounts,
  postIds: postRows.map((row) => row.id),
  threadpool: process.env.UV_THREADPOOL_SIZE ?? 'default (4)',
});
