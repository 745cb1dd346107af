#!/usr/bin/env node
// `npm test`: every test that can run on this machine, saying plainly what it had to skip.
// Unit and API tests (Vitest) run on SQLite, and on PostgreSQL too when one answers;
// browser journeys (Playwright) run when Debian's Chromium is installed.
// REQUIRE_POSTGRES=1 / REQUIRE_E2E=1 (set by .ci/run) turn a skip into a failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/postgres';
const skipped = [];

async function postgresAnswers(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A PING over a plain socket: enough to know a Redis server answers, without a client. */
function redisAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (answer) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(2000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
    socket.on('connect', () => socket.write('PING\r\n'));
  });
}

/** How long each runner took, for the closing lines (the README quotes them). */
const took = [];

function run(name, command, args, env) {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  took.push(`${name} ${((Date.now() - started) / 60_000).toFixed(1)} min`);
  return result.status ?? 1;
}

const pgUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_PG;
const env = {};
if (await postgresAnswers(pgUrl)) {
  env.TEST_DATABASE_URL = pgUrl;
  console.log(`PostgreSQL: testing on ${pgUrl.replace(/\/\/[^@]*@/, '//')} as well as SQLite`);
} else if (process.env.REQUIRE_POSTGRES === '1') {
  console.error(`PostgreSQL is required but does not answer at ${pgUrl}`);
  process.exit(1);
} else {
  skipped.push(`PostgreSQL tests (nothing answers at ${pgUrl}; set TEST_DATABASE_URL)`);
}

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
if (await redisAnswers(redisUrl)) {
  env.TEST_REDIS_URL = redisUrl;
} else {
  skipped.push(`shared rate-limit tests (no Redis at ${redisUrl}; set TEST_REDIS_URL)`);
}

const hasChromium = fs.existsSync(CHROMIUM);
if (!hasChromium) {
  if (process.env.REQUIRE_E2E === '1') {
    console.error(`Chromium is required but missing at ${CHROMIUM} (apt-get install chromium)`);
    process.exit(1);
  }
  skipped.push(`browser journeys (no Chromium at ${CHROMIUM}; apt-get install chromium)`);
}

fs.mkdirSync('.tmp', { recursive: true });
const VITEST_JSON = '.tmp/vitest-results.json';
const PLAYWRIGHT_JSON = '.tmp/playwright-results.json';
fs.rmSync(VITEST_JSON, { force: true });
fs.rmSync(PLAYWRIGHT_JSON, { force: true });

let status = run(
  'Vitest',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${VITEST_JSON}`],
  env,
);
if (hasChromium) {
  const e2eStatus = run(
    'Playwright',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    // Playwright resolves a relative output name against its config folder.
    { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: path.resolve(PLAYWRIGHT_JSON) },
  );
  status = status || e2eStatus;
}

/** One closing line over both runners, so a run that tested nothing cannot pass unseen. */
function totals() {
  const sum = { passed: 0, failed: 0, skipped: 0 };
  if (fs.existsSync(VITEST_JSON)) {
    const v = JSON.parse(fs.readFileSync(VITEST_JSON, 'utf8'));
    sum.passed += v.numPassedTests ?? 0;
    sum.failed += v.numFailedTests ?? 0;
    sum.skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  }
  if (fs.existsSync(PLAYWRIGHT_JSON)) {
    const stats = JSON.parse(fs.readFileSync(PLAYWRIGHT_JSON, 'utf8')).stats ?? {};
    sum.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    sum.failed += stats.unexpected ?? 0;
    sum.skipped += stats.skipped ?? 0;
  }
  return sum;
}
const sum = totals();
if (sum.passed === 0) status = status || 1;

if (skipped.length) {
  console.log(`\nSkipped on this machine:\n${skipped.map((s) => `  - ${s}`).join('\n')}`);
}
console.log(`\ntests: ${sum.passed} passed, ${sum.failed} failed, ${sum.skipped} skipped`);
console.log(`time: ${took.join(', ')}`);
process.exit(status);
