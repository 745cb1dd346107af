import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { ensurePortFree, isPortTaken, portTaken } from './platform/port-check';

try {
  const config = loadConfig();
  if (cluster.isPrimary) await ensurePortFree(config.port, config.host);
  // Loaded once the port is known to be free: a taken port is told without loading the app.
  const [{ buildApp }, { runPrimary, runsJobs }, { gracefulShutdown }] = await Promise.all([
    import('./app'),
    import('./platform/cluster'),
    import('./platform/shutdown'),
  ]);
  if (config.workers > 1 && cluster.isPrimary) {
    // WORKERS processes share the port; this one only looks after them (platform/cluster.ts).
    await runPrimary(config, { entry: fileURLToPath(import.meta.url) });
  } else {
    // The only process, or one of the workers: the server itself. A signal that comes while
    // it is still starting (a worker booting on a busy machine when the primary is told to
    // stop) finds no request to finish: it stops cleanly rather than by the signal's default.
    let stopping = false;
    let starting = true;
    const stopWhileStarting = () => {
      stopping = true;
      if (starting) process.exit(0);
    };
    process.once('SIGINT', stopWhileStarting);
    process.once('SIGTERM', stopWhileStarting);
    const app = await buildApp(config, { startJobs: runsJobs() });
    starting = false;
    process.off('SIGINT', stopWhileStarting);
    process.off('SIGTERM', stopWhileStarting);
    const shutdown = gracefulShutdown(app);
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      app.log.info(`${signal} received, finishing requests in flight`);
      try {
        await shutdown();
        app.log.info('closed');
        process.exit(0);
      } catch (error) {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      }
    };
    process.once('SIGINT', () => void stop('SIGINT'));
    process.once('SIGTERM', () => void stop('SIGTERM'));
    await app.listen({ port: config.port, host: config.host }).catch((error: unknown) => {
      throw isPortTaken(error) ? portTaken(config.port) : error;
    });
    // With workers, the primary says it once for all of them.
    if (!cluster.isWorker) {
      app.log.info(
        `Palengke is serving ${config.publicUrl} on the ${app.database.engine} database`,
      );
    }
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
}
