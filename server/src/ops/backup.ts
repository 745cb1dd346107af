import fs from 'node:fs/promises';
import fsSync from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';

/**
 * Backups of a deployment on the embedded database: SQLite's online backup API copies the
 * live database page by page while the server keeps serving (never a file copy of a live
 * database), then the photos. The snapshot is taken first: a photo is written before the
 * post that names it commits, so every photo the snapshot knows is complete when copied.
 */
export const DB_FILE = 'palengke.db';
const MEDIA_DIR = 'media';
const PREFIX = 'palengke-backup-';

export const POSTGRES_ADVICE =
  'This deployment runs on PostgreSQL: back it up with pg_dump (or continuous archiving for ' +
  'point-in-time recovery, or your provider’s snapshots), and keep photos in a bucket with ' +
  'versioning turned on. See docs/operations.md, "Running in production".';

/** `palengke-backup-2026-11-26T10-15-00Z`: sorts by time, safe in any file system. */
const folderName = (now: Date) =>
  `${PREFIX}${now
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/:/g, '-')}`;

function checkIntegrity(file: string) {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`${file} fails PRAGMA integrity_check: ${String(result)}`);
  } finally {
    db.close();
  }
}

/** Copies the database and photos of `dataDir` into a new dated folder under `into`. */
export async function backup(dataDir: string, into: string, now = new Date()): Promise<string> {
  const source = path.join(dataDir, DB_FILE);
  if (!fsSync.existsSync(source)) throw new Error(`No database at ${source}`);
  const folder = path.join(into, folderName(now));
  await fs.mkdir(folder, { recursive: true });
  const live = new SqliteDatabase(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    await live.backup(path.join(folder, DB_FILE));
  } finally {
    live.close();
  }
  checkIntegrity(path.join(folder, DB_FILE));
  const media = path.join(dataDir, MEDIA_DIR);
  if (fsSync.existsSync(media)) {
    await fs.cp(media, path.join(folder, MEDIA_DIR), { recursive: true });
  }
  return folder;
}

/** Puts a backup into `dataDir`, which must be empty unless `force`. */
export async function restore(folder: string, dataDir: string, { force = false } = {}) {
  const file = path.join(folder, DB_FILE);
  if (!fsSync.existsSync(file))
    throw new Error(`${folder} is not a Palengke backup (no ${DB_FILE})`);
  checkIntegrity(file);
  const existing = fsSync.existsSync(dataDir) ? await fs.readdir(dataDir) : [];
  if (existing.length && !force) {
    throw new Error(`${dataDir} is not empty; restore refuses to overwrite it (add --force)`);
  }
  for (const name of [DB_FILE, `${DB_FILE}-wal`, `${DB_FILE}-shm`, MEDIA_DIR]) {
    await fs.rm(path.join(dataDir, name), { recursive: true, force: true });
  }
  await fs.mkdir(dataDir, { recursive: true });
  await fs.copyFile(file, path.join(dataDir, DB_FILE));
  const media = path.join(folder, MEDIA_DIR);
  if (fsSync.existsSync(media)) {
    await fs.cp(media, path.join(dataDir, MEDIA_DIR), { recursive: true });
  }
}

/** Keeps the newest `keep` backups in `into` and removes the older ones. */
export async function pruneBackups(into: string, keep: number) {
  const names = (await fs.readdir(into)).filter((name) => name.startsWith(PREFIX)).sort();
  for (const name of names.slice(0, Math.max(0, names.length - keep))) {
    await fs.rm(path.join(into, name), { recursive: true, force: true });
  }
}
