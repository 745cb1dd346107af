import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@core': fileURLToPath(new URL('./core/src', import.meta.url)) },
  },
  test: {
    include: ['core/**/*.test.ts', 'server/**/*.test.ts', 'web/src/**/*.test.ts'],
    // Server tests share one database per file; files run in parallel on the two cores.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
