import { expect, type Page } from '@playwright/test';

/** Creates a post of `qty` kg of greens through the API with the page's own session. */
export async function postKilosAs(page: Page, title: string, qty: number): Promise<string> {
  const token = await page.evaluate('localStorage.getItem("token")');
  const families = await (await page.request.get('/api/families')).json();
  const leafy = families.data.find((f: { slug: string }) => f.slug === 'leafy-greens');
  const res = await page.request.post('/api/posts', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      description: 'Harvested this morning; bring a bag.',
      price: 60,
      qty,
      unit: 'kg',
      familyId: leafy.id,
      images: [],
      lat: 14.6,
      lng: 120.99,
      expiresAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).id;
}

/** The buyer opens the post, messages the seller and lands in the chat; returns its path. */
export async function askAbout(page: Page, postId: string): Promise<string> {
  await page.goto(`/post/${postId}`);
  await page
    .getByRole('region', { name: 'Post actions' })
    .getByRole('button', { name: 'Message' })
    .click();
  await page.waitForURL(/\/threads\/[\w-]+$/);
  await page.getByRole('button', { name: 'Is this still available?' }).click();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(
    page.getByRole('log', { name: 'Messages' }).getByText('Is this still available?'),
  ).toBeVisible();
  return new URL(page.url()).pathname;
}

/** The buyer rates the seller once the sale is complete (the form appears by itself). */
export async function rateSeller(page: Page, stars: number, comment: string) {
  const review = page.getByRole('form', { name: 'Rate the seller' });
  await expect(review).toBeVisible({ timeout: 10_000 });
  await review.getByRole('radio', { name: `${stars} stars` }).check({ force: true });
  await review.getByRole('textbox', { name: 'Comment (optional)' }).fill(comment);
  await review.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your review!' })).toBeVisible();
}
