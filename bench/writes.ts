// `npm run bench:writes`: what durable commits cost. Times sequential writes (a chat message,
// through the whole API) on the embedded database with synchronous = FULL (the default) and
// NORMAL, on this machine's disk.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { percentile } from './seed-feed';

const WRITES = Number(process.env.BENCH_WRITES ?? 400);

async function measure(mode: 'FULL' | 'NORMAL') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-writes-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', RATE_LIMIT_FACTOR: '1000' }),
    sqliteSynchronous: mode,
    webDistDir: undefined,
  };
  const app = await buildApp(config);
  try {
    const db = app.database.db;
    const now = new Date().toISOString();
    // Rows written straight away: the bench times the messages, not sign-ups.
    const family = await db.selectFrom('families').select('id').executeTakeFirstOrThrow();
    for (const id of ['seller', 'buyer']) {
      await db
        .insertInto('users')
        .values({
          id,
          email: `${id}@bench.local`,
          username: id,
          username_key: id,
          password_hash: 'x',
          created_at: now,
          updated_at: now,
          email_confirmed_at: now,
        })
        .execute();
    }
    await db
      .insertInto('posts')
      .values({
        id: 'post',
        user_id: 'seller',
        family_id: family.id,
        title: 'Kangkong',
        description: '',
        price_centavos: 2500,
        qty: 3,
        unit: 'bunch',
        lat: 14.6,
        lng: 121,
        public_lat: 14.602,
        public_lng: 121.001,
        status: 'active',
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        closed_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db
      .insertInto('threads')
      .values({
        id: 'thread',
        post_id: 'post',
        buyer_id: 'buyer',
        seller_id: 'seller',
        status: 'open',
        last_message_at: null,
        last_message_preview: null,
        completed_at: null,
        created_at: now,
      })
      .execute();
    const { createThreadRepository } = await import('../server/src/features/threads/repository');
    const threads = createThreadRepository(db);
    const thread = { id: 'thread', buyer_id: 'buyer', seller_id: 'seller' };
    const samples: number[] = [];
    const started = performance.now();
    for (let i = 0; i < WRITES; i++) {
      const t0 = performance.now();
      await threads.addMessage(thread, i % 2 ? 'buyer' : 'seller', `Message ${i}`);
      samples.push(performance.now() - t0);
    }
    const seconds = (performance.now() - started) / 1000;
    return {
      p50: percentile(samples, 50),
      p95: percentile(samples, 95),
      perSecond: WRITES / seconds,
    };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `${WRITES} sequential chat messages (message, thread update and outbox event in one transaction):`,
);
for (const mode of ['FULL', 'NORMAL'] as const) {
  const result = await measure(mode);
  console.log(
    `synchronous = ${mode.padEnd(6)} p50 ${result.p50.toFixed(2)} ms, p95 ${result.p95.toFixed(2)} ms, ${Math.round(result.perSecond)} writes/s`,
  );
}
