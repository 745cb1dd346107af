// `npm run bench:map`: seeds 100,000 posts over Metro Manila and 20,000 users (2% banned), as
// `npm run bench` does, then times GET /api/posts/map through the whole API (issue 38): one
// area at zoom 10 that holds every post, and one at street level (zoom 16), on the embedded
// database and, with BENCH_DATABASE_URL, on PostgreSQL. A few filtered areas are timed too,
// for information. The last line reads `bench:map worst p50_ms=<n>`: the slower of the two
// areas on the last engine measured (PostgreSQL when given, else SQLite).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import type { MapAnswer } from '@core/map';
import { buildApp, type App } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { dropDatabaseWhenIdle } from '../server/src/db/pg-admin';
import { CENTER, percentile, seedFeed } from './seed-feed';

const RUNS = Number(process.env.BENCH_RUNS ?? 60);
/** Issue 38: p50 of each of the two areas. */
const TARGET_P50_MS = { SQLite: 15, PostgreSQL: 25 } as const;

/** A phone's screen (360 x 800 px) or a desktop's (1280 x 800) at `zoom`, around CENTER. */
function viewport(zoom: number, width: number, height: number) {
  const degreesPerPixel = 360 / (256 * 2 ** zoom);
  const [halfW, halfH] = [(width * degreesPerPixel) / 2, (height * degreesPerPixel) / 2];
  const bbox = [CENTER.lng - halfW, CENTER.lat - halfH, CENTER.lng + halfW, CENTER.lat + halfH];
  return `bbox=${bbox.map((n) => n.toFixed(6)).join(',')}&zoom=${zoom}`;
}

interface Area {
  name: string;
  url: string;
  /** One of the two areas the target is for. */
  target: boolean;
}

const near = `lat=${CENTER.lat}&lng=${CENTER.lng}&rangeKm=5`;
const AREAS: Area[] = [
  { name: 'all posts, zoom 10 (desktop)', url: viewport(10, 1280, 800), target: true },
  { name: 'street, zoom 16 (phone)', url: viewport(16, 360, 800), target: true },
  { name: 'street, zoom 16 (desktop)', url: viewport(16, 1280, 800), target: false },
  { name: 'district, zoom 13 (desktop)', url: viewport(13, 1280, 800), target: false },
  { name: 'city, zoom 12 (phone)', url: viewport(12, 360, 800), target: false },
  {
    name: 'zoom 10 + search mangga',
    url: `${viewport(10, 1280, 800)}&search=mangga`,
    target: false,
  },
  { name: 'zoom 13 + 5 km range', url: `${viewport(13, 1280, 800)}&${near}`, target: false },
];

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
  console.log(`\n${label}: GET /api/posts/map, p50 / p95 in ms over ${RUNS} runs`);
  console.log(`${'area'.padEnd(30)}  total features   p50     p95`);
  let worst = 0;
  for (const area of AREAS) {
    let answer: MapAnswer = { total: 0, features: [] };
    const timing = await time(async () => {
      const res = await app.inject({ url: `/api/posts/map?${area.url}` });
      if (res.statusCode !== 200) throw new Error(res.body);
      answer = res.json() as MapAnswer;
    });
    if (area.target) worst = Math.max(worst, timing.p50);
    console.log(
      `${area.name.padEnd(30)} ${String(answer.total).padStart(6)} ${String(answer.features.length).padStart(8)} ${fmt(timing.p50)} ${fmt(timing.p95)}${area.target ? '' : '  (info)'}`,
    );
  }
  return worst;
}

/** As bench/feed.ts: PostgreSQL vacuumed after the bulk seed, as autovacuum would. */
async function settle(app: App) {
  if (app.database.engine !== 'postgres') return;
  await sql`vacuum full post_live_counts`.execute(app.database.db);
  await sql`vacuum full post_map_cells`.execute(app.database.db);
  await sql`vacuum analyze`.execute(app.database.db);
}

/** While iterating: BENCH_DATA_DIR=<dir> keeps the SQLite data there and reuses it when seeded. */
const KEPT_DATA_DIR = process.env.BENCH_DATA_DIR;

async function run(label: keyof typeof TARGET_P50_MS, databaseUrl: string | undefined) {
  const kept = label === 'SQLite' ? KEPT_DATA_DIR : undefined;
  const seeded = kept !== undefined && fs.existsSync(path.join(kept, 'bench-seeded'));
  const dataDir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-bench-map-'));
  fs.mkdirSync(dataDir, { recursive: true });
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    databaseUrl,
    webDistDir: undefined,
  };
  const app = await buildApp(config);
  try {
    const started = performance.now();
    if (!seeded) {
      await seedFeed(app.database.db, {});
      await settle(app);
      await app.jobs.find((job) => job.name === 'optimize-database')!.run();
      if (kept) fs.writeFileSync(path.join(dataDir, 'bench-seeded'), '');
      console.log(
        `${label}: seeded 100,000 posts and 20,000 users in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    } else console.log(`${label}: reusing the posts seeded in ${dataDir}`);
    return await benchEngine(label, app);
  } finally {
    await app.close();
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results: [keyof typeof TARGET_P50_MS, number][] = [];
if (process.env.BENCH_MAP_ENGINES !== 'postgres')
  results.push(['SQLite', await run('SQLite', undefined)]);

const adminUrl = process.env.BENCH_DATABASE_URL;
if (adminUrl) {
  const name = `palengke_bench_map_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    results.push(['PostgreSQL', await run('PostgreSQL', url.toString())]);
  } finally {
    await dropDatabaseWhenIdle(admin, name);
    await admin.end();
  }
} else {
  console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL=postgres://... to measure it too)');
}

console.log('');
for (const [label, worst] of results) {
  const target = TARGET_P50_MS[label];
  console.log(
    `Target: map p50 at most ${target} ms at zoom 10 and 16 on ${label}: ${worst <= target ? 'met' : 'NOT met'} (worst p50 ${worst.toFixed(1)} ms)`,
  );
}
const last = results.at(-1);
if (last) console.log(`bench:map worst p50_ms=${last[1].toFixed(1)}`);
