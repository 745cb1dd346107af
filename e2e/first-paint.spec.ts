import { expect, test, type Browser, type BrowserContextOptions } from '@playwright/test';
import { newPerson, signUpAndConfirm } from './support/people';
import { photoPostAs } from './support/photo-posts';

/**
 * The served post page draws the post's photo before any script runs (server
 * first-visit-data.ts, issue 13's LCP). The app's first render must then leave it exactly where
 * it was: a photo that jumps is a layout shift, the thing the early paint must not cost.
 */
let postId = '';
let title = '';

test.beforeAll(async ({ browser }) => {
  const seller = await (await browser.newContext()).newPage();
  await signUpAndConfirm(seller, newPerson('firstpaint'));
  title = `Talong ${Date.now().toString(36)}`;
  const post = await photoPostAs(seller, {
    title,
    familySlug: 'leafy-greens',
    unit: 'kg',
    seed: 7,
  });
  postId = post.id;
  await seller.context().close();
});

/** Collects the page's layout shifts in window.layoutShifts (a string: e2e has no DOM types). */
const WATCH_SHIFTS = `window.layoutShifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.layoutShifts.push(entry.value);
}).observe({ type: 'layout-shift', buffered: true });`;

/** Where the photo is in a fresh browser (no cache, no service worker), with or without code. */
async function photoBox(browser: Browser, options: BrowserContextOptions, withApp: boolean) {
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(WATCH_SHIFTS);
  await page.goto(`/post/${postId}`);
  const photo = withApp
    ? page.getByRole('region', { name: 'Photos' }).locator('img').first()
    : page.locator('main img').first();
  if (withApp) await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((img) => (img as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
  const box = await photo.boundingBox();
  const shifts = (await page.evaluate('window.layoutShifts')) as number[];
  await context.close();
  return { box, shifts };
}

test('the post photo drawn before the app runs stays where it is when the app takes over', async ({
  browser,
  viewport,
  isMobile,
  deviceScaleFactor,
  userAgent,
  hasTouch,
}) => {
  const device = { viewport, isMobile, deviceScaleFactor, userAgent, hasTouch };
  const before = await photoBox(browser, { ...device, javaScriptEnabled: false }, false);
  const after = await photoBox(browser, device, true);
  expect(before.box, 'the served page draws the photo').not.toBeNull();
  expect(after.box).toEqual(before.box);
  expect(after.shifts, 'no layout shift').toEqual([]);
});

test('in low-data mode the served page draws no photo before a tap', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'Save-Data': 'on' },
  });
  const page = await context.newPage();
  const photos: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/media/')) photos.push(request.url());
  });
  await page.goto(`/post/${postId}`);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main img')).toHaveCount(0);
  expect(photos).toEqual([]);
  await context.close();
});
