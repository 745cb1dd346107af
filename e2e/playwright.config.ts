import { defineConfig, devices } from '@playwright/test';
import { APP_SERVERS, E2E_PORT, E2E_WORKERS, type AppServer } from './support/servers';

const PORT = E2E_PORT;
/** A second Palengke that keeps its photos in an S3 bucket, served by s3rver. */
const S3_APP_PORT = PORT + 1;
const S3_PORT = PORT + 2;
export const E2E_S3_DATA_DIR = '.tmp/e2e-data-s3';
const S3_STORE_DIR = '.tmp/e2e-s3';
const OBJECT_STORAGE_SPEC = 'object-storage.spec.ts';
/** A Web Push service stand-in over TLS (web-push-testing), which the main app pushes to. */
const PUSH_SERVICE_PORT = PORT + 3;
export const PUSH_SERVICE_ORIGIN = `https://localhost:${PUSH_SERVICE_PORT}`;
/** A map tile server stand-in (support/tile-server.ts): the map's tiles never come from outside. */
const TILE_SERVER_PORT = PORT + 4;
export const TILE_SERVER_ORIGIN = `http://127.0.0.1:${TILE_SERVER_PORT}`;
/** Its self-signed certificate, trusted by the app server and by the tests' own calls. */
export const PUSH_SERVICE_CERT = 'server/src/test/push-service/localhost-cert.pem';

/**
 * Journeys whose screen size does not matter run on the phone only (half the time each):
 * - amounts, offline-chat: open their own 360 x 800 phone, whatever the project;
 * - first-screen, budgets, cebuano, units: a phone's first screen, its download weights, one
 *   journey in Cebuano and one in Filipino (each skips itself on desktop; ignored here, its
 *   set-up goes too);
 * - notifications: push on "this phone", settings that stay, the unsubscribe link;
 * - safety: the scam notice's words in a chat and the data download;
 * - sign-out-caches: what the service worker keeps, which no layout changes;
 * - suki: following a seller on a phone (the issue asks for that journey on a phone);
 * - payment-qr: a seller's QR saved and a buyer paying at pickup, on phones (issue 40 asks so).
 * Every journey through a menu, the header, a sticky bar, a sheet (a bottom sheet on a phone,
 * a dialog on desktop), the feed's filters or the admin console keeps both projects.
 */
const PHONE_ONLY = [
  'amounts.spec.ts',
  'offline-chat.spec.ts',
  'first-screen.spec.ts',
  'budgets.spec.ts',
  'cebuano.spec.ts',
  'units.spec.ts',
  'notifications.spec.ts',
  'safety.spec.ts',
  'sign-out-caches.spec.ts',
  'suki.spec.ts',
  // SMS sign-in: the issue's journey is a phone's; the doors' layout is checked on both by
  // accounts and first-week.
  'phone-sign-in.spec.ts',
  'payment-qr.spec.ts',
];
/** Servers of their own, started by the journey: tested once, on desktop (the specs say so). */
const DESKTOP_ONLY = ['live.spec.ts', 'restart.spec.ts'];

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

/** The environment every journeys' app server shares; each has its own port and data. */
const APP_ENV = {
  HOST: '127.0.0.1',
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
  // The map's tiles from the local stand-in, never OpenStreetMap's servers.
  MAP_TILE_URL: `${TILE_SERVER_ORIGIN}/{z}/{x}/{y}.png`,
  MAP_TILE_ATTRIBUTION: 'Test tiles',
};

/**
 * A worker's app server: the production start, `npm start` (the compiled server on plain
 * node), on a throw-away embedded database. The first one builds first, forced so a journey
 * never meets an old build; the others start after it is up, on that build.
 */
function appWebServer(server: AppServer, index: number) {
  return {
    command: `rm -rf ${server.dataDir} && ${index === 0 ? 'npm run build && ' : ''}npm start`,
    cwd: '..',
    url: `${server.origin}/api/health`,
    timeout: index === 0 ? 180_000 : 60_000,
    reuseExistingServer: false,
    env: {
      ...APP_ENV,
      PORT: String(server.port),
      DATA_DIR: server.dataDir,
      PUBLIC_URL: server.origin,
    },
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // Each new browser context installs the service worker, which precaches the app's shell.
  timeout: 45_000,
  expect: { timeout: 7_000 },
  // Spec files are shared out between the workers, each with an app server of its own
  // (support/servers.ts); the tests of one file run in order on one worker.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: '../test-results',
  use: {
    // The first worker's server; support/test.ts gives every worker its own.
    baseURL: APP_SERVERS[0]!.origin,
    trace: 'retain-on-failure',
    // No service worker unless a journey is about it (test.use in pwa, offline-chat,
    // sign-out-caches, notifications, suki, low-data, map, object-storage): each new context
    // would install one and precache the whole app, about a third of a journey's time here
    // (seven account, chat and sale journeys: 165 s with it, 106 s without). A first visit,
    // before the worker takes over, is the same page.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'phone',
      testIgnore: [OBJECT_STORAGE_SPEC, ...DESKTOP_ONLY],
      use: { ...devices['Pixel 5'], launchOptions: chromium },
    },
    {
      name: 'desktop',
      testIgnore: [OBJECT_STORAGE_SPEC, ...PHONE_ONLY],
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
  // Started one after the other, in this order: the tile server, the push service and the bucket, the first
  // worker's app (which builds the web app), the other workers' apps and the app on the bucket,
  // which serve that same build.
  webServer: [
    {
      command: `node --import tsx e2e/support/tile-server.ts ${TILE_SERVER_PORT}`,
      cwd: '..',
      url: `${TILE_SERVER_ORIGIN}/`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
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
    ...APP_SERVERS.map(appWebServer),
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
