import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

try {
  const config = loadConfig();
  const app = await buildApp(config, { startJobs: true });
  const stop = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    process.exit(0);
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
