// `npm run bench`: seeds 100,000 posts over Metro Manila and 20,000 users (2% banned), then
// times GET /api/posts through the whole API and the same feed query alone (SQL through the
// repository), on the embedded database and, with BENCH_DATABASE_URL, on PostgreSQL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { dropDatabaseWhenIdle } from '../server/src/db/pg-admin';
import { createFeedRepository, type FeedQuery } from '../server/src/features/posts/feed-repository';
import { CENTER, seedFeed } from './seed-feed';

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const TARGET_P50_MS = 20;

interface Scenario {
  name: string;
  query: Omit<FeedQuery, 'page' | 'pageSize'>;
  url: string;
}

const near = `lat=${CENTER.lat}&lng=${CENTER.lng}&rangeKm=5`;
const SCENARIOS: Scenario[] = [
  {
    name: 'newest',
    query: { sortBy: 'newest', sortDir: 'desc' },
    url: 'sortBy=newest&sortDir=desc',
  },
  {
    name: 'distance, 5 km',
    query: { sortBy: 'distance', sortDir: 'asc', center: CENTER, rangeKm: 5 },
    url: `${near}&sortBy=distance&sortDir=asc`,
  },
  {
    name: 'distance, 5 km + search',
    query: { sortBy: 'distance', sortDir: 'asc', center: CENTER, rangeKm: 5, search: 'mangga' },
    url: `${near}&sortBy=distance&sortDir=asc&search=mangga`,
  },
];

function percentile(samples: number[], p: number) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function time(run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

const fmt = (ms: number) => ms.toFixed(1).padStart(7);

async function benchEngine(label: string, app: App) {
  const feed = createFeedRepository(app.database.db, app.database.engine, app.database.rawRows);
  const banned = await feed.bannedUserIds();
  console.log(
    `\n${label}: p50 / p95 in ms over ${RUNS} runs (API = GET /api/posts; SQL = page + count)`,
  );
  console.log(`${'scenario'.padEnd(28)} page  total   API p50 API p95   SQL p50 SQL p95`);
  let worst = 0;
  for (const scenario of SCENARIOS) {
    for (const page of [1, 10]) {
      let total = 0;
      const api = await time(async () => {
        const res = await app.inject({
          url: `/api/posts?${scenario.url}&page=${page}&pageSize=10`,
        });
        if (res.statusCode !== 200) throw new Error(res.body);
        total = (res.json() as { total: number }).total;
      });
      const bare = await time(() => feed.feed({ ...scenario.query, page, pageSize: 10 }, banned));
      worst = Math.max(worst, api.p50);
      console.log(
        `${scenario.name.padEnd(28)} ${String(page).padStart(4)} ${String(total).padStart(6)} ${fmt(api.p50)} ${fmt(api.p95)}   ${fmt(bare.p50)} ${fmt(bare.p95)}`,
      );
    }
  }
  return worst;
}

async function run(label: string, databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-bench-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    databaseUrl,
    webDistDir: undefined,
  };
  const app = await buildApp(config);
  try {
    const started = performance.now();
    await seedFeed(app.database.db, {});
    // What the server's scheduled 'optimize-database' job does after data has grown.
    await app.jobs.find((job) => job.name === 'optimize-database')!.run();
    console.log(
      `${label}: seeded 100,000 posts and 20,000 users in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return await benchEngine(label, app);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const sqliteWorst = await run('SQLite', undefined);

const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) {
  const name = `palengke_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await run('PostgreSQL', url.toString());
  } finally {
    await dropDatabaseWhenIdle(admin, name);
    await admin.end();
  }
} else {
  console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://... to measure it too)');
}

console.log(
  `\nTarget: API p50 under ${TARGET_P50_MS} ms for each on SQLite: ${sqliteWorst < TARGET_P50_MS ? 'met' : 'NOT met'} (worst p50 ${sqliteWorst.toFixed(1)} ms)`,
);
