import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { openFeedFilters } from './support/feed';

test.describe('the walking skeleton', () => {
  test('serves the home page with the seeded categories', async ({ page, request }) => {
    expect((await request.get('/api/health')).status()).toBe(200);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: 'Fresh food from your neighbours' }),
    ).toBeVisible();
    // The signed-out banner of SPEC §2.
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign up' })).toBeVisible();
    const categories = (await (await request.get('/api/categories')).json()).data as {
      name: string;
    }[];
    expect(categories).toHaveLength(12);
    // The feed's category filter, in the Filters panel, offers every seeded category.
    await openFeedFilters(page);
    await expect(page.getByLabel('Category')).toBeVisible();
    const options = page.getByLabel('Category').locator('option');
    for (const category of categories) {
      await expect(options.filter({ hasText: category.name })).toHaveCount(1);
    }
    await expectAccessible(page);
  });

  test('the mobile menu toggles and closes on navigation', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the menu is a phone control; desktop shows the nav inline');
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Create Post' })).toBeVisible();
    // Signed out: no My Posts, Messages or Admin.
    await expect(nav.getByRole('link', { name: 'My Posts' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Messages' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expectAccessible(page);
    await nav.getByRole('link', { name: 'Create Post' }).click();
    await expect(page).toHaveURL(/\/post\/new$/);
    await expect(page.getByText('You must be logged in to continue.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expectAccessible(page);
  });

  test('switches to Filipino, remembers it, and shows the static pages', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('tl');
    await expect(
      page.getByRole('heading', { name: 'Sariwang pagkain mula sa mga kapitbahay mo' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tl');
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Wika' })).toBeVisible();

    const pages = [
      { link: 'Tungkol sa Amin', path: '/about', heading: 'Tungkol sa Palengke' },
      { link: 'Mga Tuntunin', path: '/terms', heading: 'Mga tuntunin at patakaran ng komunidad' },
      { link: 'Tulong', path: '/help', heading: 'Tulong' },
    ];
    for (const { link, path, heading } of pages) {
      await page.getByRole('contentinfo').getByRole('link', { name: link }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectAccessible(page);
    }
  });

  test('shows the static pages in English and a not-found page', async ({ page }) => {
    for (const [path, heading] of [
      ['/about', 'About Palengke'],
      ['/terms', 'Terms and community rules'],
      ['/help', 'Help'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectAccessible(page);
    }
    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expectAccessible(page);
  });

  test('serves hashed assets for a year and the OpenAPI document', async ({ page, request }) => {
    const assets: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/assets/')) assets.push(response.headers()['cache-control']!);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.every((value) => value.includes('immutable'))).toBe(true);
    const docs = await request.get('/api/docs/json');
    expect((await docs.json()).paths).toHaveProperty('/api/categories');
  });
});
