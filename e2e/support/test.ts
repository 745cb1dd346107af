import { test as base, type Page, type Response } from '@playwright/test';
import { APP_SERVERS, appServer, type AppServer } from './servers';

export * from '@playwright/test';

/**
 * Pages are rendered on the server and then hydrated by the app: between the two, a tap or a
 * typed letter reaches markup with no handler yet (as it would a person's). Every journey's
 * page.goto and page.reload therefore also wait until the app has taken over the page
 * (<html data-hydrated>, set by app/App.tsx), where the page is the app and runs script.
 */
/** The little of the DOM the predicate reads (the journeys compile without the DOM's types). */
interface PageDocument {
  document: {
    documentElement: { dataset: Record<string, string | undefined> };
    getElementById(id: string): unknown;
  };
}

export async function waitForApp(page: Page): Promise<void> {
  // A function, not a string: the page's Content-Security-Policy forbids evaluating strings.
  await page.waitForFunction(
    () => {
      const { document } = globalThis as unknown as PageDocument;
      return (
        document.documentElement.dataset.hydrated === 'true' ||
        document.getElementById('root') === null
      );
    },
    undefined,
    { timeout: 15_000 },
  );
}

type Navigate = (this: Page, ...args: unknown[]) => Promise<Response | null>;

let patched = false;

/** Once per worker: Page's goto and reload wait for the app after they load the page. */
function patchNavigation(page: Page) {
  if (patched) return;
  patched = true;
  const proto = Object.getPrototypeOf(page) as Record<'goto' | 'reload', Navigate>;
  for (const name of ['goto', 'reload'] as const) {
    const original = proto[name];
    proto[name] = async function (this: Page, ...args: unknown[]) {
      const response = await original.apply(this, args);
      const javaScript = (
        this.context() as unknown as { _options?: { javaScriptEnabled?: boolean } }
      )._options?.javaScriptEnabled;
      if (javaScript !== false && response?.headers()['content-type']?.includes('text/html')) {
        await waitForApp(this);
      }
      return response;
    };
  }
}

export const test = base.extend<{ waitsForApp: void }, { appServer: AppServer }>({
  /** This worker's own app server (support/servers.ts): its origin and its data folder. */
  appServer: [
    // Playwright reads a fixture's dependencies from its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      await use(appServer(workerInfo.parallelIndex));
    },
    { scope: 'worker' },
  ],
  // Pages, browser.newContext() and `request` go to this worker's server; a project on
  // another server (object-storage) keeps its own.
  baseURL: async ({ baseURL, appServer }, use) => {
    await use(baseURL === APP_SERVERS[0]!.origin ? appServer.origin : baseURL);
  },
  waitsForApp: [
    async ({ page }, use) => {
      patchNavigation(page);
      await use();
    },
    { auto: true },
  ],
});
