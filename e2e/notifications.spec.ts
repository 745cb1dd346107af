import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { newPerson, signUpAndConfirm } from './support/people';
import { postAs } from './support/posts';
import { receivedAtStandIn, usePushStandIn } from './support/push-service';
import { linkInMail } from './support/server-data';

// With a service worker, which the config blocks for other journeys: push reaches the phone through
// its worker.
test.use({ serviceWorkers: 'allow' });

test.describe('notifications', () => {
  test('push on this phone, a setting that stays, a message that rings, one-click unsubscribe', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const sellerPerson = newPerson('tindera');
    const subscriptions = await usePushStandIn(page);
    await signUpAndConfirm(page, sellerPerson);
    const title = `Kamote ${Date.now().toString(36)}`;
    const postId = await postAs(page, title);

    // The permission is asked on the click, never on opening the page.
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Notifications' });
    await expect(section.getByText('Notifications are off for this phone.')).toBeVisible();
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await section.getByRole('button', { name: 'Turn on notifications on this phone' }).click();
    await expect(section.getByText('Notifications are on for this phone.')).toBeVisible();
    expect(subscriptions).toHaveLength(1);

    // A setting is saved and is still so after a reload.
    const salesEmail = section.getByRole('switch', { name: 'Sales: Email' });
    await expect(salesEmail).toHaveAttribute('aria-checked', 'true');
    await salesEmail.click();
    await expect(salesEmail).toHaveAttribute('aria-checked', 'false');
    await expect(section.getByText('Notification settings saved.')).toBeVisible();
    await expectAccessible(page);
    await page.reload();
    await expect(section.getByText('Notifications are on for this phone.')).toBeVisible();
    await expect(salesEmail).toHaveAttribute('aria-checked', 'false');
    const messagesEmail = section.getByRole('switch', { name: 'New messages: Email' });
    await expect(messagesEmail).toHaveAttribute('aria-checked', 'true');

    // A buyer writes about the post; after the first message the chat offers notifications.
    const buyerPerson = newPerson('suki');
    const buyer = await (await browser.newContext()).newPage();
    await signUpAndConfirm(buyer, buyerPerson);
    await buyer.goto(`/post/${postId}`);
    await buyer
      .getByRole('region', { name: 'Post actions' })
      .getByRole('button', { name: 'Message' })
      .click();
    await buyer.waitForURL(/\/threads\/[\w-]+$/);
    const threadPath = new URL(buyer.url()).pathname;
    const hint = buyer.getByRole('region', { name: 'Hear when they reply' });
    await expect(hint).toHaveCount(0);
    const text = 'Magkano po ang isang kilo?';
    await buyer.getByRole('textbox', { name: 'Message' }).fill(text);
    await buyer.getByRole('button', { name: 'Send' }).click();
    await expect(buyer.getByRole('log', { name: 'Messages' }).getByText(text)).toBeVisible();
    await expect(hint).toBeVisible();
    await expectAccessible(buyer);
    await hint.getByRole('button', { name: 'Not now' }).click();
    await expect(hint).toHaveCount(0);
    // "Not now" is for good: not offered again after the next message either.
    await buyer.reload();
    await buyer.getByRole('textbox', { name: 'Message' }).fill('Salamat po.');
    await buyer.getByRole('button', { name: 'Send' }).click();
    await expect(
      buyer.getByRole('log', { name: 'Messages' }).getByText('Salamat po.'),
    ).toBeVisible();
    await expect(hint).toHaveCount(0);

    // The seller's phone hears about it: the push service received the encrypted payload.
    const clientHash = subscriptions[0]!.clientHash;
    await expect
      .poll(async () => (await receivedAtStandIn(clientHash)).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    const [first] = await receivedAtStandIn(clientHash);
    const payload = JSON.parse(first!) as Record<string, string>;
    expect(payload.title).toContain(title);
    expect(payload.title).toContain(buyerPerson.displayName);
    expect(payload.body).toBe(text);
    expect(payload.url).toBe(threadPath);

    // The unread message is also emailed; its unsubscribe link works in one click.
    await page.goto(await linkInMail(sellerPerson.email, /\/unsubscribe\?token=/));
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await expect(page.getByText('You will no longer get emails about new messages.')).toBeVisible();
    await page.getByRole('link', { name: 'Change your notification settings' }).click();
    await expect(messagesEmail).toHaveAttribute('aria-checked', 'false');

    // And off again on this phone.
    await section.getByRole('button', { name: 'Turn off on this phone' }).click();
    await expect(section.getByText('Notifications are off for this phone.')).toBeVisible();

    // Switching language while signed in tells the server: notifications come in that language.
    const token = await page.evaluate<string>('localStorage.getItem("token")');
    const profileLanguage = async () => {
      const response = await page.request.get('/api/me/profile', {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as { language?: string }).language;
    };
    expect(await profileLanguage()).toBe('en');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('tl');
    await expect(page.getByRole('region', { name: 'Mga notification' })).toBeVisible();
    await expect.poll(profileLanguage).toBe('tl');
  });

  test('a browser that cannot subscribe gets a clear message and stays off', async ({
    page,
    context,
    baseURL,
  }) => {
    // No stand-in here: Chromium's own subscribe() fails in a test's (incognito) context with
    // "AbortError: Registration failed - permission denied", as it would in a private window.
    await signUpAndConfirm(page, newPerson('walang'));
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Notifications' });
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await section.getByRole('button', { name: 'Turn on notifications on this phone' }).click();
    await expect(section.getByRole('alert')).toHaveText(
      /This browser could not turn on notifications/,
    );
    await expect(section.getByText('Notifications are off for this phone.')).toBeVisible();
  });

  test('a bad unsubscribe link says so, and leads to the settings', async ({ page }) => {
    await page.goto('/unsubscribe?token=not-a-real-token-0123456789');
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await expect(page.getByText(/This unsubscribe link is wrong or has expired/)).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Change your notification settings' }),
    ).toBeVisible();
    await expectAccessible(page);
  });
});
