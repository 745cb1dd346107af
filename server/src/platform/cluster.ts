import cluster, { type Worker } from 'node:cluster';
import { pino, type Logger } from 'pino';
import type { AppConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { serveClusterMetrics } from './cluster-metrics';
import { serveRateLimits } from './cluster-rate-limits';
import { relayLiveEvents } from './live/cluster-bus';
import { serveStreamLeases } from './live/cluster-limits';
import { SHUTDOWN_GRACE_MS } from './shutdown';

/**
 * WORKERS server processes on one machine (node:cluster): one event loop per core, all on the
 * same port and database. The primary process serves no request: it migrates the database
 * once, starts the workers, keeps the rate-limit counters and live stream leases they share
 * and gathers their metrics, starts a new worker when one dies, and on SIGTERM or SIGINT has
 * every worker finish its requests and exits when all have. One worker (the "jobs" worker,
 * and whichever replaces it) runs the scheduled jobs and the notification outbox; the others
 * only answer requests.
 */

const ROLE_VARIABLE = 'PALENGKE_WORKER_ROLE';
type Role = 'jobs' | 'web';

/** Whether this process runs the scheduled jobs and the outbox: the only process, or the jobs worker. */
export const runsJobs = () => !cluster.isWorker || process.env[ROLE_VARIABLE] === 'jobs';

/** A worker that dies this soon after it started is restarted after a growing pause. */
const UNSTABLE_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** After SIGTERM, workers still running this long after their own grace period are killed. */
const STOP_DEADLINE_MS = SHUTDOWN_GRACE_MS + 20_000;

function primaryLogger(config: AppConfig): Logger {
  const pretty = process.stdout.isTTY && config.logLevel !== 'silent';
  return pino({
    level: config.logLevel,
    ...(pretty
      ? {
          transport: {
            target: 'pino-pretty',
            options: { colorize: true, translateTime: 'HH:MM:ss', ignore: 'hostname' },
          },
        }
      : {}),
  });
}

export interface PrimaryOptions {
  /** The server's entry file, which each worker runs (main.ts under tsx, main.js built). */
  entry: string;
}

/** The primary process: resolves once every worker is listening. */
export async function runPrimary(config: AppConfig, { entry }: PrimaryOptions): Promise<void> {
  const log = primaryLogger(config).child({ role: 'primary' });

  // Once, before any worker opens the database: migrations must never run side by side.
  const database = openDatabase(config);
  try {
    await migrateToLatest(database);
  } finally {
    await database.close();
  }

  cluster.setupPrimary({
    exec: entry,
    // The workers run like this process (a TypeScript loader under tsx, source maps built).
    execArgv: [
      ...process.execArgv,
      ...(process.sourceMapsEnabled && !process.execArgv.includes('--enable-source-maps')
        ? ['--enable-source-maps']
        : []),
    ],
  });
  const stopServing = [
    serveRateLimits(),
    serveClusterMetrics(),
    relayLiveEvents(),
    serveStreamLeases(),
  ];
  const stopServingWorkers = () => stopServing.forEach((stopOne) => stopOne());

  const roles = new Map<Worker, Role>();
  const startedAt = new Map<Worker, number>();
  const listening = new Set<Worker>();
  const restarts = new Set<NodeJS.Timeout>();
  let everyoneListened = false;
  let restartDelayMs = 1_000;
  let stopping = false;
  let failed = false;
  let onAllListening: () => void = () => {};
  let onStartFailed: (error: Error) => void = () => {};

  const fork = (role: Role) => {
    const worker = cluster.fork({ [ROLE_VARIABLE]: role });
    roles.set(worker, role);
    startedAt.set(worker, Date.now());
    worker.once('listening', () => {
      listening.add(worker);
      if (!everyoneListened && listening.size === config.workers) {
        everyoneListened = true;
        onAllListening();
      }
    });
  };

  const finish = () => {
    stopServingWorkers();
    log.info(failed ? 'stopped, a worker did not close cleanly' : 'closed');
    process.exit(failed ? 1 : 0);
  };

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received, the workers are finishing their requests`);
    restarts.forEach((timer) => clearTimeout(timer));
    if (roles.size === 0) finish();
    for (const worker of roles.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      log.error(`workers still running ${STOP_DEADLINE_MS / 1000} s after ${signal}: killing them`);
      failed = true;
      for (const worker of roles.keys()) worker.process.kill('SIGKILL');
    }, STOP_DEADLINE_MS).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    const role = roles.get(worker) ?? 'web';
    const ranMs = Date.now() - (startedAt.get(worker) ?? 0);
    roles.delete(worker);
    startedAt.delete(worker);
    listening.delete(worker);
    if (stopping) {
      if (code !== 0) failed = true;
      if (roles.size === 0) finish();
      return;
    }
    if (!everyoneListened) {
      // A worker that cannot start (port taken, database unreadable) will not start again.
      onStartFailed(new Error(`a worker exited (${signal ?? code}) before it was listening`));
      return;
    }
    restartDelayMs =
      ranMs < UNSTABLE_MS ? Math.min(restartDelayMs * 2, MAX_RESTART_DELAY_MS) : 1_000;
    log.error(
      { pid: worker.process.pid, code, signal, role },
      `a worker died; starting another in ${restartDelayMs / 1000} s`,
    );
    const timer = setTimeout(() => {
      restarts.delete(timer);
      if (!stopping) fork(role);
    }, restartDelayMs);
    restarts.add(timer);
  });

  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));

  await new Promise<void>((resolve, reject) => {
    onAllListening = resolve;
    onStartFailed = (error) => {
      stopping = true;
      failed = true;
      for (const worker of roles.keys()) worker.process.kill('SIGTERM');
      if (roles.size === 0) stopServingWorkers();
      reject(error);
    };
    for (let i = 0; i < config.workers; i++) fork(i === 0 ? 'jobs' : 'web');
  });
  log.info(
    `Palengke is serving ${config.publicUrl} with ${config.workers} worker processes on the ${
      config.databaseUrl ? 'postgres' : 'sqlite'
    } database`,
  );
}
