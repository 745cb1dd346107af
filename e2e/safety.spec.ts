import fs from 'node:fs';
import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { newPerson, signUpAndConfirm } from './support/people';
import { postAs } from './support/posts';

// Issue 12: the scam guard in chat and "Your data".

const FLAGGED = 'GCash muna po bago ko kunin. Text me 0917 123 4567 or see bit.ly/murang-gulay';
const CLEAN = 'Meron pa po, ₱120 per kilo. Kita tayo 5:30 pm, 2 kg ready.';

test.describe('safety', () => {
  test('a flagged message warns its recipient, not its sender; links stay text', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const seller = await (await browser.newContext()).newPage();
    await signUpAndConfirm(seller, newPerson('tindera'));
    const postId = await postAs(seller, `Kamatis ${Date.now().toString(36)}`);

    // The buyer writes a message that asks for GCash first, with a number and a short link.
    const buyer = await (await browser.newContext()).newPage();
    await signUpAndConfirm(buyer, newPerson('suki'));
    await buyer.goto(`/post/${postId}`);
    await buyer
      .getByRole('region', { name: 'Post actions' })
      .getByRole('button', { name: 'Message' })
      .click();
    await buyer.waitForURL(/\/threads\/[\w-]+$/);
    const threadUrl = new URL(buyer.url()).pathname;
    await buyer.getByRole('textbox', { name: 'Message' }).fill(FLAGGED);
    await buyer.getByRole('button', { name: 'Send' }).click();
    const buyerLog = buyer.getByRole('log', { name: 'Messages' });
    await expect(buyerLog.getByText(FLAGGED)).toBeVisible();
    // The sender is not warned about their own words.
    await expect(buyer.getByRole('note', { name: 'Safety notice' })).toHaveCount(0);

    // The seller sees the message with a notice worded for each flag.
    await seller.goto(threadUrl);
    const sellerLog = seller.getByRole('log', { name: 'Messages' });
    await expect(sellerLog.getByText(FLAGGED)).toBeVisible();
    const notice = sellerLog.getByRole('note', { name: 'Safety notice' });
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText(
      'Pay only when you have the food in your hands. Palengke never asks you to pay in advance.',
    );
    await expect(notice).toContainText('This message has a phone number or an email address.');
    await expect(notice).toContainText('This message has a link.');
    // The link in the message is shown as text: the only link in the log is the Help one.
    await expect(sellerLog.getByRole('link')).toHaveCount(1);
    await expectAccessible(seller);

    // A clean reply (a price, a time, a quantity) carries no notice for the buyer.
    await seller.getByRole('textbox', { name: 'Message' }).fill(CLEAN);
    await seller.getByRole('button', { name: 'Send' }).click();
    await expect(buyerLog.getByText(CLEAN)).toBeVisible({ timeout: 10_000 });
    await expect(buyer.getByRole('note', { name: 'Safety notice' })).toHaveCount(0);

    // The notice leads to the Help section on trading safely, scrolled into view.
    await notice.getByRole('link', { name: 'How to trade safely' }).click();
    await expect(seller).toHaveURL(/\/help#safe-trading$/);
    await expect(seller.getByRole('heading', { name: 'How do I trade safely?' })).toBeInViewport();
  });

  test('download my data from the profile', async ({ page }) => {
    const person = newPerson('datos');
    await signUpAndConfirm(page, person);
    const title = `Talong ${Date.now().toString(36)}`;
    await postAs(page, title);

    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Your data' });
    await expect(section).toBeVisible();
    // Checked before the download: its toast sits over the page's lower controls for a while.
    await expectAccessible(page);
    const downloading = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    const today = new Date().toISOString().slice(0, 10);
    expect(download.suggestedFilename()).toBe(`palengke-data-${person.username}-${today}.json`);
    await expect(page.getByText('Your data was downloaded.')).toBeVisible();

    const data = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
    expect(data.profile).toMatchObject({ username: person.username, email: person.email });
    expect(data.posts.map((p: { title: string }) => p.title)).toEqual([title]);
    expect(data.sessions.some((s: { current: boolean }) => s.current)).toBe(true);
    expect(JSON.stringify(data)).not.toMatch(/token_hash|password_hash/);
  });
});
