import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { caCertsTrustingStandIn } from './server/src/test/push-service';

// The push service stand-in (server/src/test/push-service) serves TLS with a test certificate.
// Node reads extra CAs only when a process starts, so it is set here, before the test
// processes fork from this one.
process.env.NODE_EXTRA_CA_CERTS = caCertsTrustingStandIn();

const CATALOGS_TEST = 'web/src/i18n/parity.test.ts';

export default defineConfig({
  resolve: {
    alias: { '@core': fileURLToPath(new URL('./core/src', import.meta.url)) },
  },
  test: {
    // Server tests share one database per file; files run in parallel, one per core. (Vitest's
    // own default is one fewer than the cores: on CI's two, one file at a time.)
    pool: 'forks',
    maxWorkers: os.availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['core/**/*.test.ts', 'server/**/*.test.ts'],
          // One migrated database of each engine, copied by every test app (server/src/test).
          globalSetup: ['server/src/test/global-setup.ts'],
          // Files share each worker's modules instead of importing the app again for each
          // (the whole suite in 3.5 min against 7.0): every file builds its own app on its own
          // database, and they pass in any order (checked with --sequence.shuffle.files).
          isolate: false,
        },
      },
      {
        extends: true,
        // Apart from the server's (a server test may leave its own fetch behind), and sharing
        // modules too, but for the catalogs' check: i18next merges the bundles other files
        // register into the very objects that check reads.
        test: {
          name: 'web',
          include: ['web/src/**/*.test.ts'],
          exclude: [CATALOGS_TEST],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'web-catalogs', include: [CATALOGS_TEST] } },
    ],
  },
});
