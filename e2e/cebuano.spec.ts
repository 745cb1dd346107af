import { TAXONOMY } from '../core/src/taxonomy';
import { expectAccessible } from './support/a11y';
import { expectNoEnglish, translator } from './support/catalog';
import { newPerson, type Person } from './support/people';
import { lastMail, linkFromMail } from './support/server-data';
import { expect, test, type Browser, type Page } from './support/test';

// Issue 24: the main flow in Cebuano (Binisaya), found by the Cebuano words themselves, with
// no English left on any screen it passes through.

const t = translator('ceb');
/** Cebuano's weekdays as the app writes them (docs/cebuano-glossary.md), Sunday first. */
const CEBUANO_WEEKDAYS = ['Dom', 'Lun', 'Mar', 'Miy', 'Huw', 'Biy', 'Sab'];
const ENGLISH_WEEKDAY = /\b(Sun|Mon|Tue|Wed|Thu|Fri|Sat)\b/;
const vegetables = TAXONOMY.find((category) => category.slug === 'vegetables')!;
const leafyGreens = vegetables.families.find((family) => family.slug === 'leafy-greens')!;

/**
 * A neighbour's phone (360x800, in Manila) at 14.6, 120.99 that reads Binisaya, chosen in the
 * language menu.
 */
async function neighbourInCebuano(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 800 },
    isMobile: true,
    hasTouch: true,
    timezoneId: 'Asia/Manila',
    geolocation: { latitude: 14.6, longitude: 120.99 },
    permissions: ['geolocation'],
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('ceb');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ceb');
  await expect(page.getByRole('heading', { level: 1, name: t('feed.title') })).toBeVisible();
  return page;
}

/** Tomorrow's weekday on the phone's own clock, in Cebuano: 'Dom' on a Saturday. */
async function tomorrowInCebuano(page: Page): Promise<string> {
  const day = await page.evaluate(() => new Date(Date.now() + 24 * 60 * 60 * 1000).getDay());
  return CEBUANO_WEEKDAYS[day]!;
}

/** A look at the screen for people (SCREENSHOT_DIR=/tmp): the journey checks nothing by it. */
async function keepScreenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/cebuano-${name}.png` });
}

async function signUpInCebuano(page: Page, person: Person) {
  await page.goto('/signup?with=email');
  await expectNoEnglish(page, 'ceb');
  await page.getByLabel(t('auth.common.email'), { exact: true }).fill(person.email);
  await page.getByLabel(t('auth.signup.username'), { exact: true }).fill(person.username);
  await page.getByLabel(new RegExp(`^${t('auth.signup.displayName')}`)).fill(person.displayName);
  await page.getByLabel(t('auth.common.password'), { exact: true }).fill(person.password);
  await page.getByLabel(t('auth.signup.confirmPassword'), { exact: true }).fill(person.password);
  await page.getByRole('button', { name: t('auth.signup.submit'), exact: true }).click();
  await expect(page.getByRole('heading', { name: t('auth.signup.pending.title') })).toBeVisible();
  // The confirmation email is in the language the person signed up in.
  expect((await lastMail(person.email)).subject).toBe('Kumpirmaha ang imong Palengke account');
  await page.goto(await linkFromMail(person.email));
  await expect(page.getByText(t('auth.confirm.success'))).toBeVisible();
}

test.describe('Binisaya', () => {
  test('browse, post, chat, reserve, sell and review in Cebuano, with no English on screen', async ({
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'one journey is enough; screens differ by width');
    test.setTimeout(150_000);
    const title = `Kangkong sa nataran ${Date.now().toString(36)}`;

    // The seller posts through the form.
    const seller = await neighbourInCebuano(browser);
    await expectNoEnglish(seller, 'ceb');
    await signUpInCebuano(seller, newPerson('tigbaligya'));
    await seller.goto('/post/new');
    await expect(seller.getByRole('heading', { name: t('postForm.create.title') })).toBeVisible();
    await seller
      .getByLabel(t('postForm.category.label'), { exact: true })
      .selectOption({ label: vegetables.name_ceb });
    await seller
      .getByLabel(t('postForm.family.label'), { exact: true })
      .selectOption({ label: leafyGreens.name_ceb });
    await seller.getByLabel(t('postForm.title.label'), { exact: true }).fill(title);
    await seller.getByLabel(t('postForm.price.label'), { exact: true }).fill('20');
    for (let i = 0; i < 4; i++) {
      await seller.getByRole('button', { name: t('postForm.qty.increase') }).click();
    }
    await seller.getByLabel(t('postForm.unit.label'), { exact: true }).selectOption('bunch');
    await seller.getByRole('button', { name: t('postForm.expiry.inDays', { count: 3 }) }).click();
    await expect(seller.locator('#post-location-status')).toContainText(t('postForm.location.on'));
    await expectNoEnglish(seller, 'ceb');
    await expectAccessible(seller);
    await seller.getByRole('button', { name: t('postForm.create.submit'), exact: true }).click();
    await expect(seller.getByText(t('postForm.create.success'))).toBeVisible({ timeout: 20_000 });

    // A neighbour finds it in the feed and opens it.
    const buyerPerson = newPerson('pumapalit');
    const buyer = await neighbourInCebuano(browser);
    await signUpInCebuano(buyer, buyerPerson);
    await buyer.goto(`/?q=${encodeURIComponent(title)}`);
    const card = buyer.getByRole('link', { name: new RegExp(title) });
    await expect(card).toBeVisible();
    await expectNoEnglish(buyer, 'ceb');
    await card.click();
    await expect(buyer.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(buyer.getByText(leafyGreens.name_ceb)).toBeVisible();
    await expectNoEnglish(buyer, 'ceb');
    await expectAccessible(buyer);

    // The buyer asks; the seller reserves 2 bunches, then sells them.
    await buyer
      .getByRole('region', { name: t('postDetail.bar.label') })
      .getByRole('button', { name: t('postDetail.bar.message') })
      .click();
    await buyer.waitForURL(/\/threads\/[\w-]+$/);
    const chat = buyer.url();
    await buyer.getByRole('button', { name: t('threads.templates.available') }).click();
    await buyer.getByRole('button', { name: t('threads.chat.send') }).click();
    const log = buyer.getByRole('log', { name: t('threads.chat.logLabel') });
    await expect(log.getByText(t('threads.templates.available'))).toBeVisible();
    // Today's divider and the message's time in Binisaya, not the browser's English for `ceb`.
    await expect(log.getByRole('heading', { name: 'Karong adlawa', exact: true })).toBeVisible();
    await expect(log.locator('time').last()).toHaveText(/^\d{1,2}:\d{2} [AP]M$/);
    await expectNoEnglish(buyer, 'ceb');

    await seller.goto(chat);
    await seller.getByRole('button', { name: t('threads.reserve.chip') }).click();
    const reserve = seller.getByRole('dialog', { name: t('threads.reserve.title') });
    await reserve.getByLabel(t('threads.reserve.amount', { unit: 'bugkos' })).fill('2');
    await reserve
      .getByRole('radio', { name: new RegExp(t('threads.reserve.choices.tomorrowMorning')) })
      .check();
    // The pickup times name Cebuano weekdays: tomorrow morning is '<tomorrow> 9:00 AM'.
    const tomorrowMorning = `${await tomorrowInCebuano(seller)} 9:00 AM`;
    await expect(reserve.getByText(tomorrowMorning, { exact: true })).toBeVisible();
    await expect(reserve).not.toContainText(ENGLISH_WEEKDAY);
    await expectNoEnglish(seller, 'ceb');
    await keepScreenshot(seller, 'reserve-sheet');
    await reserve.getByRole('button', { name: t('threads.reserve.submit'), exact: true }).click();
    await expect(reserve).toBeHidden();
    await expectNoEnglish(seller, 'ceb');

    // The buyer's chat tells the hold with the same Cebuano weekday.
    await buyer.goto(chat);
    await expect(
      buyer.getByRole('status').filter({ hasText: `hangtod ${tomorrowMorning}` }),
    ).toBeVisible();
    await expect(buyer.getByRole('heading', { name: 'Karong adlawa', exact: true })).toBeVisible();
    await expect(buyer.locator('main')).not.toContainText(ENGLISH_WEEKDAY);
    await expectNoEnglish(buyer, 'ceb');
    await keepScreenshot(buyer, 'chat');

    await seller.getByRole('button', { name: t('threads.markSold.chip') }).click();
    const sold = seller.getByRole('dialog', { name: t('threads.markSold.title') });
    await expect(
      sold.getByRole('radio', {
        name: t('threads.markSold.choices.reservation', { amount: '2 ka bugkos' }),
      }),
    ).toBeChecked();
    await expectNoEnglish(seller, 'ceb');
    await sold.getByRole('button', { name: t('threads.markSold.confirm') }).click();
    await expect(seller.getByText(t('threads.chat.completedNote'))).toBeVisible();
    await expectNoEnglish(seller, 'ceb');

    // The buyer rates the seller.
    await buyer.goto(chat);
    const review = buyer.getByRole('form', { name: t('threads.review.title') });
    await expect(review).toBeVisible({ timeout: 10_000 });
    await expectNoEnglish(buyer, 'ceb');
    await review
      .getByRole('radio', { name: t('threads.review.stars', { count: 4 }) })
      .check({ force: true });
    await review.getByRole('textbox', { name: t('threads.review.comment') }).fill('Presko kaayo!');
    await review.getByRole('button', { name: t('threads.review.submit') }).click();
    await expect(buyer.getByRole('heading', { name: t('threads.review.thanks') })).toBeVisible();
    await expectNoEnglish(buyer, 'ceb');
    await expectAccessible(buyer);

    // What is left shows on the post; the seller's My Posts is in Cebuano too.
    await buyer.goto(`/?q=${encodeURIComponent(title)}`);
    await expect(buyer.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await expectNoEnglish(buyer, 'ceb');
    await seller.goto('/myposts');
    await expect(seller.getByRole('listitem').filter({ hasText: title })).toBeVisible();
    await expectNoEnglish(seller, 'ceb');
    await seller.goto('/threads');
    await expectNoEnglish(seller, 'ceb');
  });
});
