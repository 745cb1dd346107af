/**
 * The journeys' app servers: one per Playwright worker, so two workers never share a database,
 * an outbox or a rate limit. Worker `i` (its parallelIndex, which a retry's new worker keeps)
 * has its server on E2E_PORT + 10·i with a data folder of its own; the config starts them all
 * (webServer), and test.ts points each worker's baseURL at its own.
 *
 * The ports E2E_PORT + 1 to + 9 are the shared ones: the app on the photo bucket (+1), the
 * bucket (+2), the push service stand-in (+3), the map tile stand-in (+4), and the servers live.spec.ts (+5) and
 * restart.spec.ts (+6) start for themselves.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

/** How many workers, and so app servers: two unless E2E_WORKERS says otherwise. */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

const PORT_STEP = 10;

export interface AppServer {
  port: number;
  origin: string;
  /** Relative to the repository's root, where the servers and the tests run. */
  dataDir: string;
}

/** The app server of the worker whose parallelIndex is `index`. */
export function appServer(index: number): AppServer {
  const port = E2E_PORT + PORT_STEP * index;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    dataDir: index === 0 ? '.tmp/e2e-data' : `.tmp/e2e-data-${index}`,
  };
}

export const APP_SERVERS: AppServer[] = Array.from({ length: E2E_WORKERS }, (_, i) => appServer(i));
