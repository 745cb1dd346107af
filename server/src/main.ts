import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { gracefulShutdown } from './platform/shutdown';

try {
  const config = loadConfig();
  const app = await buildApp(config, { startJobs: true });
  const shutdown = gracefulShutdown(app);
  let stopping = false;
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
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Palengke is serving ${config.publicUrl} on the ${app.database.engine} database`);
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
}
