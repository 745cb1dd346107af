import {
  expect,
  test,
  type Browser,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { newPerson, signUpAndConfirm } from './support/people';
import { photoPostAs } from './support/photo-posts';

/**
 * The served post page draws the post's photo, and /login its heading and welcome, before any
 * script runs (server first-paint.ts, issue 13's LCP). The app's first render must then draw
 * them exactly where they were: a photo or a paragraph that jumps is a layout shift, the thing
 * the early paint must not cost.
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

interface Drawn {
  path: () => string;
  /** The element the served page draws, found without the app. */
  served: (page: Page) => Locator;
  /** The same element once the app has drawn the page. */
  drawnByApp: (page: Page) => Locator;
  /** Waits until the app has drawn the page (or, without it, the element has loaded). */
  ready: (page: Page, element: Locator, withApp: boolean) => Promise<void>;
}

/** Where the element is in a fresh browser (no cache, no service worker), with or without code. */
async function boxOf(
  browser: Browser,
  options: BrowserContextOptions,
  drawn: Drawn,
  withApp: boolean,
) {
  const context = await browser.newContext({ ...options, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript(WATCH_SHIFTS);
  await page.goto(drawn.path());
  const element = withApp ? drawn.drawnByApp(page) : drawn.served(page);
  await expect(element).toBeVisible();
  await drawn.ready(page, element, withApp);
  const box = await element.boundingBox();
  const shifts = (await page.evaluate('window.layoutShifts')) as number[];
  await context.close();
  return { box, shifts };
}

const POST_PHOTO: Drawn = {
  path: () => `/post/${postId}`,
  served: (page) => page.locator('main img').first(),
  drawnByApp: (page) => page.getByRole('region', { name: 'Photos' }).locator('img').first(),
  async ready(page, photo, withApp) {
    if (withApp) await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect
      .poll(() => photo.evaluate((img) => (img as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
  },
};

const LOGIN_WELCOME: Drawn = {
  path: () => '/login',
  served: (page) => page.locator('main p').first(),
  drawnByApp: (page) => page.getByText('Welcome back! Log in to post food and message sellers.'),
  async ready(page, _welcome, withApp) {
    if (withApp) await expect(page.getByLabel('Email')).toBeVisible();
  },
};

for (const [name, drawn] of [
  ['the post photo', POST_PHOTO],
  ["the login page's welcome", LOGIN_WELCOME],
] as const) {
  test(`${name}, drawn before the app runs, stays where it is when the app draws the page`, async ({
    browser,
    viewport,
    isMobile,
    deviceScaleFactor,
    userAgent,
    hasTouch,
  }) => {
    const device = { viewport, isMobile, deviceScaleFactor, userAgent, hasTouch };
    const before = await boxOf(browser, { ...device, javaScriptEnabled: false }, drawn, false);
    const after = await boxOf(browser, device, drawn, true);
    expect(before.box, 'the served page draws it').not.toBeNull();
    expect(after.box).toEqual(before.box);
    expect(after.shifts, 'no layout shift').toEqual([]);
  });
}

test('the login page is drawn in the language chosen on the device', async ({ browser }) => {
  const app = await browser.newContext();
  const page = await app.newPage();
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('tl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tl');
  const cookies = await app.cookies();
  await app.close();

  // The same device, before its code runs: the server knows the choice from its cookie.
  const served = await browser.newContext({ javaScriptEnabled: false });
  await served.addCookies(cookies);
  const login = await served.newPage();
  await login.goto('/login');
  await expect(login.locator('html')).toHaveAttribute('lang', 'tl');
  await expect(login.getByRole('heading', { level: 1 })).toHaveText('Mag-login');
  await expect(login.locator('main p')).toContainText('Maligayang pagbabalik!');
  await served.close();
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
