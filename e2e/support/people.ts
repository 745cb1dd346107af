import crypto from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { linkFromMail } from './server-data';

export interface Person {
  email: string;
  username: string;
  password: string;
  displayName: string;
}

export function newPerson(prefix: string): Person {
  const tag = `${prefix}${crypto.randomBytes(3).toString('hex')}`.slice(0, 20);
  return {
    email: `${tag}@example.com`,
    username: tag,
    password: 'secret-pass',
    displayName: `${prefix} ${tag.slice(-4)}`,
  };
}

/** The main navigation: inline on desktop, behind the menu button on a phone. */
export async function openNav(page: Page) {
  // The served page's header has neither the menu nor the language switch: wait for the
  // app's, since isVisible() does not wait.
  await page.getByRole('combobox', { name: 'Language' }).waitFor();
  const menu = page.getByRole('button', { name: 'Open menu' });
  if (await menu.isVisible()) await menu.click();
  return page.getByRole('navigation', { name: 'Main' });
}

export async function signUp(page: Page, person: Person) {
  await page.goto('/signup?with=email');
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

/**
 * Waits for the home page itself, not just its address. The router's navigation is a React
 * transition: the URL and the toast change at once, but the old page (and the header's
 * location) stays until the lazy home page has loaded, and landing then closes a menu opened
 * meanwhile (CI saw exactly that on a slow phone run).
 */
export async function expectHomePage(page: Page) {
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Fresh food from your neighbours' }),
  ).toBeVisible();
}

/**
 * Signs up and follows the emailed link: the person ends signed in on the home page. The
 * welcome toast is checked by the sign-up journeys themselves (accounts, first-week): it
 * lasts SPEC's 3 s, which a loaded machine can spend before the check begins.
 */
export async function signUpAndConfirm(page: Page, person: Person) {
  await signUp(page, person);
  // Signed in means the session's check has been answered too: a journey that bans the
  // person next must not have the ban found by the first check, on the page it then leaves.
  const checked = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/me/profile' &&
      response.request().method() === 'GET',
  );
  await page.goto(await linkFromMail(person.email));
  await expectHomePage(page);
  await checked;
  await expect
    .poll(() => page.evaluate<string | null>('localStorage.getItem("token")'))
    .not.toBeNull();
}

export async function logIn(page: Page, person: Pick<Person, 'email' | 'password'>) {
  await page.goto('/login?with=email');
  const main = page.getByRole('main');
  await main.getByLabel('Email', { exact: true }).fill(person.email);
  await main.getByLabel('Password', { exact: true }).fill(person.password);
  await main.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('You are logged in.')).toBeVisible();
  // The login page stays until the next one has loaded (see expectHomePage).
  await expect(main.getByRole('button', { name: 'Log in', exact: true })).toBeHidden();
}

/**
 * On a sign-in page reached by a link or a gate (its mobile-number door first): the
 * e-mail door, with the same `next`.
 */
export async function chooseEmailDoor(page: Page) {
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'E-mail', exact: true }).click();
  await expect(main.getByLabel('Email', { exact: true })).toBeVisible();
}

export async function logOut(page: Page) {
  const nav = await openNav(page);
  await nav.getByRole('button', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out' });
  await expect(dialog.getByText('Are you sure you want to log out?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
}
