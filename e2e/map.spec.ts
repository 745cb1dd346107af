import { expect, test, type Browser, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { newPerson, signUpAndConfirm } from './support/people';
import { TILE_SERVER_ORIGIN } from './playwright.config';

// With a service worker, which the config blocks for other journeys: the worker keeps the tiles
// looked at.
test.use({ serviceWorkers: 'allow' });

/**
 * Issue 38: the feed's Map view and posting by pin, on a phone and a desktop, with tiles from
 * the local stand-in (support/tile-server.ts). Each project has its posts in a town of its own,
 * so the phone's run and the desktop's never share a count.
 */
const TOWNS = {
  phone: { lat: 14.65, lng: 121.03 },
  desktop: { lat: 10.31, lng: 123.89 },
} as const;

/** Where the map opens (web/src/features/feed-map/mapArea.ts): far enough out that a count forms. */
const PLACE_KEY = 'palengke_map_place';
const OPEN_ZOOM = 9;

type Town = (typeof TOWNS)[keyof typeof TOWNS];

function townOf(projectName: string): Town {
  return projectName === 'desktop' ? TOWNS.desktop : TOWNS.phone;
}

/** A seller in a context of their own who posts, through the API, at a point. */
async function sellerPosts(browser: Browser, title: string, at: { lat: number; lng: number }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signUpAndConfirm(page, newPerson('mapseller'));
  const token = await page.evaluate('localStorage.getItem("token")');
  const families = await (await page.request.get('/api/families')).json();
  const leafy = families.data.find((f: { slug: string }) => f.slug === 'leafy-greens');
  const res = await page.request.post('/api/posts', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      description: 'Near the jeepney stop.',
      price: 8,
      qty: 12,
      unit: 'bunch',
      familyId: leafy.id,
      images: [],
      lat: at.lat,
      lng: at.lng,
      expiresAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    },
  });
  expect(res.status()).toBe(201);
  await context.close();
}

/** What must never happen on a map page: an error in the console, a request off this machine. */
function watchPage(page: Page) {
  const errors: string[] = [];
  const outside: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const host = new URL(request.url()).hostname;
    if (host !== '127.0.0.1' && host !== 'localhost') outside.push(request.url());
  });
  return { errors, outside };
}

/** Opens every map of this page at the town, zoomed out, unless it has a place already. */
async function openMapsAt(page: Page, town: Town) {
  const place = JSON.stringify({ lat: town.lat + 0.006, lng: town.lng + 0.004, zoom: OPEN_ZOOM });
  await page.addInitScript(
    `if (!sessionStorage.getItem('${PLACE_KEY}')) sessionStorage.setItem('${PLACE_KEY}', '${place}')`,
  );
}

/** Every layout shift of a page (not caused by input), for CLS: the map's frame never moves. */
const WATCH_SHIFTS = `window.__shifts = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shifts.push(entry.value);
}).observe({ type: 'layout-shift', buffered: true });`;

const rememberedPlace = async (page: Page) =>
  JSON.parse(String(await page.evaluate(`sessionStorage.getItem('${PLACE_KEY}')`))) as {
    lat: number;
    lng: number;
    zoom: number;
  };

test.describe('the map of food near you', () => {
  test('choose Map, open a count and a pin, follow the card and come back where it was', async ({
    browser,
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const town = townOf(testInfo.project.name);
    const tag = Date.now().toString(36);
    const itlog = `Itlog ${tag}`;
    const pandesal = `Pandesal ${tag}`;
    // Two sellers about 1.3 km apart: one count when zoomed out, two pins up close.
    await sellerPosts(browser, itlog, town);
    await sellerPosts(browser, pandesal, { lat: town.lat + 0.012, lng: town.lng + 0.006 });

    const watched = watchPage(page);
    await openMapsAt(page, town);
    await page.addInitScript(WATCH_SHIFTS);
    await page.goto('/');
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(page).toHaveURL(/[?&]view=map/);
    await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText(/\d+ posts? in this area/)).toBeVisible();
    await expect(page.getByText("Pins are near sellers' homes, not at them.")).toBeVisible();

    // The pictures come from the local tile server, with its attribution.
    const tile = page.locator('img.leaflet-tile-loaded').first();
    await expect(tile).toBeVisible();
    expect(await tile.getAttribute('src')).toMatch(new RegExp(`^${TILE_SERVER_ORIGIN}/\\d+/`));
    await expect(page.getByText('Test tiles')).toBeVisible();

    // Zoomed out, the two posts are one count; tapping counts zooms in until the pin shows.
    const pin = page.getByRole('button', { name: new RegExp(`^${itlog}, ₱8\\.00 per bunch`) });
    const counts = page.getByRole('button', { name: /posts here, zoom in to see them/ });
    await expect(counts.first()).toBeVisible();
    await expect(pin).toHaveCount(0);
    for (let tap = 0; tap < 5 && (await pin.count()) === 0; tap++) {
      await counts.first().click();
      await expect(pin.or(counts.first())).toBeVisible();
      await page.waitForTimeout(800);
    }
    await expect(pin).toBeVisible();
    await expect(
      page.getByRole('button', { name: new RegExp(`^${pandesal}, ₱8\\.00 per bunch`) }),
    ).toBeVisible();
    await expectAccessible(page);

    // A pin opens its card, which links to the post.
    await pin.click();
    const card = page.getByTestId('map-card');
    await expect(card).toBeVisible();
    await expect(card).toContainText('₱8.00 per bunch');
    await expect(card).toContainText('12 bunches');
    await expectAccessible(page);
    const before = await rememberedPlace(page);
    await card.getByRole('link', { name: itlog }).click();
    await expect(page.getByRole('heading', { level: 1, name: itlog })).toBeVisible();

    // Back: the map again, where it was, with the pin.
    await page.goBack();
    await expect(page).toHaveURL(/[?&]view=map/);
    await expect(pin).toBeVisible();
    const after = await rememberedPlace(page);
    expect(after.zoom).toBe(before.zoom);
    expect(after.lat).toBeCloseTo(before.lat, 4);
    expect(after.lng).toBeCloseTo(before.lng, 4);

    // The choice survives a reload, and also a plain visit to the home page; the server
    // renders the map's frame, so nothing moves when the map draws itself (CLS 0).
    await page.reload();
    await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(pin).toBeVisible();
    await expect(page.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    expect(await page.evaluate('window.__shifts'), 'layout shifts').toEqual([]);
    // Under the service worker, the tiles looked at are kept (cache-first, src/sw.ts).
    await expect
      .poll(() => page.evaluate('Boolean(navigator.serviceWorker.controller)'))
      .toBe(true);
    await expect
      .poll(() =>
        page.evaluate(`caches.open('palengke-tiles').then((c) => c.keys()).then((k) => k.length)`),
      )
      .toBeGreaterThan(0);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('.leaflet-container')).toBeVisible();

    // List these: the list view, one tap away.
    await page.getByRole('button', { name: 'List these' }).click();
    await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page).not.toHaveURL(/view=map/);

    expect(watched.errors, 'console errors').toEqual([]);
    expect(watched.outside, 'requests off this machine').toEqual([]);
  });

  test('low-data mode asks before the map fetches its tiles; the counts work meanwhile', async ({
    browser,
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const town = townOf(testInfo.project.name);
    await sellerPosts(browser, `Kamatis ${Date.now().toString(36)}`, town);
    const watched = watchPage(page);
    const tiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(TILE_SERVER_ORIGIN)) tiles.push(request.url());
    });
    await page.addInitScript(`localStorage.setItem('lowData', '1')`);
    await openMapsAt(page, town);
    await page.goto('/?view=map');

    const ask = page.getByRole('button', { name: 'Show the map (uses about 200 KB)' });
    await expect(ask).toBeVisible();
    await expect(
      page.getByRole('button', { name: /posts here, zoom in to see them/ }).first(),
    ).toBeVisible();
    await expectAccessible(page);
    expect(tiles, 'tiles before asking').toEqual([]);

    await ask.click();
    await expect(page.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    expect(tiles.length).toBeGreaterThan(0);
    expect(watched.errors, 'console errors').toEqual([]);
    expect(watched.outside, 'requests off this machine').toEqual([]);
  });

  test('a seller whose location is refused sets the place on the map and posts', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    // No permission granted: the browser refuses the location when the form asks for it.
    const context = await browser.newContext();
    const page = await context.newPage();
    const watched = watchPage(page);
    await signUpAndConfirm(page, newPerson('pinseller'));
    const title = `Suman ${Date.now().toString(36)}`;
    await page.goto('/post/new');
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Vegetables' });
    await page.getByLabel('Family', { exact: true }).selectOption({ label: 'Leafy greens' });
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Price', { exact: true }).fill('20');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByLabel('Unit', { exact: true }).selectOption('bunch');
    await page.getByRole('button', { name: '3 days' }).click();
    await page.getByRole('button', { name: 'Enable Location' }).click();
    await expect(page.locator('#post-location-status')).toContainText('Location off', {
      timeout: 15_000,
    });

    // Set on the map: the pin starts in Metro Manila (nothing else is known) and takes focus.
    await page.getByRole('button', { name: 'Set on the map' }).click();
    const dialog = page.getByRole('dialog', { name: 'Where is the food?' });
    await expect(dialog).toBeVisible();
    const pin = dialog.getByRole('button', { name: "The food's place. Arrow keys move it." });
    await expect(pin).toBeFocused();
    await expect(dialog.locator('img.leaflet-tile-loaded').first()).toBeVisible();
    await expectAccessible(page);
    // Ten steps north with the arrow keys, 15 m each.
    for (let step = 0; step < 10; step++) await page.keyboard.press('ArrowUp');
    await dialog.getByRole('button', { name: 'Use this place' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('#post-location-status')).toContainText('Set on the map');
    await expect(page.getByRole('button', { name: 'Change' })).toBeVisible();

    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByText('Posted!')).toBeVisible({ timeout: 20_000 });

    // The owner's own post carries the exact point, 150 m north of Metro Manila's middle
    // (stored to three decimals, about 100 m: 14.5995 becomes 14.601, not 14.600).
    const token = await page.evaluate('localStorage.getItem("token")');
    const mine = await (
      await page.request.get('/api/posts?mine=1', { headers: { authorization: `Bearer ${token}` } })
    ).json();
    const post = mine.data.find((item: { title: string }) => item.title === title);
    expect(post.lat).toBeCloseTo(14.601, 3);
    expect(post.lng).toBeCloseTo(120.984, 3);
    expect(
      watched.errors.filter((text) => !/geolocation/i.test(text)),
      'console errors',
    ).toEqual([]);
    expect(watched.outside, 'requests off this machine').toEqual([]);
    await context.close();
  });
});
