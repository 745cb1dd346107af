import { TAXONOMY } from '../core/src/taxonomy';
import { translator } from './support/catalog';
import { newPerson, signUpAndConfirm } from './support/people';
import { expect, test } from './support/test';

// A neighbour's first week: units read in the reader's language ('12 piraso', not '12 pc'),
// and eggs are sold by the tray of 30.

const t = translator('tl');
const eggs = TAXONOMY.find((category) => category.slug === 'eggs')!;
const chickenEggs = eggs.families.find((family) => family.slug === 'chicken-eggs')!;
const MANILA = { latitude: 14.6, longitude: 120.99 };

test('in Filipino, eggs fill a tray of 30 and a post of 12 pc reads "12 piraso"', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'one journey is enough; screens differ by width');
  test.setTimeout(150_000);
  const title = `Itlog ng manok ${Date.now().toString(36)}`;

  const sellerContext = await browser.newContext({
    geolocation: MANILA,
    permissions: ['geolocation'],
  });
  const seller = await sellerContext.newPage();
  await signUpAndConfirm(seller, newPerson('itlog'));
  // Filipino through the language menu, as a person chooses it.
  await seller.getByRole('combobox', { name: 'Language' }).selectOption('tl');
  await expect(seller.locator('html')).toHaveAttribute('lang', 'tl');

  await seller.goto('/post/new');
  // The form's code and its Filipino words come after the page: on a busy machine, a while.
  await expect(seller.getByRole('heading', { name: t('postForm.create.title') })).toBeVisible({
    timeout: 20_000,
  });
  await seller
    .getByLabel(t('postForm.category.label'), { exact: true })
    .selectOption({ label: eggs.name_tl });
  await seller
    .getByLabel(t('postForm.family.label'), { exact: true })
    .selectOption({ label: chickenEggs.name_tl });
  await seller.getByLabel(t('postForm.title.label'), { exact: true }).fill(title);
  await seller.getByLabel(t('postForm.price.label'), { exact: true }).fill('9');

  // The unit menu names the units in Filipino; its values stay the codes.
  const unit = seller.getByLabel(t('postForm.unit.label'), { exact: true });
  await expect(unit.locator('option')).toHaveText(['piraso', 'dosena']);
  await unit.selectOption('dozen');

  const quantity = seller.getByLabel(t('postForm.qty.label'), { exact: true });
  const tray = seller.getByRole('button', { name: '1 tray (30 piraso)' });
  await expect(tray).toHaveAttribute('aria-pressed', 'false');
  await tray.click();
  await expect(quantity).toHaveValue('30');
  await expect(unit).toHaveValue('pc');
  await expect(tray).toHaveAttribute('aria-pressed', 'true');

  // Twelve pieces after all.
  await quantity.fill('12');
  await expect(tray).toHaveAttribute('aria-pressed', 'false');
  await seller.getByRole('button', { name: t('postForm.expiry.inDays', { count: 3 }) }).click();
  await expect(seller.locator('#post-location-status')).toContainText(t('postForm.location.on'));
  await seller.getByRole('button', { name: t('postForm.create.submit'), exact: true }).click();
  await expect(seller.getByText(t('postForm.create.success'))).toBeVisible({ timeout: 20_000 });

  // A neighbour whose language cookie says Filipino finds it in the feed and opens it.
  const buyerContext = await browser.newContext({
    geolocation: MANILA,
    permissions: ['geolocation'],
  });
  const buyer = await buyerContext.newPage();
  await buyer.goto('/about');
  const origin = new URL(buyer.url()).origin;
  await buyerContext.addCookies([{ name: 'palengke_lang', value: 'tl', url: origin }]);
  await buyer.goto(`/?q=${encodeURIComponent(title)}`);
  await expect(buyer.locator('html')).toHaveAttribute('lang', 'tl');
  const card = buyer.getByRole('link', { name: new RegExp(title) });
  await expect(card).toContainText('12 piraso');
  await expect(card).not.toContainText(/\b12 pc\b/);
  await card.click();
  await expect(buyer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const facts = buyer.locator('dl').filter({ hasText: t('postDetail.facts.quantity') });
  await expect(facts).toContainText('12 piraso');

  // As the server renders it, before any script: the same words.
  const served = await buyer.request.get(buyer.url(), {
    headers: { cookie: 'palengke_lang=tl' },
  });
  expect(await served.text()).toContain('12 piraso');

  await sellerContext.close();
  await buyerContext.close();
});
