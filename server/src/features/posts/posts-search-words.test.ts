import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titleMatchesSearch } from '@core/food-words';
import { createPost, listPosts, MANILA, publishExactPoint, type PostList } from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { get, signUpAndConfirm, type SignedInUser } from '../../test/users';

// Issue 39: the feed's search knows food words in English, Filipino and Cebuano. The rules are
// core's (core/src/food-words); here the databases run them, and must agree with core's own
// titleMatchesSearch on every title, in every order, on every page.

const TITLES = [
  'Fresh eggs',
  'Organic eggs, ₱8 each',
  'Itlog na pula',
  'Eggplant',
  'Dinorado rice',
  'Bugas sa Bukidnon',
  'Fresh fish',
  'Isdang bangus',
  'Tilapia',
  'Manggang hilaw',
  'Carabao mangoes',
  'Kalamansi 1 kg',
  'Papaya',
  'Petsay',
  'Pechay Baguio',
  'Siling labuyo',
  'Pan de sal',
  'Pandesal (12 pcs)',
  'PIÑA',
  'Crème brûlée',
  'Low price talong',
  'Kangkong bunch',
];

/** Searches whose results are checked against core's rule, title by title. */
const SEARCHES = [
  'egg',
  'eggs',
  'itlog',
  'ITLOG',
  'rice',
  'bigas',
  'bugas',
  'fish',
  'isda',
  'mango',
  'mangoes',
  'mangga',
  'calamansi',
  'lemonsito',
  'kapayas',
  'pechay',
  'petsay',
  'sili',
  'sile',
  'pandesal',
  'pan de sal',
  'pina',
  'piña',
  'pinya',
  'creme',
  'itlog organic',
  'organic itlog',
  'itlog rice',
  'ganic',
  'ng',
  'gulay',
  'pula',
];

describe.each(testEngines)('search in food words on %s', (engine) => {
  let t: TestApp;
  let seller: SignedInUser;
  /** Every post's id by title. */
  const ids = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp(engine, { rateLimitFactor: 100 });
    seller = await signUpAndConfirm(t);
    for (const [i, title] of TITLES.entries()) {
      // Spread over a few km and prices, so that every sort has something to order.
      const at = { lat: MANILA.lat + (i % 7) * 0.004, lng: MANILA.lng + (i % 5) * 0.003 };
      const created = await createPost(t, seller, { title, price: 10 + ((i * 7) % 13), ...at });
      await publishExactPoint(t, created.id);
      ids.set(title, created.id);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const titles = (list: PostList) => list.data.map((post) => post.title).sort();
  const search = async (text: string) => titles(await listPosts(t, { search: text, pageSize: 50 }));

  it('finds a food by its word in any of the three languages, in both directions', async () => {
    const eggs = ['Fresh eggs', 'Itlog na pula', 'Organic eggs, ₱8 each'];
    expect(await search('itlog')).toEqual(eggs);
    expect(await search('egg')).toEqual(eggs);
    const rice = ['Bugas sa Bukidnon', 'Dinorado rice'];
    for (const word of ['rice', 'bigas', 'bugas']) expect(await search(word), word).toEqual(rice);
    expect(await search('isda')).toEqual(['Fresh fish', 'Isdang bangus']);
    expect(await search('fish')).toEqual(['Fresh fish', 'Isdang bangus']);
    expect(await search('lemonsito')).toEqual(['Kalamansi 1 kg']);
    expect(await search('kapayas')).toEqual(['Papaya']);
  });

  it('finds equal words only: not kinds, not words that merely hold the letters', async () => {
    expect(await search('isda')).not.toContain('Tilapia');
    expect(await search('itlog')).not.toContain('Eggplant');
    expect(await search('rice')).not.toContain('Low price talong');
    expect(await search('gulay')).toEqual([]);
  });

  it('matches plurals, spelling variants, case and accents', async () => {
    const mangoes = ['Carabao mangoes', 'Manggang hilaw'];
    for (const word of ['mango', 'mangoes', 'MANGGA'])
      expect(await search(word), word).toEqual(mangoes);
    for (const word of ['petsay', 'pechay']) {
      expect(await search(word), word).toEqual(['Pechay Baguio', 'Petsay']);
    }
    expect(await search('sile')).toEqual(['Siling labuyo']);
    for (const word of ['pandesal', 'pan de sal', 'Pan-de-sal']) {
      expect(await search(word), word).toEqual(['Pan de sal', 'Pandesal (12 pcs)']);
    }
    for (const word of ['pina', 'piña', 'Pinya', 'pineapple'])
      expect(await search(word), word).toEqual(['PIÑA']);
    expect(await search('creme brulee')).toEqual(['Crème brûlée']);
  });

  it('needs every word to match, each through its own equivalents', async () => {
    expect(await search('itlog organic')).toEqual(['Organic eggs, ₱8 each']);
    expect(await search('organic itlog')).toEqual(['Organic eggs, ₱8 each']);
    expect(await search('itlog rice')).toEqual([]);
    expect(await search('fresh isda')).toEqual(['Fresh fish']);
  });

  it('keeps the letters-anywhere search for a word with no equivalents', async () => {
    expect(await search('ganic')).toEqual(['Organic eggs, ₱8 each']);
    expect(await search('pula')).toEqual(['Itlog na pula']);
    expect(await search('ng')).toEqual(
      TITLES.filter((title) => title.toLowerCase().includes('ng')).sort(),
    );
  });

  it('agrees with core’s rule on every title, for every search', async () => {
    for (const text of SEARCHES) {
      const expected = TITLES.filter((title) => titleMatchesSearch(title, text)).sort();
      expect(await search(text), text).toEqual(expected);
    }
  });

  it('keeps the total, the pages and every sort, with and without a place', async () => {
    const places = [{}, { ...MANILA, rangeKm: 5 }, MANILA];
    const sorts = [
      { sortBy: 'newest', sortDir: 'desc' },
      { sortBy: 'newest', sortDir: 'asc' },
      { sortBy: 'price', sortDir: 'asc' },
      { sortBy: 'price', sortDir: 'desc' },
      { sortBy: 'title', sortDir: 'asc' },
      { sortBy: 'title', sortDir: 'desc' },
      { sortBy: 'distance', sortDir: 'asc' },
      { sortBy: 'distance', sortDir: 'desc' },
      { sortBy: 'expiry', sortDir: 'asc' },
    ];
    for (const text of ['itlog', 'fish', 'itlog organic', 'ng']) {
      for (const place of places) {
        for (const sort of sorts) {
          const label = `${text} ${JSON.stringify({ ...place, ...sort })}`;
          // The unsearched feed, in the same order, filtered by core's rule.
          const all = await listPosts(t, { ...place, ...sort, pageSize: 50 });
          const expected = all.data
            .filter((post) => titleMatchesSearch(post.title, text))
            .map((post) => post.id);
          const pages: string[] = [];
          let total = -1;
          for (let page = 1; page <= 3; page++) {
            const list = await listPosts(t, { ...place, ...sort, search: text, page, pageSize: 2 });
            pages.push(...list.data.map((post) => post.id));
            total = list.total;
          }
          expect(total, label).toBe(expected.length);
          expect(pages, label).toEqual(expected.slice(0, 6));
        }
      }
    }
  }, 180_000);

  it('searches the seller’s own list and a public profile the same way', async () => {
    const mine = await get(t.app, '/api/posts?mine=1&search=itlog&pageSize=50', seller.token);
    expect(mine.statusCode).toBe(200);
    expect(titles(mine.json() as PostList)).toEqual([
      'Fresh eggs',
      'Itlog na pula',
      'Organic eggs, ₱8 each',
    ]);
    const profile = await get(
      t.app,
      `/api/posts?userId=${seller.id}&search=bugas&pageSize=50`,
      seller.token,
    );
    expect(titles(profile.json() as PostList)).toEqual(['Bugas sa Bukidnon', 'Dinorado rice']);
    expect(ids.size).toBe(TITLES.length);
  });
});
