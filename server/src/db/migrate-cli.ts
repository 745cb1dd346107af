import { loadConfig } from '../config';
import { openDatabase } from './database';
import { migrateToLatest } from './migrate';

// `npm run db:migrate`: the same migrations the server runs on start, for operators who
// prefer to migrate before rolling out new instances.
const config = loadConfig();
const handle = openDatabase(config);
try {
  const applied = await migrateToLatest(handle);
  console.log(
    applied.length ? `Applied: ${applied.join(', ')}` : 'Database is already up to date.',
  );
} finally {
  await handle.close();
}
