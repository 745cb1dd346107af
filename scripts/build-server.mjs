#!/usr/bin/env node
// Compiles the server into dist/server with esbuild: one ES module per entry point, our own
// code (server and core) bundled, every npm package left as an import, source maps beside.
// `npm start` then runs it with plain node: no TypeScript loader at run time.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'server/src/main.ts',
    migrate: 'server/src/db/migrate-cli.ts',
    admin: 'server/src/features/admin/admin-cli.ts',
    backup: 'server/src/ops/backup-cli.ts',
    restore: 'server/src/ops/restore-cli.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server compiled into dist/server');
