import crypto from 'node:crypto';
import { expect, test, type Page } from './support/test';
import { expectAccessible } from './support/a11y';
import {
  chooseEmailDoor,
  expectHomePage,
  logOut,
  newPerson,
  signUpAndConfirm,
} from './support/people';
import { ageSmsCodes, codeFromSms, smsCount } from './support/server-data';

/** A new Philippine mobile number: as typed at home, and as the server keeps it. */
function newNumber() {
  const digits = `9${crypto.randomInt(100_000_000, 1_000_000_000)}`;
  return {
    typed: `0${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
    e164: `+63${digits}`,
  };
}

/**
 * Types the number on the page's mobile door and asks for a code. One code a minute per
 * number: asked sooner, the page says how long to wait (the server's Retry-After); the journey
 * then moves the number's codes a minute back on the server instead of waiting, and asks again.
 */
async function askForCode(page: Page, typed: string, e164: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Mobile number', { exact: true }).fill(typed);
  await main.getByRole('button', { name: 'Send code' }).click();
  const sent = main.getByText('We sent a 6-digit code by SMS to');
  const wait = main.getByRole('alert').filter({ hasText: 'Too many codes for this number.' });
  await expect(sent.or(wait)).toBeVisible();
  if (await wait.isVisible()) {
    const seconds = Number((await wait.textContent())?.match(/wait (\d+) seconds?/)?.[1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
    ageSmsCodes(e164, 61);
    await main.getByRole('button', { name: 'Send code' }).click();
  }
  await expect(sent).toBeVisible();
}

test.describe('signing in with a mobile number', () => {
  test.use({ geolocation: { latitude: 14.6, longitude: 120.99 }, permissions: ['geolocation'] });

  test('sign up with a number, post food, sign out, sign in again by SMS', async ({ page }) => {
    test.setTimeout(180_000);
    const number = newNumber();
    const tag = crypto.randomBytes(3).toString('hex');
    const username = `lola${tag}`;
    const title = `Pandesal ${tag}`;

    // The mobile number is the first door; its field opens the number keypad and shows +63.
    await page.goto('/signup');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Mobile number' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const phoneField = main.getByLabel('Mobile number', { exact: true });
    await expect(phoneField).toHaveAttribute('type', 'tel');
    await expect(phoneField).toHaveAttribute('inputmode', 'tel');
    await expect(main.getByText('+63', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // Not a Philippine mobile number: the shared schema says so before anything is sent.
    await phoneField.fill('02 8123 4567');
    await main.getByRole('button', { name: 'Send code' }).click();
    await expect(main.getByText('Use a Philippine mobile number (09XX XXX XXXX).')).toHaveCount(2);
    expect(smsCount(number.e164)).toBe(0);

    await askForCode(page, number.typed, number.e164);
    const codeField = main.getByLabel('Code from the SMS');
    await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    // Another code only after the server's minute, counted down on the button.
    await expect(
      main.getByRole('button', { name: /^Send a new code in \d+ seconds?$/ }),
    ).toBeDisabled();
    await expectAccessible(page);

    // A wrong code is refused on its field; the right one from the SMS goes on.
    const code = await codeFromSms(number.e164);
    const wrong = code === '000000' ? '111111' : '000000';
    await codeField.fill(wrong);
    await main.getByRole('button', { name: 'Continue' }).click();
    await expect(
      main.getByText('That code is not right. Check the SMS and try again.').first(),
    ).toBeVisible();
    await codeField.fill(code);
    await main.getByRole('button', { name: 'Continue' }).click();

    // A new number: the account's public name, then in.
    await expect(main.getByText('This number is new to Palengke.')).toBeVisible();
    await main.getByLabel('Username', { exact: true }).fill(username);
    await main.getByLabel(/^Display name/).fill('Lola Nena');
    await expectAccessible(page);
    await main.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Welcome to Palengke!')).toBeVisible();
    await expectHomePage(page);

    // The account posts food like any other.
    await page.goto('/post/new');
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Prepared food' });
    await page.getByLabel('Family', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Price', { exact: true }).fill('5');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: '3 days' }).click();
    await expect(page.locator('#post-location-status')).toContainText('Location on');
    await page.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(page.getByText('Posted!')).toBeVisible({ timeout: 20_000 });
    await expectHomePage(page);
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();

    await logOut(page);

    // In again by SMS, through the gate: the sign-in goes on to where the person was going.
    await page.goto('/myposts');
    await expect(page.getByText('You must be logged in to continue.')).toBeVisible();
    await page.goto('/login?next=%2Fmyposts');
    const seen = smsCount(number.e164);
    await askForCode(page, `+63 ${number.typed.slice(1)}`, number.e164);
    await codeField.fill(await codeFromSms(number.e164, seen));
    await main.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('You are logged in.')).toBeVisible();
    await expect(page).toHaveURL(/\/myposts$/);
    await expect(page.getByRole('link', { name: new RegExp(title) }).first()).toBeVisible();
  });

  test('an e-mail account adds a number, signs in with it, then removes it', async ({ page }) => {
    test.setTimeout(180_000);
    const person = newPerson('ana');
    const number = newNumber();
    await signUpAndConfirm(page, person);

    await page.goto('/profile');
    const account = page.getByRole('region', { name: 'Account' });
    await expect(account.getByText('No mobile number yet.')).toBeVisible();
    // Without a verified number the SMS switch cannot be turned on.
    await expect(page.getByRole('switch', { name: /SMS/ })).toBeDisabled();
    await account.getByRole('button', { name: 'Add a mobile number' }).click();
    await account.getByLabel('Mobile number', { exact: true }).fill(number.typed);
    await account.getByRole('button', { name: 'Send code' }).click();
    await expect(account.getByText('We sent a 6-digit code by SMS to')).toBeVisible();
    await expectAccessible(page);
    await account.getByLabel('Code from the SMS').fill(await codeFromSms(number.e164));
    await account.getByRole('button', { name: 'Verify number' }).click();
    await expect(
      account.getByText('Mobile number verified. You can sign in with it.'),
    ).toBeVisible();
    await expect(account.getByText(number.typed)).toBeVisible();
    await expect(account.getByText('Verified', { exact: true })).toBeVisible();

    // Notices by SMS are the person's choice for an account that has e-mail.
    const sms = page.getByRole('switch', { name: `SMS to ${number.typed}` });
    await expect(sms).toHaveAttribute('aria-checked', 'false');
    await sms.click();
    await expect(page.getByText('Notification settings saved.')).toBeVisible();
    await expect(sms).toHaveAttribute('aria-checked', 'true');
    await expectAccessible(page);

    // The number is now a second way into the same account. From the login gate, through
    // both doors' tabs, the sign-in still goes back to the gated page.
    await logOut(page);
    await page.goto('/profile');
    await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
    await chooseEmailDoor(page);
    await page.getByRole('main').getByRole('link', { name: 'Mobile number' }).click();
    const seen = smsCount(number.e164);
    await askForCode(page, number.typed, number.e164);
    const main = page.getByRole('main');
    await main.getByLabel('Code from the SMS').fill(await codeFromSms(number.e164, seen));
    await main.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('You are logged in.')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);

    // Removing it asks for the password.
    await account.getByRole('button', { name: 'Remove number' }).click();
    await account.getByRole('button', { name: 'Remove number' }).click();
    await expect(account.getByText('Password is required', { exact: true }).first()).toBeVisible();
    await account.getByLabel('Your password', { exact: true }).fill('not-the-password');
    await account.getByRole('button', { name: 'Remove number' }).click();
    await expect(account.getByText('That password is not right. Try again.').first()).toBeVisible();
    await account.getByLabel('Your password', { exact: true }).fill(person.password);
    await account.getByRole('button', { name: 'Remove number' }).click();
    await expect(account.getByText('Mobile number removed.')).toBeVisible();
    await expect(account.getByText('No mobile number yet.')).toBeVisible();
  });
});
