import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from './support/test';
import {
  chooseEmailDoor,
  logOut,
  newPerson,
  signUp,
  signUpAndConfirm,
  type Person,
} from './support/people';
import { postAs } from './support/posts';
import { linkFromMail } from './support/server-data';

// "A neighbour's first week": a visitor who taps Message lands in that chat once signed in
// (by logging in, or by signing up and following the e-mailed link), and a phone without
// script can still change the language.

/** The post page's own Message (its bottom bar). */
const messageOnPost = (page: Page) =>
  page.getByRole('region', { name: 'Post actions' }).getByRole('link', { name: 'Message' });

/** A seller with a post, from a context of their own. */
async function sellerWithPost(page: Page, title: string) {
  await signUpAndConfirm(page, newPerson('tindera'));
  return postAs(page, title);
}

/** What React says when the markup it hydrates is not what it would draw (the header's form). */
function collectHydrationErrors(page: Page): string[] {
  const said: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|Minified React error/i.test(message.text())) said.push(message.text());
  });
  page.on('pageerror', (error) => said.push(error.message));
  return said;
}

async function expectChatReadyToWrite(page: Page) {
  // Signing in, the post page, opening the conversation, the chat page: a few steps on a phone.
  await expect(page).toHaveURL(/\/threads\/[\w-]+$/, { timeout: 20_000 });
  const box = page.getByRole('textbox', { name: 'Message' });
  await expect(box).toBeFocused();
  // Typing goes straight into it.
  await page.keyboard.type('Magkano po?');
  await expect(box).toHaveValue('Magkano po?');
}

test.describe("a neighbour's first week", () => {
  test('Message, then log in: the chat with the seller opens, ready to write', async ({
    browser,
    page,
  }) => {
    test.setTimeout(150_000);
    const title = `Kangkong ${Date.now().toString(36)}`;
    const postId = await sellerWithPost(page, title);

    // The buyer already has an account, but is not signed in on this phone.
    const buyerPerson = newPerson('suki');
    const buyer = await (await browser.newContext()).newPage();
    const errors = collectHydrationErrors(buyer);
    await signUpAndConfirm(buyer, buyerPerson);
    await logOut(buyer);

    await buyer.goto(`/post/${postId}`);
    await expect(buyer.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await messageOnPost(buyer).click();
    await expect(buyer).toHaveURL(/\/login\?next=/);
    await chooseEmailDoor(buyer);
    const main = buyer.getByRole('main');
    await main.getByLabel('Email', { exact: true }).fill(buyerPerson.email);
    await main.getByLabel('Password', { exact: true }).fill(buyerPerson.password);
    await main.getByRole('button', { name: 'Log in', exact: true }).click();

    await expectChatReadyToWrite(buyer);
    await expect(buyer.getByRole('link', { name: title }).first()).toBeVisible();
    await buyer.getByRole('button', { name: 'Send' }).click();
    await expect(
      buyer.getByRole('log', { name: 'Messages' }).getByText('Magkano po?'),
    ).toBeVisible();
    const threadUrl = buyer.url();

    // Back does not lead to the login page or start anything again: it is the post.
    await buyer.goBack();
    await expect(buyer).toHaveURL(new RegExp(`/post/${postId}$`));

    // Message again returns the same conversation, the box ready again.
    await buyer
      .getByRole('region', { name: 'Post actions' })
      .getByRole('button', { name: 'Message' })
      .click();
    await expect(buyer).toHaveURL(threadUrl);
    await expect(buyer.getByRole('textbox', { name: 'Message' })).toBeFocused();

    // A link alone never opens a conversation for someone signed in, and a foreign
    // `next` leads home.
    const other = await postAs(page, `Pechay ${Date.now().toString(36)}`);
    await buyer.goto(`/login?next=${encodeURIComponent(`/post/${other}?message=1`)}`);
    await expect(buyer).toHaveURL(new RegExp(`/post/${other}\\?message=1$`));
    await expect(buyer.getByRole('heading', { level: 1, name: /Pechay/ })).toBeVisible();
    await buyer.waitForTimeout(1_000);
    await expect(buyer).toHaveURL(new RegExp(`/post/${other}\\?message=1$`));
    await buyer.goto('/login?next=%2F%2Fevil.example%2F');
    await expect(buyer).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect(errors).toEqual([]);
  });

  test('Message, then sign up: the e-mailed link, opened in a new tab, lands in the chat', async ({
    browser,
    page,
  }) => {
    test.setTimeout(150_000);
    const title = `Itlog ${Date.now().toString(36)}`;
    const postId = await sellerWithPost(page, title);

    const context = await browser.newContext();
    const visitor = await context.newPage();
    await visitor.goto(`/post/${postId}`);
    await messageOnPost(visitor).click();
    await expect(visitor).toHaveURL(/\/login\?next=/);
    await visitor.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
    await expect(visitor).toHaveURL(/\/signup\?next=/);
    const person: Person = newPerson('bago');
    await fillSignup(visitor, person);

    // The link is opened from the mail app: a new tab, the sign-up tab left as it was.
    const fromMail = await context.newPage();
    await fromMail.goto(await linkFromMail(person.email));
    await expect(fromMail.getByText('Your email is confirmed. Welcome to Palengke!')).toBeVisible();
    await expectChatReadyToWrite(fromMail);
    await expect(fromMail.getByRole('link', { name: title }).first()).toBeVisible();
    await fromMail.screenshot({ path: 'test-results/first-week-chat-after-confirm.png' });

    // Kept for that sign-up only: a later one on this phone, going nowhere, lands home.
    const second = newPerson('ikalawa');
    await logOut(fromMail);
    await signUp(fromMail, second);
    await fromMail.goto(await linkFromMail(second.email));
    await expect(fromMail).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('without script, the language menu shows the same page in Filipino', async ({
    browser,
    page,
  }) => {
    test.setTimeout(90_000);
    const title = `Mangga ${Date.now().toString(36)}`;
    const postId = await sellerWithPost(page, title);

    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 800 },
    });
    const phone = await context.newPage();
    await phone.goto(`/post/${postId}?ref=share`);
    await expect(phone.locator('html')).toHaveAttribute('lang', 'en');

    await phone.getByRole('combobox', { name: 'Language' }).selectOption('tl');
    await phone.getByRole('button', { name: 'Change' }).click();
    await expect(phone).toHaveURL(new RegExp(`/post/${postId}\\?ref=share$`));
    await expect(phone.locator('html')).toHaveAttribute('lang', 'tl');
    await expect(phone.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(
      phone.getByRole('region', { name: 'Mga aksyon sa post' }).getByRole('button', {
        name: 'Mag-message',
      }),
    ).toBeVisible();
    await phone.screenshot({ path: 'test-results/first-week-no-script-tl.png' });

    // The choice stays for the next page, and Binisaya is one more choice away.
    await phone.goto('/');
    await expect(
      phone.getByRole('heading', { level: 1, name: 'Sariwang pagkain mula sa mga kapitbahay mo' }),
    ).toBeVisible();
    await phone.getByRole('combobox', { name: 'Wika' }).selectOption('ceb');
    await phone.getByRole('button', { name: 'Palitan' }).click();
    await expect(phone).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(phone.locator('html')).toHaveAttribute('lang', 'ceb');
    await context.close();
  });
});

async function fillSignup(page: Page, person: Person) {
  // The sign-up page may have come by a plain link from a page not yet hydrated: a form typed
  // into before the app takes over loses what was typed to the form's own state.
  await waitForApp(page);
  await chooseEmailDoor(page);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Username', { exact: true }).fill(person.username);
  await page.getByLabel(/^Display name/).fill(person.displayName);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(
    page.getByRole('heading', { name: 'Check your email to confirm your account' }),
  ).toBeVisible();
}
