#!/usr/bin/env node
// `npm start`: builds the web app and the server when dist/ is missing or older than the
// sources (so `npm ci && npm start` works on a fresh clone), then runs the compiled server in
// this process with plain node. `node scripts/start.mjs <entry> [args]` runs another compiled
// entry the same way (migrate, admin, backup, restore: see scripts/build-server.mjs).
// package.json starts it with `exec`: npm passes a SIGTERM it gets on to its child, and without
// `exec` that child is the `sh -c` npm runs the script in, which dies of it and leaves this
// process and its workers serving, orphaned, on the port (issue 21).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const OUTPUTS = ['dist/server/main.js', 'dist/web/index.html', 'dist/web-ssr/entry-server.js'];
const SOURCES = [
  'server/src',
  'core/src',
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'package-lock.json',
];

function newest(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const name of fs.readdirSync(entry))
    latest = Math.max(latest, newest(path.join(entry, name)));
  return latest;
}

const builtAt = Math.min(
  ...OUTPUTS.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)),
);
const changedAt = Math.max(...SOURCES.map(newest));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(
    builtAt === 0 ? 'No build yet: building…' : 'Sources changed since the last build: building…',
  );
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The entry's own arguments start at argv[2], as if it had been run directly.
const entry =
  process.argv[2] && !process.argv[2].startsWith('-') ? process.argv.splice(2, 1)[0] : 'main';
process.setSourceMapsEnabled(true);
// React renders pages on the server: its production build, unless told otherwise.
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.resolve(`dist/server/${entry}.js`)).href);
