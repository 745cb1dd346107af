import { expect, test } from './support/test';
import { expectAccessible } from './support/a11y';
import {
  expectHomePage,
  logIn,
  logOut,
  newPerson,
  openNav,
  signUp,
  signUpAndConfirm,
} from './support/people';
import { banAccount, linkFromMail, mailCount } from './support/server-data';

test.describe('accounts', () => {
  test('sign up, confirm by email, edit the profile, log out and in again', async ({ page }) => {
    const person = newPerson('ana');
    await signUp(page, person);
    await expectAccessible(page);
    await page.goto(await linkFromMail(person.email));
    await expect(page.getByText('Your email is confirmed. Welcome to Palengke!')).toBeVisible();
    await expectHomePage(page);

    // Signed in: the nav shows the signed-in items; /login sends the user away.
    const nav = await openNav(page);
    await expect(nav.getByRole('link', { name: 'My Posts' })).toBeVisible();
    await nav.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await page.getByLabel('Display name').fill('Ana ng Kalye Uno');
    await page.getByLabel('WhatsApp number').fill('0917 123 4567');
    await page.getByLabel('Facebook username').fill('ana.kalye');
    await page.getByLabel('Show my WhatsApp and Messenger on my posts').check();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile saved.')).toBeVisible();
    await expect(page.getByLabel('WhatsApp number')).toHaveValue('+639171234567');
    await expectAccessible(page);

    // The public profile shows the new name and, as chosen, the contact links.
    await page.goto(`/user/${person.username}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ana ng Kalye Uno' })).toBeVisible();
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      /wa\.me\/639171234567/,
    );

    await logOut(page);
    await page.goto('/profile');
    await expect(page.getByText('You must be logged in to continue.')).toBeVisible();

    await logIn(page, person);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a wrong password and an unconfirmed email get their messages', async ({ page }) => {
    const person = newPerson('ben');
    await signUp(page, person);
    await page.goto('/login?with=email');
    const main = page.getByRole('main');
    await main.getByLabel('Email', { exact: true }).fill(person.email);
    await main.getByLabel('Password', { exact: true }).fill(person.password);
    await main.getByRole('button', { name: 'Log in', exact: true }).click();
    // Just signed up: no new mail yet, and the notice says so instead of claiming one was sent.
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      'Please confirm your email before signing in: open the link in the email we sent you.',
    );
    await expect(alert).toContainText(
      /Log in again in \d+ seconds? and we will send you a new link/,
    );
    await expect(alert).not.toContainText('we just resent it');
    // The link is only in the email (the outbox here), never in the page.
    await expect(alert.getByRole('link')).toHaveCount(0);
    await page.goto(await linkFromMail(person.email));
    await expect(page.getByText('Your email is confirmed. Welcome to Palengke!')).toBeVisible();
    await expectHomePage(page);
    await logOut(page);

    await page.goto('/login?with=email');
    await main.getByLabel('Email', { exact: true }).fill(person.email);
    await main.getByLabel('Password', { exact: true }).fill('not-the-password');
    await main.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Email or password is incorrect. Try again or reset your password.',
    );
  });

  test('forgot password, reset it by email, and every old session ends', async ({
    page,
    browser,
  }) => {
    const person = newPerson('cora');
    await signUpAndConfirm(page, person);

    // A second device, signed in before the reset.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await logIn(otherPage, person);

    await logOut(page);
    await page.goto('/forgot-password');
    await page.getByRole('main').getByLabel('Email', { exact: true }).fill(person.email);
    const seen = mailCount(person.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('If an account exists for that email')).toBeVisible();
    await page.goto(await linkFromMail(person.email, seen));
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass');
    await page.getByLabel('Confirm new password', { exact: true }).fill('brand-new-pass');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(
      page.getByText('Password changed. Please log in with your new password.'),
    ).toBeVisible();
    await expectAccessible(page);

    await logIn(page, { email: person.email, password: 'brand-new-pass' });

    await otherPage.goto('/profile');
    await expect(otherPage.getByText('You must be logged in to continue.')).toBeVisible();
    await other.close();
  });

  test('a banned user is signed out with the ban notice', async ({ page }) => {
    const person = newPerson('dino');
    await signUpAndConfirm(page, person);
    const until = new Date(Date.now() + 7 * 86_400_000);
    banAccount(person.email, until);
    await page.reload();
    await expect(page.getByText(/Your account is banned until/)).toBeVisible();
    const nav = await openNav(page);
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate('localStorage.getItem("token")')).toBeNull();
  });
});
