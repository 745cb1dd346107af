// `npm run restore -- <backup folder> [--force]`: puts a backup into DATA_DIR, which must be
// empty (or --force). Stop the server first; start it again afterwards.
import { loadConfig } from '../config';
import { POSTGRES_ADVICE, restore } from './backup';

const args = process.argv.slice(2);
const force = args.includes('--force');
const folder = args.find((arg) => arg !== '--force');
const config = loadConfig();
if (config.databaseUrl) {
  console.error(POSTGRES_ADVICE);
  process.exit(2);
}
if (!folder) {
  console.error('Usage: npm run restore -- <backup folder> [--force]');
  process.exit(2);
}
try {
  await restore(folder, config.dataDir, { force });
  console.log(`Restored ${folder} into ${config.dataDir}`);
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
