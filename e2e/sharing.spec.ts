import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { openFeedFilters } from './support/feed';
import { newPerson, signUpAndConfirm } from './support/people';
import { askAbout, postKilosAs, rateSeller } from './support/sharing';

test.describe('sharing a post among buyers', () => {
  test('a seller reserves 2 kg for one buyer and sells 3 kg to another; 5 of 10 kg are left', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const seller = await (await browser.newContext()).newPage();
    await signUpAndConfirm(seller, newPerson('tindera'));
    const title = `Kangkong ${Date.now().toString(36)}`;
    const postId = await postKilosAs(seller, title, 10);

    const ana = newPerson('ana');
    const buyerA = await (await browser.newContext()).newPage();
    await signUpAndConfirm(buyerA, ana);
    const chatA = await askAbout(buyerA, postId);

    const ben = newPerson('ben');
    const buyerB = await (await browser.newContext()).newPage();
    await signUpAndConfirm(buyerB, ben);
    const chatB = await askAbout(buyerB, postId);

    // A hold Ben does not need: the seller reserves 1 kg, Ben lets it go.
    await seller.goto(chatB);
    await seller.getByRole('button', { name: 'Reserve for this buyer' }).click();
    const holdForBen = seller.getByRole('dialog', { name: 'Reserve for this buyer' });
    await holdForBen.getByLabel('Amount (kg)').fill('1');
    await holdForBen.getByRole('button', { name: 'Reserve', exact: true }).click();
    await expect(seller.getByText(`1 kg reserved for ${ben.displayName} until`)).toBeVisible();
    await expect(buyerB.getByText('1 kg reserved for you until')).toBeVisible({ timeout: 10_000 });
    await buyerB.getByRole('button', { name: 'Release' }).click();
    await buyerB
      .getByRole('dialog', { name: 'Release the reservation?' })
      .getByRole('button', { name: 'Release' })
      .click();
    await expect(buyerB.getByText('Reservation released.')).toBeVisible();
    await expect(buyerB.getByText('reserved for you')).toHaveCount(0);
    await expect(seller.getByText(`reserved for ${ben.displayName}`)).toHaveCount(0, {
      timeout: 10_000,
    });

    // The seller holds 3 kg for Ana until tomorrow morning, then changes it to 2 kg.
    await seller.goto(chatA);
    await seller.getByRole('button', { name: 'Reserve for this buyer' }).click();
    const reserve = seller.getByRole('dialog', { name: 'Reserve for this buyer' });
    await expect(reserve.getByText('Up to 10 kg available.')).toBeVisible();
    // Too much first: the sheet says how much there is, and nothing is sent.
    await reserve.getByLabel('Amount (kg)').fill('12');
    await reserve.getByRole('radio', { name: /Tomorrow morning/ }).check();
    await reserve.getByRole('button', { name: 'Reserve', exact: true }).click();
    await expect(reserve.getByText('Only 10 kg left for this buyer.')).toBeVisible();
    await expectAccessible(seller);
    await reserve.getByLabel('Amount (kg)').fill('3');
    await reserve.getByRole('button', { name: 'Reserve', exact: true }).click();
    await expect(reserve).toBeHidden();
    await expect(seller.getByText(`3 kg reserved for ${ana.displayName} until`)).toBeVisible();
    await seller.getByRole('button', { name: 'Change' }).click();
    const change = seller.getByRole('dialog', { name: 'Change the reservation' });
    await expect(change.getByLabel('Amount (kg)')).toHaveValue('3');
    await change.getByLabel('Amount (kg)').fill('2');
    await change.getByRole('radio', { name: /Tomorrow morning/ }).check();
    await change.getByRole('button', { name: 'Save changes' }).click();
    await expect(change).toBeHidden();
    await expect(seller.getByText(`2 kg reserved for ${ana.displayName} until`)).toBeVisible();

    // Ana sees it in her chat within the refresh, with a Release button of her own.
    await expect(buyerA.getByText('2 kg reserved for you until')).toBeVisible({ timeout: 10_000 });
    await expect(buyerA.getByRole('button', { name: 'Release' })).toBeVisible();
    // Her messages list marks the conversation as reserved.
    await buyerA.goto('/threads');
    await expect(buyerA.getByRole('listitem').filter({ hasText: title })).toContainText('Reserved');
    await buyerA.goto(chatA);

    // Ben buys 3 kg: the seller types the amount.
    await seller.goto(chatB);
    await seller.getByRole('button', { name: 'Mark as sold' }).click();
    const sold = seller.getByRole('dialog', { name: 'Mark as sold?' });
    await expect(sold.getByRole('radio', { name: 'All that is left: 8 kg' })).toBeChecked();
    await sold.getByRole('radio', { name: 'Another amount' }).check();
    await sold.getByLabel('Amount sold (kg)').fill('3');
    await sold.getByRole('button', { name: 'Mark as sold' }).click();
    await expect(seller.getByText('This sale is complete.')).toBeVisible();
    await rateSeller(buyerB, 5, 'Fresh kangkong, fair weight.');

    // Ana picks up her reservation: the sale is the reserved 2 kg.
    await seller.goto(chatA);
    await seller.getByRole('button', { name: 'Mark as sold' }).click();
    const soldA = seller.getByRole('dialog', { name: 'Mark as sold?' });
    await expect(soldA.getByRole('radio', { name: 'Their reservation: 2 kg' })).toBeChecked();
    await soldA.getByRole('button', { name: 'Mark as sold' }).click();
    await expect(seller.getByText('This sale is complete.')).toBeVisible();
    await rateSeller(buyerA, 4, 'Kept it for me until morning.');

    // Everyone sees what is left; the post is still for sale.
    await buyerA.goto(`/?q=${encodeURIComponent(title)}`);
    const card = buyerA.getByRole('link', { name: new RegExp(title) });
    await expect(card).toContainText('5 of 10 kg left');
    // Expiring soon needs no location, and keeps the search.
    await openFeedFilters(buyerA);
    await buyerA.getByLabel('Sort by').selectOption({ label: 'Expiring soon' });
    await expect(buyerA).toHaveURL(/sort=expiryAsc/);
    await expect(card).toContainText('5 of 10 kg left');

    // The seller's My Posts: the amounts and who bought what.
    await seller.goto('/myposts');
    const mine = seller.getByRole('listitem').filter({ hasText: title });
    await expect(mine).toContainText('Sold: 5 kg');
    await mine.getByRole('button', { name: 'Show sales' }).click();
    await expect(mine.getByRole('link', { name: ana.displayName, exact: true })).toBeVisible();
    await expect(mine.getByRole('link', { name: ben.displayName, exact: true })).toBeVisible();
    await expect(mine.getByText('3 kg', { exact: true })).toBeVisible();
    await expect(mine.getByText('2 kg', { exact: true })).toBeVisible();
    await expectAccessible(seller);

    // Editing the post: the quantity's hint says the least it may be.
    await seller.goto(`/post/${postId}/edit`);
    await expect(seller.getByLabel('Quantity', { exact: true })).toHaveAccessibleDescription(
      "Already sold or held for buyers: 5 kg. The quantity can't be less.",
    );
  });
});
