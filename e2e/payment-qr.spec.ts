import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { devices, expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { newPerson, signUpAndConfirm } from './support/people';
import { pictureWithoutQr, qrPhPayload, qrPhPicture, scanQr } from './support/qrph';
import { askAbout, postKilosAs } from './support/sharing';

/**
 * Screenshots of the payment QR's screens on a phone and on a desktop, for a person to look
 * at, when PAYMENT_QR_SHOTS names a folder (the journey itself does not need them): what the
 * screen shows around `part`, and the whole of `part`.
 */
async function shoot(page: Page, name: string, part: Locator) {
  const folder = process.env.PAYMENT_QR_SHOTS;
  if (!folder) return;
  const size = page.viewportSize();
  for (const [device, viewport] of [
    ['phone', { width: 360, height: 800 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await part.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${folder}/${name}-${device}.png` });
    // A screen tall enough for all of it (the chat scrolls inside itself: no full-page shot).
    await page.setViewportSize({ width: viewport.width, height: 2000 });
    await part.scrollIntoViewIfNeeded();
    await part.screenshot({ path: `${folder}/${name}-${device}-whole.png` });
  }
  if (size) await page.setViewportSize(size);
}

// A wallet's QR that shows the full name and a mobile number: the warning must say both.
const SELLER_QR = { name: 'JUAN DELA CRUZ', city: 'Quezon City', mobile: '+63-917-1234567' };

test.describe('pay at pickup by QR Ph', () => {
  test('a seller saves their QR from a picture; the buyer they reserve for sees the card, scans exactly that code and says they paid', async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'a journey on a phone');
    test.setTimeout(180_000);
    const seller = newPerson('tindera');
    await signUpAndConfirm(page, seller);
    const title = `Pechay ${Date.now().toString(36)}`;
    const postId = await postKilosAs(page, title, 10);

    // The profile: no QR yet, and why a buyer would see one.
    await page.goto('/profile');
    const section = page.getByRole('region', { name: 'Payment QR' });
    await expect(section.getByText('You have no payment QR yet.')).toBeVisible();
    await expect(section).toContainText('No money passes through Palengke.');
    await shoot(page, 'profile-empty', section);
    await section.getByRole('button', { name: 'Add a payment QR' }).click();

    // A picture with no code in it is refused as soon as it is chosen, in words, beside it.
    const chooser = section.getByLabel('Choose a picture');
    await chooser.setInputFiles(await pictureWithoutQr());
    await expect(section.getByText('Chosen: not-a-qr.png')).toBeVisible();
    await expect(section.getByText('We could not find a QR code in that picture.')).toBeVisible();
    await expect(section).toContainText('Some codes also show your full name or mobile number');
    await expectAccessible(page);
    await shoot(page, 'profile-error', section);

    // The wallet's QR: read on the server as soon as it is chosen, and what buyers who reserve
    // will see said in words before the password is given; then saved.
    const qr = await qrPhPicture(SELLER_QR);
    await section.getByLabel('Choose another picture').setInputFiles(qr.file);
    await expect(section.getByText('Chosen: receive-money-qr.png')).toBeVisible();
    await expect(section).toContainText("Buyers' wallets will show: JUAN DELA CRUZ — GCash");
    await expect(
      section.getByText('Buyers who reserve will see your full name and mobile number.'),
    ).toBeVisible();
    await shoot(page, 'profile-checked', section);
    await section.getByLabel('Your password').fill(seller.password);
    await section.getByRole('button', { name: 'Check and save' }).click();
    await expect(
      section.getByRole('status').filter({ hasText: 'Payment QR saved.' }),
    ).toBeVisible();
    await expect(
      section.getByText('Buyers who reserve will see your full name and mobile number.'),
    ).toBeVisible();
    await expect(
      section.getByRole('definition').filter({ hasText: 'JUAN DELA CRUZ' }),
    ).toBeVisible();
    await expect(section.getByRole('definition').filter({ hasText: 'GCash' })).toBeVisible();
    await expect(section.getByRole('definition').filter({ hasText: 'Quezon City' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Change' })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Remove' })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'profile-saved', section);

    // Changing it by the code's text: what buyers would see is said exactly, before saving.
    await section.getByRole('button', { name: 'Change' }).click();
    await section.getByRole('radio', { name: "The code's text" }).check();
    const maya = qrPhPayload({ bic: 'PAPHPHM1XXX', name: 'J** D.' });
    await section.getByLabel("The QR's text").fill(maya);
    await expect(section).toContainText("Buyers' wallets will show: J** D. — Maya");
    await expect(
      section.getByText('Your QR hides your full name and mobile number.'),
    ).toBeVisible();
    await shoot(page, 'profile-change-text', section);
    await section.getByRole('button', { name: 'Cancel' }).click();
    await expect(section.getByRole('definition').filter({ hasText: 'GCash' })).toBeVisible();

    // A neighbour asks about the post; the seller holds 2 kg (₱60 a kilo) for them.
    const buyerPerson = newPerson('suki');
    const buyer = await (await browser.newContext({ ...devices['Pixel 5'] })).newPage();
    await signUpAndConfirm(buyer, buyerPerson);
    const chat = await askAbout(buyer, postId);
    // Nothing is held yet: no card.
    await expect(buyer.getByRole('region', { name: 'Pay at pickup' })).toHaveCount(0);
    await page.goto(chat);
    await page.getByRole('button', { name: 'Reserve for this buyer' }).click();
    const reserve = page.getByRole('dialog', { name: 'Reserve for this buyer' });
    await reserve.getByLabel('Amount (kg)').fill('2');
    await reserve.getByRole('button', { name: 'Reserve', exact: true }).click();
    await expect(
      page.getByText(`2 kg reserved for ${buyerPerson.displayName} until`),
    ).toBeVisible();
    const note = page.getByText(`Your payment QR (GCash) is shown to ${buyerPerson.displayName}`);
    await expect(note).toBeVisible();
    await shoot(page, 'chat-seller-note', note);

    // The buyer's chat: the card, the name and wallet to check, the amount, the rule.
    const card = buyer.getByRole('region', { name: 'Pay at pickup' });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card).toContainText('Check that your wallet shows: JUAN DELA CRUZ — GCash');
    await expect(card).toContainText('₱120.00');
    await expect(card).toContainText('Pay only when you have the food in hand.');
    // Saved minutes ago: the buyer is told to check the name.
    await expect(card).toContainText('This seller changed their payment QR today.');
    await card.getByRole('button', { name: 'Show QR code' }).click();
    const drawn = card.getByRole('img', { name: 'QR Ph code to pay JUAN DELA CRUZ' });
    await drawn.scrollIntoViewIfNeeded();
    await expect(drawn).toBeVisible();
    await expectAccessible(buyer);
    await shoot(buyer, 'chat-card', card);

    // What a wallet's camera reads from the screen is exactly the seller's code.
    expect(await scanQr(await drawn.screenshot())).toBe(qr.payload);
    // And from the picture saved for a wallet's "Upload QR".
    const download = buyer.waitForEvent('download');
    await card.getByRole('button', { name: 'Save QR picture' }).click();
    const saved = await (await download).path();
    expect(await scanQr(fs.readFileSync(saved))).toBe(qr.payload);

    // "I've paid" tells the seller in the chat, in the app's own words, with no scam notice.
    await card.getByRole('button', { name: "I've paid" }).click();
    const paid = 'I sent ₱120.00 by GCash. Please check your history.';
    await expect(buyer.getByRole('log', { name: 'Messages' }).getByText(paid)).toBeVisible();
    await expect(card.getByRole('status')).toHaveText('Message sent to the seller');
    const sellerLog = page.getByRole('log', { name: 'Messages' });
    await expect(sellerLog.getByText(paid)).toBeVisible({ timeout: 10_000 });
    await expect(sellerLog.getByRole('note', { name: 'Safety notice' })).toHaveCount(0);

    // The seller records the sale, paid by QR; their sales list says so.
    await page.getByRole('button', { name: 'Mark as sold' }).click();
    const sold = page.getByRole('dialog', { name: 'Mark as sold?' });
    await sold.getByRole('radio', { name: /^By QR/ }).check();
    await shoot(page, 'mark-sold', sold);
    await sold.getByRole('button', { name: 'Mark as sold' }).click();
    await expect(page.getByText('This sale is complete.')).toBeVisible();
    // For a day after the sale the buyer keeps the card, for what was sold.
    await buyer.reload();
    await expect(card).toContainText('₱120.00');
    await expect(card.getByRole('button', { name: "I've paid" })).toBeVisible();
    await page.goto('/myposts');
    const mine = page.getByRole('listitem').filter({ hasText: title });
    await mine.getByRole('button', { name: 'Show sales' }).click();
    await expect(mine.getByText(/Paid by QR/)).toBeVisible();
    await shoot(page, 'sales-list', mine);
  });
});
