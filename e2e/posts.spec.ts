import { expect, test, type Browser } from './support/test';
import { expectAccessible } from './support/a11y';
import { openFeedFilters } from './support/feed';
import { newPerson, signUpAndConfirm } from './support/people';
import { bigPhoto } from './support/photos';

/** A phone user at a mocked position, allowed to share it. */
async function personAt(browser: Browser, latitude: number, longitude: number) {
  const context = await browser.newContext({
    geolocation: { latitude, longitude },
    permissions: ['geolocation'],
  });
  return { context, page: await context.newPage() };
}

test.describe('posts', () => {
  test('a post with a photo is found nearby by a neighbour, then edited and canceled', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const title = `Kangkong ${Date.now().toString(36)}`;

    // The seller posts from 14.6, 120.99 with a big camera photo.
    const seller = await personAt(browser, 14.6, 120.99);
    await signUpAndConfirm(seller.page, newPerson('seller'));
    const page = seller.page;
    await page.goto('/post/new');
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Vegetables' });
    await page.getByLabel('Family', { exact: true }).selectOption({ label: 'Leafy greens' });
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Description (optional)').fill('Fresh from the backyard.');
    await page.getByLabel('Price', { exact: true }).fill('25.50');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByLabel('Unit', { exact: true }).selectOption('bunch');
    await page.getByRole('button', { name: '3 days' }).click();
    await expect(page.locator('#post-expires-preview')).toContainText('Expires');
    await page.locator('#post-photo').setInputFiles(await bigPhoto());
    await expect(page.getByText('Photo ready. It is uploaded when you post.')).toBeVisible({
      timeout: 20_000,
    });
    // Permission is granted, so the form finds the position by itself.
    await expect(page.locator('#post-location-status')).toContainText('Location on');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByText('Posted!')).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/$/);

    // A neighbour about 1.1 km north sees it in the feed with its distance.
    const buyer = await personAt(browser, 14.61, 120.99);
    await signUpAndConfirm(buyer.page, newPerson('buyer'));
    const feed = buyer.page;
    await feed.goto('/');
    // Permission is granted, so the feed locates the neighbour by itself (the range is in
    // the Filters panel).
    await openFeedFilters(feed);
    await expect(feed.getByText('Within 5 km of you')).toBeVisible();
    const card = feed.getByRole('link', { name: new RegExp(title) });
    await expect(card).toBeVisible();
    // 1.11 km (0.01° of latitude) from the seller's exact spot; others measure to the post's
    // public point, 150 to 350 m off (issue 12), so 0.76 to 1.46 km: the card shows 0.8 to 1.5.
    await expect(card).toContainText(/(0\.[89]|1\.[0-5]) km away/);
    await expect(card).toContainText('₱25.50');
    await expect(card.getByRole('img', { name: `Photo of ${title}` })).toBeVisible();
    await expectAccessible(feed);

    await card.click();
    await expect(feed.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(feed.getByText('Fresh from the backyard.')).toBeVisible();
    await expectAccessible(feed);
    const postUrl = feed.url();

    // The owner edits the title, then cancels the post.
    await page.goto(`${postUrl}/edit`);
    await expect(page.getByRole('heading', { name: 'Edit post' })).toBeVisible();
    await page.getByLabel('Title', { exact: true }).fill(`${title} (2 left)`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Post updated!')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `${title} (2 left)` })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel post' }).click();
    await page
      .getByRole('dialog', { name: 'Cancel this post?' })
      .getByRole('button', { name: 'Cancel post' })
      .click();
    await expect(page.getByText('Post canceled.')).toBeVisible();

    // Gone from the neighbour's feed, and from its link.
    await feed.goto('/');
    await expect(feed.getByRole('main').getByRole('status').first()).toBeVisible();
    await expect(feed.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
    await feed.goto(postUrl);
    await expect(feed.getByText('Post not found.')).toBeVisible();

    await seller.context.close();
    await buyer.context.close();
  });
});
