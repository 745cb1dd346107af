import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { caCertsTrustingStandIn } from './server/src/test/push-service';

// The push service stand-in (server/src/test/push-service) serves TLS with a test certificate.
// Node reads extra CAs only when a process starts, so it is set here, before the test
// processes fork from this one.
process.env.NODE_EXTRA_CA_CERTS = caCertsTrustingStandIn();

export default defineConfig({
  resolve: {
    alias: { '@core': fileURLToPath(new URL('./core/src', import.meta.url)) },
  },
  test: {
    include: ['core/**/*.test.ts', 'server/**/*.test.ts', 'web/src/**/*.test.ts'],
    // Server tests share one database per file; files run in parallel, one per core. (Vitest's
    // own default is one fewer than the cores: on CI's two, one file at a time.)
    pool: 'forks',
    // One migrated database of each engine, copied by every test app (server/src/test).
    globalSetup: ['server/src/test/global-setup.ts'],
    maxWorkers: os.availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
