import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { placePhone, saveAlertsThroughApi } from './support/alerts';
import { openFeedFilters } from './support/feed';
import { chooseEmailDoor, newPerson, openNav, signUpAndConfirm } from './support/people';
import { postAs } from './support/posts';
import { linkInMail } from './support/server-data';

test.describe('food alerts', () => {
  test('save the feed as an alert, hear about a neighbour’s post by email, pause, resume, delete', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await placePhone(context, baseURL);
    const suki = newPerson('suki');
    await signUpAndConfirm(page, suki);
    // A word of this run only, so no other journey's post matches the alert.
    const word = `itlog${Date.now().toString(36)}`;

    // The feed, searched and located; the button (in the Filters panel) offers to watch it.
    await page.goto('/');
    await openFeedFilters(page);
    await expect(page.getByText('Within 5 km of you', { exact: true })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search titles' }).fill(word);
    await page.getByRole('searchbox', { name: 'Search titles' }).press('Enter');
    await expect(page).toHaveURL(new RegExp(`\\?q=${word}`));
    await page.getByRole('button', { name: 'Alert me about new posts like these' }).click();

    const sheet = page.getByRole('dialog', { name: 'Alert me about new posts like these' });
    await expect(sheet.getByText(`“${word}”, within 5 km of where you are`)).toBeVisible();
    await expectAccessible(page);
    // A price the schema refuses is explained beside the field, and nothing is sent.
    const price = sheet.getByRole('textbox', { name: 'Only up to ₱ (optional)' });
    await price.fill('a lot');
    await sheet.getByRole('button', { name: 'Save alert' }).click();
    await expect(sheet.getByText('Enter a valid price, e.g. 25 or 12.50.')).toBeVisible();
    await price.fill('');
    await sheet.getByRole('button', { name: 'Save alert' }).click();
    await expect(sheet).toBeHidden();
    await expect(
      page.getByText("Alert saved. We'll tell you about new posts like these."),
    ).toBeVisible();

    // The alert, in words, on /alerts.
    await page.getByRole('link', { name: 'See my alerts' }).click();
    await expect(page).toHaveURL(/\/alerts$/);
    await expect(page.getByText('1 of 10 alerts')).toBeVisible();
    const alert = page.getByRole('article', { name: `“${word}”` });
    await expect(alert.getByText('Within 5 km of your saved place')).toBeVisible();
    await expect(alert.getByText('No matches yet')).toBeVisible();
    await expectAccessible(page);

    // A neighbour posts a matching food nearby; the digest email links to it.
    const neighbourPage = await (await browser.newContext()).newPage();
    await signUpAndConfirm(neighbourPage, newPerson('tindera'));
    const title = `Pulang ${word} ng Batangas`;
    const postId = await postAs(neighbourPage, title);
    const link = await linkInMail(suki.email, new RegExp(`/post/${postId}$`), 20_000);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    // Pause and resume: the card says so, and it stays so after a reload.
    await page.goto('/alerts');
    await expect(alert.getByText('Last match just now')).toBeVisible();
    await alert.getByRole('button', { name: 'Pause' }).click();
    await expect(alert.getByText('Paused', { exact: true })).toBeVisible();
    await expect(page.getByText('Alert paused.', { exact: false })).toBeVisible();
    await page.reload();
    await expect(alert.getByText('Paused', { exact: true })).toBeVisible();
    await alert.getByRole('button', { name: 'Resume' }).click();
    await expect(alert.getByText('Paused', { exact: true })).toBeHidden();
    await expect(alert.getByRole('button', { name: 'Pause' })).toBeVisible();

    // Delete, after a question; then the empty page says what alerts are.
    await alert.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this alert?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: 'No alerts yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home feed' })).toBeVisible();
    await expectAccessible(page);

    // The menu leads here too.
    await page.goto('/');
    await (await openNav(page)).getByRole('link', { name: 'Alerts' }).click();
    await expect(page.getByRole('heading', { name: 'Food alerts' })).toBeVisible();
  });

  test('the eleventh alert is refused clearly, with a way to the alerts page', async ({
    page,
    context,
    baseURL,
  }) => {
    await placePhone(context, baseURL);
    await signUpAndConfirm(page, newPerson('marami'));
    await saveAlertsThroughApi(page, 10);
    await page.goto('/?q=bangus');
    await openFeedFilters(page);
    await expect(page.getByText('Within 5 km of you', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Alert me about new posts like these' }).click();
    const sheet = page.getByRole('dialog', { name: 'Alert me about new posts like these' });
    await sheet.getByRole('button', { name: 'Save alert' }).click();
    await expect(sheet.getByRole('alert')).toContainText('You already have 10 alerts');
    await sheet.getByRole('link', { name: 'Manage your alerts' }).click();
    await expect(page.getByText('10 of 10 alerts')).toBeVisible();
  });

  test('a visitor is sent to log in, and comes back to the same feed', async ({ page }) => {
    const person = newPerson('bisita');
    await signUpAndConfirm(page, person);
    await page.evaluate('localStorage.clear()');
    await page.goto('/?q=tinapa');
    await openFeedFilters(page);
    await page.getByRole('link', { name: 'Alert me about new posts like these' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await chooseEmailDoor(page);
    const main = page.getByRole('main');
    await main.getByLabel('Email', { exact: true }).fill(person.email);
    await main.getByLabel('Password', { exact: true }).fill(person.password);
    await main.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/\?q=tinapa$/);
    await openFeedFilters(page);
    await expect(
      page.getByRole('button', { name: 'Alert me about new posts like these' }),
    ).toBeVisible();
  });
});
