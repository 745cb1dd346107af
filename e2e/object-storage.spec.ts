import { expect, test, type Locator } from './support/test';
import { newPerson, signUpAndConfirm } from './support/people';
import { bigPhoto } from './support/photos';

// With a service worker, which the config blocks for other journeys: photos from the bucket go
// through the worker's caching and the CSP it serves under.
test.use({ serviceWorkers: 'allow' });

// A Palengke whose photos live in an S3 bucket (S3_BUCKET ...): the photo goes up through the
// API to the bucket, and the phone loads it straight from there, as the page's content
// security policy allows.

const BUCKET_URL = /^http:\/\/127\.0\.0\.1:\d+\/palengke-media\/posts\//;

async function expectLoadedFromBucket(image: Locator) {
  await expect(image).toHaveAttribute('src', BUCKET_URL);
  await expect
    // The root tsconfig has no DOM types: the image's own property, read by name.
    .poll(() => image.evaluate((element) => (element as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
}

test('a photo posted from a phone is stored in the bucket and shown from it', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({
    geolocation: { latitude: 14.6, longitude: 120.99 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) blocked.push(message.text());
  });
  const title = `Pechay ${Date.now().toString(36)}`;

  await signUpAndConfirm(page, newPerson('bucket'));
  await page.goto('/post/new');
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Vegetables' });
  await page.getByLabel('Family', { exact: true }).selectOption({ label: 'Leafy greens' });
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Price', { exact: true }).fill('20');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByLabel('Unit', { exact: true }).selectOption('bunch');
  await page.getByRole('button', { name: '3 days' }).click();
  await page.locator('#post-photo').setInputFiles(await bigPhoto());
  await expect(page.getByText('Photo ready. It is uploaded when you post.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('#post-location-status')).toContainText('Location on');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Posted!')).toBeVisible({ timeout: 20_000 });

  const card = page.getByRole('link', { name: new RegExp(title) });
  await expectLoadedFromBucket(card.getByRole('img', { name: `Photo of ${title}` }));
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectLoadedFromBucket(page.getByRole('region', { name: 'Photos' }).locator('img').first());
  expect(blocked).toEqual([]);
});
