import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import { placePhone } from './support/alerts';
import { feedFiltersButton, openFeedFilters } from './support/feed';
import { newPerson, signUpAndConfirm } from './support/people';
import { photoPostAs } from './support/photo-posts';

/**
 * Issue 22: on a 360 x 800 phone the home page's first screen shows food, signed in or out:
 * the first card's photo, title and price, without scrolling. The filters wait behind one
 * button, which says how many of them are set.
 */
test.use({ viewport: { width: 360, height: 800 } });

let title = '';

test.beforeAll(async ({ browser }) => {
  const seller = await (await browser.newContext()).newPage();
  await signUpAndConfirm(seller, newPerson('unangtingin'));
  // The newest post, so the first card of the feed (and 0.6 km from placePhone's phone).
  title = `Pechay ${Date.now().toString(36)}`;
  await photoPostAs(seller, { title, familySlug: 'leafy-greens', unit: 'bunch', seed: 22 });
  await seller.context().close();
});

test.beforeEach(({ isMobile }) => {
  test.skip(!isMobile, 'the first screen of a phone; the desktop run has room to spare');
});

async function expectFoodOnFirstScreen(page: Page) {
  const card = page.locator('#feed-results li').first();
  await expect(card).toContainText(title);
  const photo = card.getByRole('img', { name: `Photo of ${title}` });
  await expect
    .poll(() => photo.evaluate((img) => (img as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
  // Wholly on screen, with the page where it opened.
  for (const part of [photo, card.getByRole('heading', { name: title }), card.getByText('₱50.00')])
    await expect(part).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate('window.scrollY')).toBe(0);
}

test('signed out: the banner, the search, and the first row of food', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search titles' })).toBeInViewport();
  await expectFoodOnFirstScreen(page);

  // Nothing set: the button says just "Filters". A category makes it one.
  const filters = feedFiltersButton(page);
  await expect(filters).toHaveAccessibleName('Filters');
  await expect(page.getByLabel('Category', { exact: true })).toBeHidden();
  await openFeedFilters(page);
  await expectAccessible(page);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Vegetables' });
  await expect(page).toHaveURL(/category=5/);
  await expect(filters).toHaveAccessibleName('Filters (1)');

  // A shared link with filters opens with the panel shut, and counts them.
  await page.goto('/?category=5&sort=priceDesc');
  await expect(filters).toHaveAccessibleName('Filters (2)');
  await expect(page.getByLabel('Sort by')).toBeHidden();
});

test('signed in and located: the first row of food, and the range counted', async ({
  page,
  context,
  baseURL,
}) => {
  await signUpAndConfirm(page, newPerson('suki'));
  await placePhone(context, baseURL);
  await page.goto('/');
  // The location narrows the feed to the range: one setting in force.
  const filters = feedFiltersButton(page);
  await expect(filters).toHaveAccessibleName('Filters (1)');
  await expectFoodOnFirstScreen(page);

  await openFeedFilters(page);
  await expect(page.getByText('Within 5 km of you', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Alert me about new posts like these' }),
  ).toBeVisible();
  // Nothing in the bar above lies over the panel's controls (a trial click checks the target).
  for (const name of ['Category', 'Sort by'])
    await page.getByLabel(name, { exact: true }).click({ trial: true });
  await page.getByLabel('Sort by').selectOption({ label: 'Price low to high' });
  await expect(filters).toHaveAccessibleName('Filters (2)');
  // The keyboard closes it again; focus stays on the button.
  await filters.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('details#feed-filters')).not.toHaveAttribute('open');
  await expect(page.getByLabel('Sort by')).toBeHidden();
  await expect(filters).toBeFocused();
});
