import { expect, test, type Page, type Request } from './support/test';
import { expectAccessible } from './support/a11y';
import { afterIdle, OFFLINE_PAGE_CODE, urlsInCaches } from './support/app-caches';
import { newPerson, openNav, signUpAndConfirm } from './support/people';
import { photoPostAs } from './support/photo-posts';
import { isLiveStream, settle } from './support/settle';

// With a service worker, which the config blocks for other journeys: the worker precaches the shell
// and keeps photos back.
test.use({ serviceWorkers: 'allow' });

/** Issue #13: the first feed page in low-data mode, once the app is cached, on the wire. */
const LOW_DATA_BUDGET_BYTES = 40 * 1024;

/**
 * What Chromium reports with its data saver on (navigator.connection.saveData), which a test
 * browser cannot switch on itself. A string: e2e code is type-checked without the DOM library.
 */
const SAVE_DATA_SCRIPT = `Object.defineProperty(Navigator.prototype, 'connection', {
  configurable: true,
  get: () => ({ saveData: true, effectiveType: '3g', addEventListener() {}, removeEventListener() {} }),
});`;

/** Low-data mode from the browser's data saver, and chosen on this device (no Save-Data). */
const LOW_DATA_MODES = [
  {
    name: 'Save-Data',
    switchOn: async (page: Page) => {
      await page.addInitScript(SAVE_DATA_SCRIPT);
      await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
    },
  },
  {
    name: 'the setting',
    // What the switch stores (web/src/lib/storage.ts LOW_DATA_KEY), there from the first load.
    switchOn: (page: Page) => page.addInitScript(`localStorage.setItem('lowData', '1')`),
  },
];

/** Waits for the worker to install, then reloads: the page is controlled from then on. */
async function reloadUnderWorker(page: Page) {
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  await page.reload();
  await expect.poll(() => page.evaluate('Boolean(navigator.serviceWorker.controller)')).toBe(true);
  await settle(page);
}

/** Every photo the page asks for (our photos all live under /media/). */
function watchPhotos(page: Page): string[] {
  const photos: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/media/')) photos.push(request.url());
  });
  return photos;
}

/** Three photo posts, new for each project's run so their titles are unique in the feed. */
function newPosts() {
  const tag = Date.now().toString(36);
  return [
    { title: `Kangkong ${tag}`, familySlug: 'leafy-greens', unit: 'bunch', seed: 1 },
    { title: `Bangus ${tag}`, familySlug: 'fresh-fish', unit: 'kg', seed: 2 },
    { title: `Mangga ${tag}`, familySlug: 'mangoes-and-bananas', unit: 'kg', seed: 3 },
  ];
}
let posts = newPosts();
let seeded: Awaited<ReturnType<typeof photoPostAs>>[] = [];

test.describe('low-data mode', () => {
  test.beforeAll(async ({ browser }) => {
    const seller = await (await browser.newContext()).newPage();
    await signUpAndConfirm(seller, newPerson('lowdata'));
    posts = newPosts();
    seeded = [];
    for (const post of posts) seeded.push(await photoPostAs(seller, post));
    await seller.context().close();
  });

  test('is on with Save-Data: photos wait for a tap on the feed and on the post page', async ({
    page,
  }) => {
    await page.addInitScript(SAVE_DATA_SCRIPT);
    // What a browser with its data saver on also sends with every request.
    await page.setExtraHTTPHeaders({ 'Save-Data': 'on' });
    const photos = watchPhotos(page);
    await page.goto('/');

    for (const post of posts) {
      await expect(page.getByRole('button', { name: `Show photo of ${post.title}` })).toBeVisible();
    }
    await settle(page);
    expect(photos, 'no photo before a tap').toEqual([]);
    await expectAccessible(page);

    // A tap loads that card's photo (its small WebP crop), and only that.
    await page.getByRole('button', { name: `Show photo of ${posts[0]!.title}` }).click();
    const photo = page.getByRole('img', { name: `Photo of ${posts[0]!.title}` });
    await expect(photo).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img) => (img as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    expect(photos.map((url) => new URL(url).pathname)).toEqual([seeded[0]!.photos[0]!.card.url]);
    await expect(
      page.getByRole('button', { name: `Show photo of ${posts[1]!.title}` }),
    ).toBeVisible();

    // The header menu says the mode is on.
    const nav = await openNav(page);
    await expect(nav.getByRole('switch', { name: 'Low-data mode' })).toHaveAttribute(
      'aria-checked',
      'true',
    );

    // The post page: the category's placeholder until a tap, then the photo.
    photos.length = 0;
    await page.goto(`/post/${seeded[1]!.id}`);
    await expect(page.getByRole('heading', { name: posts[1]!.title })).toBeVisible();
    const show = page.getByRole('button', { name: `Show photo of ${posts[1]!.title}` });
    await expect(show).toBeVisible();
    await settle(page);
    expect(photos, 'no photo on the post page before a tap').toEqual([]);
    await expectAccessible(page);
    await show.click();
    await expect(show).toHaveCount(0);
    const postPhoto = page.getByRole('main').locator('img[src*="/media/"]').first();
    await expect
      .poll(() => postPhoto.evaluate((img) => (img as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    expect(photos.length).toBeGreaterThan(0);
  });

  test('is switched from the header menu and the profile, and the feed stays within budget', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signUpAndConfirm(page, newPerson('lowdata'));
    await page.goto('/');
    // Off by default without Save-Data: the cards show their photos.
    await expect(page.getByRole('img', { name: `Photo of ${posts[2]!.title}` })).toBeVisible();

    let nav = await openNav(page);
    const menuSwitch = nav.getByRole('switch', { name: 'Low-data mode' });
    await expect(menuSwitch).toHaveAttribute('aria-checked', 'false');
    await menuSwitch.click();
    await expect(menuSwitch).toHaveAttribute('aria-checked', 'true');
    await expect(
      page.getByRole('button', { name: `Show photo of ${posts[2]!.title}` }),
    ).toBeVisible();

    // The profile shows the same setting, and switching it there turns photos back on.
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Low-data mode' });
    const profileSwitch = section.getByRole('switch', {
      name: 'Low-data mode: Use on this device',
    });
    await expect(profileSwitch).toHaveAttribute('aria-checked', 'true');
    await profileSwitch.click();
    await expect(profileSwitch).toHaveAttribute('aria-checked', 'false');
    await page.goto('/');
    await expect(page.getByRole('img', { name: `Photo of ${posts[2]!.title}` })).toBeVisible();
    nav = await openNav(page);
    await nav.getByRole('switch', { name: 'Low-data mode' }).click();
    await expect(
      page.getByRole('button', { name: `Show photo of ${posts[2]!.title}` }),
    ).toBeVisible();

    // Cache the app: the worker installs (precaching the shell), then controls the next load.
    await reloadUnderWorker(page);

    const weight = await reloadWeight(page);
    console.log(`low-data feed reload: ${weight.total} bytes\n${weight.lines.join('\n')}`);
    expect(
      weight.lines.some((line) => line.includes('/api/posts?')),
      'the feed was fetched',
    ).toBe(true);
    expect(weight.total).toBeLessThanOrEqual(LOW_DATA_BUDGET_BYTES);
  });

  for (const mode of LOW_DATA_MODES) {
    test(`fetches no other page ahead (${mode.name}): the worker precaches the shell, the app warms nothing`, async ({
      page,
    }) => {
      await mode.switchOn(page);
      // The page's requests and the worker's (its install, its runtime routes).
      const requested: string[] = [];
      page.context().on('request', (request) => requested.push(request.url()));

      await page.goto('/');
      await expect(page.getByRole('button', { name: /^Show photo of / }).first()).toBeVisible();
      await settle(page);
      const firstPageCode = requested.filter((url) => /\/assets\/.+\.js$/.test(url));
      // Controlled from the next load on: where, outside low-data mode, the warming would start.
      await reloadUnderWorker(page);
      await afterIdle(page);
      await settle(page);

      expect(requested, 'no post or chat code requested').not.toContainEqual(
        expect.stringMatching(OFFLINE_PAGE_CODE),
      );
      const precached = await urlsInCaches(page, 'precache');
      expect(precached, 'the shell is precached').toContainEqual(
        expect.stringMatching(/\/index\.html/),
      );
      // Workbox adds a revision to some URLs; hashed scripts have none.
      const precachedCode = precached.filter((url) => /\/assets\/.+\.js$/.test(url));
      expect(precachedCode.length).toBeGreaterThan(0);
      for (const url of precachedCode) {
        expect(firstPageCode, `${url}: precached but not needed by the feed`).toContain(url);
      }
      expect(await urlsInCaches(page, 'palengke-code')).not.toContainEqual(
        expect.stringMatching(OFFLINE_PAGE_CODE),
      );
    });
  }
});

/**
 * Bytes on the wire (headers and encoded bodies) for one reload: the page's own requests that
 * reached the network, and the service worker's (its network-first API reads). What the worker
 * answered from its precache costs nothing and is left out; the browser's own check for a new
 * sw.js is not reported to the page and is not counted.
 */
async function reloadWeight(page: Page): Promise<{ total: number; lines: string[] }> {
  // The worst case: the taxonomy's short HTTP caching has run out too (the worker's precache
  // lives in Cache Storage, which this leaves alone).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
  const seen: Request[] = [];
  const record = (request: Request) => seen.push(request);
  page.context().on('request', record);
  await page.reload();
  await expect(page.getByRole('button', { name: /^Show photo of / }).first()).toBeVisible();
  await settle(page);
  page.context().off('request', record);

  let total = 0;
  const lines: string[] = [];
  // The live stream stays open (its size is never final): a few bytes, left out.
  for (const request of seen.filter((request) => !isLiveStream(request))) {
    const response = await request.response();
    if (!response || response.fromServiceWorker()) continue;
    const sizes = await request.sizes();
    const bytes = sizes.responseHeadersSize + sizes.responseBodySize;
    total += bytes;
    const from = request.serviceWorker() ? 'worker' : 'page';
    lines.push(`${bytes}\t${from}\t${response.status()}\t${request.url()}`);
  }
  return { total, lines };
}
