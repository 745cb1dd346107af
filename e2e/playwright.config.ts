import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = '.tmp/e2e-data';

/** Debian's Chromium, never a downloaded browser; flags keep it off this machine's closed network. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 5'], launchOptions: chromium } },
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 }, launchOptions: chromium } },
  ],
  webServer: {
    // What `npm start` does, on a throw-away embedded database.
    command: `rm -rf ${E2E_DATA_DIR} && npm run build && node --import tsx server/src/main.ts`,
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      LOG_LEVEL: 'warn',
      // Every journey signs people up from 127.0.0.1; the limits themselves are API-tested.
      RATE_LIMIT_FACTOR: '20',
      // One admin per project, so the phone and desktop runs do not share a console, and one
      // more each for CI's retry (the first try's admin already exists).
      ADMIN_EMAILS: ['phone', 'desktop', 'phone-retry', 'desktop-retry']
        .map((name) => `e2e-admin-${name}@example.com`)
        .join(','),
    },
  },
});
