import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import { placePhone } from './support/alerts';
import { newPerson, openNav, signUpAndConfirm } from './support/people';
import { postAs } from './support/posts';

test.describe('blocking', () => {
  test('block a seller from the post page, the post leaves the feed, unblock from the profile', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await placePhone(context, baseURL);
    // A word of this run only, so the feed search finds this post alone.
    const word = `puto${Date.now().toString(36)}`;
    const title = `Puto ${word} ni Aling Nena`;

    const sellerPage = await (await browser.newContext()).newPage();
    const seller = newPerson('nena');
    await signUpAndConfirm(sellerPage, seller);
    await postAs(sellerPage, title);

    await signUpAndConfirm(page, newPerson('suki'));
    const search = async () => {
      await page.goto(`/?q=${word}`);
      await expect(page.getByRole('main').getByRole('status').first()).toBeVisible();
    };
    const card = page.getByRole('main').getByRole('link', { name: new RegExp(title) });
    await search();
    await expect(card).toBeVisible();
    await card.click();

    // The post page: where the seller is, as an area; Message; Block behind a question.
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByText('The location is an area near the seller')).toBeVisible();
    const bar = page.getByRole('region', { name: 'Post actions' });
    await expect(bar.getByRole('button', { name: 'Message' })).toBeVisible();
    await page.getByRole('button', { name: `Block ${seller.displayName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Block ${seller.displayName}?` });
    await expect(dialog.getByText('neither of you can message the other')).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Block' }).click();
    await expect(
      page.getByText(`You blocked ${seller.displayName}.`, { exact: true }),
    ).toBeVisible();

    // A shared link still opens, with no way to message, and says who blocked whom only to
    // the one who did.
    await expect(page.getByText(`You blocked ${seller.displayName}. You don't see`)).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Message' })).toHaveCount(0);
    await expect(bar.getByRole('button', { name: 'Contact' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Unblock ${seller.displayName}` })).toBeVisible();
    await expectAccessible(page);

    // The post left the feed.
    await search();
    await expect(card).toHaveCount(0);

    // The seller is not told, and finds no Message on the buyer's side either.
    const sellerPost = await sellerPage.request.get(`/api/posts?mine=1&search=${word}`, {
      headers: {
        authorization: `Bearer ${await sellerPage.evaluate('localStorage.getItem("token")')}`,
      },
    });
    expect((await sellerPost.json()).total).toBe(1);

    // Unblock from the profile's "Blocked people"; the post is back.
    const nav = await openNav(page);
    await nav.getByRole('link', { name: 'Profile' }).click();
    const blocked = page.getByRole('region', { name: 'Blocked people' });
    await expect(blocked.getByText(seller.displayName, { exact: true })).toBeVisible();
    await expectAccessible(page);
    await blocked.getByRole('button', { name: `Unblock ${seller.displayName}` }).click();
    await expect(
      page.getByText(`You unblocked ${seller.displayName}.`, { exact: true }),
    ).toBeVisible();
    await expect(blocked.getByText("You haven't blocked anyone.")).toBeVisible();
    await search();
    await expect(card).toBeVisible();
    await card.click();
    await expect(bar.getByRole('button', { name: 'Message' })).toBeVisible();

    await sellerPage.context().close();
  });
});
