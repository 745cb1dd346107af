import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_DATA_DIR = '.tmp/e2e-data';
/** A second Palengke that keeps its photos in an S3 bucket, served by s3rver. */
const S3_APP_PORT = PORT + 1;
const S3_PORT = PORT + 2;
export const E2E_S3_DATA_DIR = '.tmp/e2e-data-s3';
const S3_STORE_DIR = '.tmp/e2e-s3';
const OBJECT_STORAGE_SPEC = 'object-storage.spec.ts';
/** A Web Push service stand-in over TLS (web-push-testing), which the main app pushes to. */
const PUSH_SERVICE_PORT = PORT + 3;
export const PUSH_SERVICE_ORIGIN = `https://localhost:${PUSH_SERVICE_PORT}`;
/** Its self-signed certificate, trusted by the app server and by the tests' own calls. */
export const PUSH_SERVICE_CERT = 'server/src/test/push-service/localhost-cert.pem';

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
  // Each new browser context installs the service worker, which precaches the app's shell.
  timeout: 45_000,
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
    {
      name: 'phone',
      testIgnore: OBJECT_STORAGE_SPEC,
      use: { ...devices['Pixel 5'], launchOptions: chromium },
    },
    {
      name: 'desktop',
      testIgnore: OBJECT_STORAGE_SPEC,
      use: { viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'object-storage',
      testMatch: OBJECT_STORAGE_SPEC,
      use: {
        ...devices['Pixel 5'],
        baseURL: `http://127.0.0.1:${S3_APP_PORT}`,
        launchOptions: chromium,
      },
    },
  ],
  // Started one after the other, in this order: the push service and the bucket, the app
  // (which builds the web app), then the app on the bucket, which serves that same build.
  webServer: [
    {
      command: `node --import tsx server/src/test/push-service/run.ts ${PUSH_SERVICE_PORT}`,
      cwd: '..',
      port: PUSH_SERVICE_PORT,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: `rm -rf ${S3_STORE_DIR} && mkdir -p ${S3_STORE_DIR} && node node_modules/s3rver/bin/s3rver.js -d ${S3_STORE_DIR} -a 127.0.0.1 -p ${S3_PORT} --silent --configure-bucket palengke-media`,
      cwd: '..',
      // s3rver answers an unsigned request with 403, which tells that it is up.
      url: `http://127.0.0.1:${S3_PORT}/`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      // The production start, `npm start` (build, then the compiled server on plain node), on a
      // throw-away embedded database; the build is forced so a journey never meets an old one.
      command: `rm -rf ${E2E_DATA_DIR} && npm run build && npm start`,
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
        // more each for CI's retry (the first try's admin already exists); the same again for
        // server-rendering.spec.ts's admin, who opens pages from outside.
        ADMIN_EMAILS: ['phone', 'desktop', 'phone-retry', 'desktop-retry']
          .flatMap((name) => [`e2e-admin-${name}@example.com`, `e2e-admin-ssr-${name}@example.com`])
          .join(','),
        // Push goes to the stand-in only, over TLS with its own certificate.
        PUSH_ENDPOINT_ORIGINS: PUSH_SERVICE_ORIGIN,
        NODE_EXTRA_CA_CERTS: PUSH_SERVICE_CERT,
        // The unread-message email follows 2 s after the message instead of minutes.
        MESSAGE_EMAIL_DELAY_S: '2',
        // Food alert digests at most every 5 s instead of every hour.
        ALERT_DIGEST_S: '5',
      },
    },
    {
      command: `rm -rf ${E2E_S3_DATA_DIR} && npm start`,
      cwd: '..',
      url: `http://127.0.0.1:${S3_APP_PORT}/api/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        PORT: String(S3_APP_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: E2E_S3_DATA_DIR,
        PUBLIC_URL: `http://127.0.0.1:${S3_APP_PORT}`,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_FACTOR: '20',
        S3_BUCKET: 'palengke-media',
        S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
        S3_FORCE_PATH_STYLE: 'true',
        // s3rver checks signatures against its one fixed key pair.
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
      },
    },
  ],
});
