// `npm run backup -- <folder>`: a consistent copy of a running deployment's database and
// photos into a dated folder under <folder>, while the server keeps serving.
import { loadConfig } from '../config';
import { backup, POSTGRES_ADVICE } from './backup';

const into = process.argv[2];
const config = loadConfig();
if (config.databaseUrl) {
  console.error(POSTGRES_ADVICE);
  process.exit(2);
}
if (!into) {
  console.error('Usage: npm run backup -- <folder>');
  process.exit(2);
}
try {
  const folder = await backup(config.dataDir, into);
  console.log(`Backed up ${config.dataDir} into ${folder}`);
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
