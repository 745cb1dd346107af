import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { newPerson, openNav, signUpAndConfirm } from './support/people';
import { postAs } from './support/posts';

test.describe('messaging', () => {
  test('buyer asks, seller replies and marks it sold, buyer rates the seller', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const sellerPerson = newPerson('tindera');
    const seller = await (await browser.newContext()).newPage();
    await signUpAndConfirm(seller, sellerPerson);
    const title = `Pechay ${Date.now().toString(36)}`;
    const postId = await postAs(seller, title);

    // The buyer opens the post and messages the seller with a quick template.
    const buyer = await (await browser.newContext()).newPage();
    await signUpAndConfirm(buyer, newPerson('suki'));
    await buyer.goto(`/post/${postId}`);
    await buyer
      .getByRole('region', { name: 'Post actions' })
      .getByRole('button', { name: 'Message' })
      .click();
    await buyer.waitForURL(/\/threads\/[\w-]+$/);
    await buyer.getByRole('button', { name: 'Is this still available?' }).click();
    await buyer.getByRole('button', { name: 'Send' }).click();
    const buyerLog = buyer.getByRole('log', { name: 'Messages' });
    await expect(buyerLog.getByText('Is this still available?')).toBeVisible();

    // The seller sees the unread badge, opens the conversation and replies.
    await seller.goto('/');
    const nav = await openNav(seller);
    const messages = nav.getByRole('link', { name: /Messages/ });
    await expect(messages).toContainText('1');
    await expect(messages).toHaveAccessibleName(/1 unread conversation/);
    await messages.click();
    await seller.getByRole('link', { name: title, exact: true }).click();
    const sellerLog = seller.getByRole('log', { name: 'Messages' });
    await expect(sellerLog.getByText('Is this still available?')).toBeVisible();
    await expectAccessible(seller);
    await seller
      .getByRole('textbox', { name: 'Message' })
      .fill('Yes, still available! 5 bunches left.');
    await seller.getByRole('button', { name: 'Send' }).click();

    // The buyer sees the reply within the 5 s refresh, without reloading.
    await expect(buyerLog.getByText('Yes, still available! 5 bunches left.')).toBeVisible({
      timeout: 10_000,
    });

    // The seller marks the sale complete; the conversation closes for both.
    await seller.getByRole('button', { name: 'Mark as sold' }).click();
    await seller
      .getByRole('dialog', { name: 'Mark as sold?' })
      .getByRole('button', { name: 'Mark as sold' })
      .click();
    await expect(seller.getByText('This sale is complete.')).toBeVisible();
    await expect(seller.getByRole('textbox', { name: 'Message' })).toBeDisabled();

    // The buyer rates the seller, once.
    const review = buyer.getByRole('form', { name: 'Rate the seller' });
    await expect(review).toBeVisible({ timeout: 10_000 });
    await expect(review.getByRole('radio', { name: '5 stars' })).toBeChecked();
    await review.getByRole('radio', { name: '4 stars' }).check({ force: true });
    await review.getByRole('textbox', { name: 'Comment (optional)' }).fill('Fresh and on time.');
    await review.getByRole('button', { name: 'Submit' }).click();
    await expect(buyer.getByRole('heading', { name: 'Thank you for your review!' })).toBeVisible();
    await expectAccessible(buyer);
    await buyer.reload();
    await expect(buyer.getByRole('form', { name: 'Rate the seller' })).toHaveCount(0);

    // The seller's rating shows on the post and on the public profile.
    await buyer.goto(`/post/${postId}`);
    await expect(buyer.getByText('4.0 · 1 rating')).toBeVisible();
    await buyer.goto(`/user/${sellerPerson.username}`);
    await expect(buyer.getByText('Fresh and on time.')).toBeVisible();
    await expect(buyer.getByText('4.0 out of 5')).toBeVisible();
  });
});
