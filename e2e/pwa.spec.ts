import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type APIRequestContext, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { OFFLINE_PAGE_CODE, urlsInCaches } from './support/app-caches';
import { newPerson, signUpAndConfirm } from './support/people';
import { postAs } from './support/posts';

// With a service worker, which the config blocks for other journeys: the installable app works
// offline and takes pushes through its worker.
test.use({ serviceWorkers: 'allow' });

// Evaluated in the page, as strings: the e2e code is type-checked without the DOM library.
/** Waits for the service worker the page registers after load; its scope. */
const serviceWorkerScope = (page: Page) =>
  page.evaluate<string>('navigator.serviceWorker.ready.then((registration) => registration.scope)');
const controllingScript = (page: Page) =>
  page.evaluate<string | null>('navigator.serviceWorker.controller?.scriptURL ?? null');

/**
 * Chromium's verdict on installing the app. Test contexts are incognito, where nothing can be
 * installed, so this asks a throw-away profile of the same browser.
 */
async function installabilityErrors(baseURL: string): Promise<unknown[]> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...test.info().project.use.launchOptions,
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await serviceWorkerScope(page);
    const cdp = await context.newCDPSession(page);
    return (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors;
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** A PNG's width and height, read from its IHDR chunk. */
async function pngSize(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  expect(response.headers()['content-type'], url).toBe('image/png');
  const bytes = await response.body();
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test.describe('the installable app', () => {
  test('has a manifest, icons and a service worker, and Chromium can install it', async ({
    page,
    request,
    baseURL,
  }) => {
    for (const pagePath of ['/about', '/']) {
      await page.goto(pagePath);
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
        'href',
        '/manifest.webmanifest',
      );
    }

    const served = await request.get('/manifest.webmanifest');
    expect(served.headers()['content-type']).toContain('application/manifest+json');
    expect(served.headers()['cache-control']).toBe('no-cache');
    const manifest = await served.json();
    expect(manifest).toMatchObject({
      name: 'Palengke',
      short_name: 'Palengke',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#1c5522',
      background_color: '#fffaf2',
    });
    const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
    for (const icon of icons) expect(await pngSize(request, icon.src)).toBe(icon.sizes);
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    expect(await pngSize(request, '/icons/badge-96.png')).toBe('96x96');

    const worker = await request.get('/sw.js');
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');

    expect(await serviceWorkerScope(page)).toBe(`${baseURL}/`);
    // A page is controlled from its next load on (the worker does not claim open pages).
    await page.reload();
    await expect.poll(() => controllingScript(page)).toBe(`${baseURL}/sw.js`);

    expect(await installabilityErrors(baseURL!)).toEqual([]);
  });

  test('opens offline with the last feed, marked as possibly out of date', async ({
    page,
    context,
    browser,
  }) => {
    test.setTimeout(60_000);
    const seller = await (await browser.newContext()).newPage();
    await signUpAndConfirm(seller, newPerson('offline'));
    const title = `Okra ${Date.now().toString(36)}`;
    const postId = await postAs(seller, title);
    await seller.context().close();

    // First visit installs the worker; the feed the server rendered is kept in its API cache
    // (src/pwa/keepForOffline.ts), as the worker keeps the feed the app asks for itself.
    await page.goto('/');
    await serviceWorkerScope(page);
    await page.reload();
    await expect(page.getByText(title)).toBeVisible();
    let feedUrl = '';
    await expect
      .poll(async () => {
        feedUrl = (await urlsInCaches(page, 'palengke-api')).find((url) =>
          url.includes('/api/posts?'),
        )!;
        return feedUrl;
      })
      .toBeTruthy();
    // Once idle, the app warms the post and chat pages' code (not precached), which the
    // worker keeps.
    await expect
      .poll(
        async () =>
          (await urlsInCaches(page, 'palengke-code'))
            .map((url) => OFFLINE_PAGE_CODE.exec(url)?.[1])
            .filter(Boolean)
            .sort(),
        { timeout: 15_000 },
      )
      .toEqual(['ChatPage', 'PostDetailPage', 'ThreadsPage']);
    expect(await urlsInCaches(page, 'precache')).not.toContainEqual(
      expect.stringMatching(OFFLINE_PAGE_CODE),
    );

    await context.setOffline(true);
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Fresh food from your neighbours' }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'You are offline. What you see may be out of date.' }),
    ).toBeVisible();
    await expect(page.getByText(title)).toBeVisible();
    await expect(page.getByText('These posts may be out of date.')).toBeVisible();
    // The worker answered from its cache, and says so.
    const fromCache = await page.evaluate(
      (url) => fetch(url).then((response) => response.headers.get('x-palengke-from-cache')),
      feedUrl,
    );
    expect(fromCache).toBe('1');
    await expectAccessible(page);

    // A post's page opens from a fresh start offline: its code comes from the worker (the
    // post itself is not cached, which the page says), not the "could not load" error page.
    await page.goto(`/post/${postId}`);
    await expect(page.getByRole('heading', { name: 'Could not load the post' })).toBeVisible({
      timeout: 15_000,
    });

    await context.setOffline(false);
    await expect(page.getByText('You are offline.')).toHaveCount(0);
  });
});

test.describe('push notifications in the service worker', () => {
  test('shows a pushed message, but not on the chat already open', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await page.goto('/');
    await serviceWorkerScope(page);
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registration;
    const push = (message: object) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: baseURL!,
        registrationId,
        data: JSON.stringify(message),
      });
    const shown = () =>
      page.evaluate<{ title: string; body: string; tag: string; url: string }[]>(
        `navigator.serviceWorker.ready
          .then((registration) => registration.getNotifications())
          .then((list) => list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: n.data.url })))`,
      );

    // The chat of thread 42 is on screen: its message needs no notification.
    await page.goto('/threads/42');
    await push({ title: 'Aling Nena', body: 'Meron pa po', url: '/threads/42', tag: 'thread-42' });
    // Another thread's message does.
    await push({ title: 'Mang Tomas', body: 'Pwede bukas?', url: '/threads/7', tag: 'thread-7' });
    await expect
      .poll(shown)
      .toEqual([{ title: 'Mang Tomas', body: 'Pwede bukas?', tag: 'thread-7', url: '/threads/7' }]);
  });
});
