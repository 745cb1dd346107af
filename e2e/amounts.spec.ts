import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { newPerson, signUpAndConfirm } from './support/people';

// A neighbour's first week (money and amounts): a price with two readings is asked about,
// never guessed, and a title past its limit is counted and refused, never cut. On a small
// phone (360 x 800), where the question and the counter have the least room.

const TITLE_MAX = 120;
const smallPhone = { viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true };

test('a price with two readings is asked about, and a long title is counted, not cut', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({
    ...smallPhone,
    geolocation: { latitude: 14.6, longitude: 120.99 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  const title = `Tilapia ${Date.now().toString(36)}`;

  await signUpAndConfirm(page, newPerson('presyo'));
  await page.goto('/post/new');
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Vegetables' });
  await page.getByLabel('Family', { exact: true }).selectOption({ label: 'Leafy greens' });
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: '3 days' }).click();
  await expect(page.locator('#post-location-status')).toContainText('Location on');

  // 125 characters: all of them stay in the field, the counter says 125/120, the field says
  // why, and the form is not sent.
  const titleField = page.getByLabel('Title', { exact: true });
  const long = `${title} `.padEnd(TITLE_MAX + 5, 'x');
  await titleField.fill(long);
  await expect(titleField).toHaveValue(long);
  await expect(page.locator('#post-title-count')).toContainText('125/120');
  const tooLong = `Title must be at most ${TITLE_MAX} characters.`;
  await expect(page.locator('#post-title-error')).toContainText(tooLong);
  await expect(titleField).toHaveAttribute('aria-invalid', 'true');

  // '1.200': twelve hundred pesos written the European way, or ₱1.20 with a zero too many.
  const price = page.getByLabel('Price', { exact: true });
  await price.fill('1.200');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please fix the highlighted fields.' });
  await expect(summary).toContainText(tooLong);
  await expect(summary).toContainText('Choose which price you meant.');
  await expect(page).toHaveURL(/\/post\/new$/);
  const question = page.getByRole('group', { name: 'Did you mean ₱1,200.00 or ₱1.20?' });
  await expect(question).toBeVisible();
  await expectAccessible(page);

  // The answer is written into the field; the title is brought back under the limit.
  await question.getByRole('button', { name: '₱1,200.00' }).click();
  await expect(price).toHaveValue('1,200');
  await expect(question).toBeHidden();
  await titleField.fill(title);
  await expect(page.locator('#post-title-count')).toContainText(`${title.length}/120`);
  await expect(page.locator('#post-title-error')).toBeHidden();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByText('Posted!')).toBeVisible({ timeout: 20_000 });

  // Twelve hundred pesos, not ₱1.20, on the card and on the post's page.
  const card = page.getByRole('link', { name: new RegExp(title) });
  await expect(card).toContainText('₱1,200.00');
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('₱1,200.00');
  await context.close();
});

test('the question waits until the price field is left, and a comma groups thousands', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext(smallPhone);
  const page = await context.newPage();
  await signUpAndConfirm(page, newPerson('kuwit'));
  await page.goto('/post/new');

  const price = page.getByLabel('Price', { exact: true });
  const question = page.getByRole('group', { name: /^Did you mean/ });
  // '1,20' on the way to '1,200' asks nothing while the seller is still typing.
  await price.pressSequentially('1,20');
  await expect(question).toBeHidden();
  await price.press('0');
  await price.blur();
  await expect(question).toBeHidden();
  await expect(price).not.toHaveAttribute('aria-invalid');

  // Left at '1,20', it asks, with both readings as buttons; ₱1.20 can be the answer too.
  await price.fill('1,20');
  await price.blur();
  await expect(page.getByRole('group', { name: 'Did you mean ₱1,200.00 or ₱1.20?' })).toBeVisible();
  await question.getByRole('button', { name: '₱1.20' }).click();
  await expect(price).toHaveValue('1.20');
  await expect(price).toBeFocused();
  await expect(question).toBeHidden();
  await context.close();
});
