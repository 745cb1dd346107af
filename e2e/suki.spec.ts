import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { openFeedFilters } from './support/feed';
import { newPerson, openNav, signUpAndConfirm } from './support/people';
import { postAs } from './support/posts';
import { receivedAtStandIn, usePushStandIn } from './support/push-service';

// With a service worker, which the config blocks for other journeys: the seller's post reaches the
// follower by push, through the worker.
test.use({ serviceWorkers: 'allow' });

/**
 * Screenshots of each suki page on a phone and on a desktop, for a person to look at, when
 * SUKI_SHOTS names a folder (the journey itself does not need them).
 */
async function shoot(page: Page, name: string) {
  const folder = process.env.SUKI_SHOTS;
  if (!folder) return;
  const size = page.viewportSize();
  await page.screenshot({ path: `${folder}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${folder}/${name}-desktop.png`, fullPage: true });
  if (size) await page.setViewportSize(size);
}

test.describe('suki', () => {
  test('a buyer becomes a seller’s suki, hears of the next post, finds it under “From my suki”, and finds eggs by “itlog” in Filipino', async ({
    page,
    context,
    browser,
    baseURL,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a journey on a phone');
    test.setTimeout(150_000);
    const tag = Date.now().toString(36);

    // The seller, with a post already up.
    const seller = newPerson('tindera');
    const sellerPage = await (await browser.newContext()).newPage();
    await signUpAndConfirm(sellerPage, seller);
    const firstId = await postAs(sellerPage, `Puto ${tag}`);

    // The buyer turns notifications on for this phone; "New posts from my suki" is on.
    const subscriptions = await usePushStandIn(page);
    const buyer = newPerson('suki');
    await signUpAndConfirm(page, buyer);
    await page.goto('/suki');
    await expect(page.getByRole('heading', { name: 'No suki yet' })).toBeVisible();
    await shoot(page, 'suki-empty');
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Notifications' });
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await section.getByRole('button', { name: 'Turn on notifications on this phone' }).click();
    await expect(section.getByText('Notifications are on for this phone.')).toBeVisible();
    const setting = section.getByRole('switch', {
      name: 'What we tell you about: New posts from my suki',
    });
    await expect(setting).toHaveAttribute('aria-checked', 'true');
    await setting.scrollIntoViewIfNeeded();
    await shoot(page, 'settings-suki');

    // On the seller's post, then on their profile: "Become a suki", pressed.
    await page.goto(`/post/${firstId}`);
    const onPost = page.getByRole('button', { name: 'Become a suki' });
    await expect(onPost).toHaveAttribute('aria-pressed', 'false');
    await shoot(page, 'post-suki-button');
    await page.goto(`/user/${seller.username}`);
    await expect(page.getByText('0 suki', { exact: true })).toBeVisible();
    const button = page.getByRole('button', { name: 'Become a suki' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(
      page.getByRole('status').filter({ hasText: `You're a suki of ${seller.displayName}` }),
    ).toBeVisible();
    await expect(page.getByText('1 suki', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'profile-suki-pressed');

    // The seller posts; the buyer's phone is told.
    const title = `Fresh eggs ${tag}`;
    const postId = await postAs(sellerPage, title);
    const clientHash = subscriptions[0]!.clientHash;
    await expect
      .poll(async () => (await receivedAtStandIn(clientHash)).length, { timeout: 20_000 })
      .toBeGreaterThan(0);
    const payload = JSON.parse((await receivedAtStandIn(clientHash))[0]!) as Record<string, string>;
    expect(payload.title).toBe(`${seller.displayName} posted: ${title}`);
    expect(payload.url).toBe(`/post/${postId}`);

    // The feed "From my suki": the seller's posts only, the new one first.
    await page.goto('/');
    await openFeedFilters(page);
    // The box follows the address (a router transition), a moment after the tap.
    const fromMySuki = page.getByRole('checkbox', { name: 'From my suki' });
    await fromMySuki.click();
    await expect(fromMySuki).toBeChecked();
    await expect(page).toHaveURL(/[?&]suki=1/);
    const results = page.locator('#feed-results');
    await expect(results.getByRole('link', { name: title }).first()).toBeVisible();
    await expect(page.getByText('2 posts', { exact: true })).toBeVisible();
    await shoot(page, 'feed-from-my-suki');

    // The list of one's suki, with the seller's latest post.
    const nav = await openNav(page);
    await nav.getByRole('link', { name: 'My suki' }).click();
    await expect(page.getByRole('heading', { name: 'My suki' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Sellers you follow' });
    await expect(list.getByText(seller.displayName)).toBeVisible();
    await expect(list.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'suki-list');

    // In Filipino, "itlog" finds the English "Fresh eggs".
    await page.goto('/?suki=1');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('tl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'tl');
    const search = page.getByRole('searchbox');
    await search.fill('itlog');
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=itlog/);
    await expect(results.getByRole('link', { name: title }).first()).toBeVisible();
    await expect(results.getByRole('link', { name: `Puto ${tag}` })).toHaveCount(0);
    await shoot(page, 'feed-itlog-filipino');

    // Pressed again, it stops (the button says so in Filipino now).
    await page.goto(`/user/${seller.username}`);
    const pressed = page.getByRole('button', { name: 'Maging suki' });
    await expect(pressed).toHaveAttribute('aria-pressed', 'true');
    await pressed.click();
    await expect(pressed).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('0 na suki', { exact: true })).toBeVisible();
  });
});
