import { expect, test, type APIRequestContext, type Page } from './support/test';
import { urlsInCaches } from './support/app-caches';
import { logOut, newPerson, openNav, signUpAndConfirm, type Person } from './support/people';
import { postAs } from './support/posts';
import { banAccount, linkFromMail, mailCount } from './support/server-data';

// With a service worker, which the config blocks for other journeys: what the worker keeps is the
// subject.
test.use({ serviceWorkers: 'allow' });

// The service worker keeps API reads by URL, whoever asked (web/src/sw.ts): a person's own
// list, GET /api/posts?mine=1, carries their posts' exact points. Every sign-out, the person's
// own or one the server forced, must take those answers out of the worker's cache, or the
// worker would still answer them (offline, or on a slow network) to whoever uses the phone next.

/** The worker's cached answers to GET /api/posts?mine=1 (My Posts). */
async function myPostsAnswers(page: Page): Promise<string[]> {
  const urls = await urlsInCaches(page, 'palengke-api');
  return urls.filter((url) => new URL(url).pathname === '/api/posts' && url.includes('mine=1'));
}

/** What the worker answers for `url` offline: its status, or 'none' when it has nothing. */
const answerOffline = (page: Page, url: string) =>
  page.evaluate(
    (href) =>
      fetch(href).then(
        (response) => response.status,
        () => 'none',
      ),
    url,
  );

/** Signs up, posts, and opens My Posts under the worker, which keeps its answer. */
async function withMyPostsCached(page: Page, person: Person): Promise<string> {
  await signUpAndConfirm(page, person);
  const title = `Talong ${Date.now().toString(36)}`;
  await postAs(page, title);
  await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
  // The worker controls a page from its next load on.
  await page.goto('/myposts');
  // The list is asked for once the stored session is verified: slow on a busy phone.
  await expect(page.getByText(title)).toBeVisible({ timeout: 20_000 });
  let cached: string[] = [];
  await expect
    .poll(async () => {
      cached = await myPostsAnswers(page);
      return cached.length;
    })
    .toBeGreaterThan(0);
  return cached[0]!;
}

/** A password reset through the API ends every session of the account (SPEC §3). */
async function resetPassword(request: APIRequestContext, person: Person) {
  const seen = mailCount(person.email);
  const forgot = await request.post('/api/auth/password/forgot', { data: { email: person.email } });
  expect(forgot.status()).toBe(200);
  const token = new URL(await linkFromMail(person.email, seen)).searchParams.get('token');
  const reset = await request.post('/api/auth/password/reset', {
    data: { token, password: 'brand-new-pass' },
  });
  expect(reset.status()).toBe(200);
}

test.describe('signing out empties the worker of the person’s answers', () => {
  // Each signs someone up, posts and installs the worker first.
  test.describe.configure({ timeout: 90_000 });

  test('when a later call is refused (401) after a password reset elsewhere', async ({
    page,
    context,
    request,
  }) => {
    const person = newPerson('sorel');
    const cachedUrl = await withMyPostsCached(page, person);

    await resetPassword(request, person);
    // The page still holds the old token: its next call (another tab of the list) gets 401.
    await page.getByRole('tab', { name: 'Completed' }).click();
    // Signed out, the app goes home (SPEC §2), where a visitor is asked to log in.
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(
      page.getByRole('complementary', { name: 'Post food and message sellers for free.' }),
    ).toBeVisible();

    // Signed out on screen means the answers are gone, not going.
    expect(await myPostsAnswers(page)).toEqual([]);
    await context.setOffline(true);
    expect(await answerOffline(page, cachedUrl)).toBe('none');
    await context.setOffline(false);
  });

  test('when the stored session fails its check on the next visit (a ban)', async ({
    page,
    context,
  }) => {
    const person = newPerson('bani');
    const cachedUrl = await withMyPostsCached(page, person);

    banAccount(person.email, new Date(Date.now() + 7 * 86_400_000));
    await page.reload();
    await expect(page.getByText(/Your account is banned until/)).toBeVisible();

    expect(await myPostsAnswers(page)).toEqual([]);
    await context.setOffline(true);
    expect(await answerOffline(page, cachedUrl)).toBe('none');
    await context.setOffline(false);
  });

  test('when the person logs out', async ({ page }) => {
    const person = newPerson('lobo');
    await withMyPostsCached(page, person);

    await logOut(page);
    const nav = await openNav(page);
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await myPostsAnswers(page)).toEqual([]);
  });
});
