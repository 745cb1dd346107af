import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import ogs from 'open-graph-scraper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_HINT_SCRIPT } from '@core/signed-in-hint';
import { INDEX_HTML, loadSourceRenderer } from '../test/web-build';
import { scriptHashSource } from './inline-script-hash';
import { dataUrl, solidImage } from '../test/images';
import { createPost } from '../test/posts';
import { createTestApp, testEngines, type TestApp } from '../test/test-app';
import { sale } from '../test/threads';
import { post, signUpAndConfirm, type SignedInUser } from '../test/users';

// Pages rendered on the server with React (issue 22): the content, the answers the browser
// hydrates with, the preview tags a shared link shows, the status and the language. The web
// app's server entry is imported from its source here; the journeys run the built one.

const PUBLIC_URL = 'https://palengke.example';

const SCRIPT = `export const words = ${JSON.stringify('kamatis '.repeat(500))};\n`;

function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  // A script as the build writes it: brotli and gzip copies beside it (web/vite.config.ts).
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app-1.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'assets', 'app-1.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dir, 'assets', 'app-1.js.gz'), zlib.gzipSync(SCRIPT));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
      'src/features/post-detail/PostDetailPage.tsx': { file: 'assets/PostDetailPage-1.js' },
    }),
  );
  return dir;
}

/** The page's <script id="palengke-state">, which the browser hydrates with. */
function pageStateIn(html: string) {
  const json = html.match(/<script type="application\/json" id="palengke-state">(.*?)<\/script>/);
  return JSON.parse(json![1]!) as {
    queries: { queries: { queryKey: unknown; state: { data: unknown } }[] };
    renderedAt: number;
    choices: { lowData: boolean; feedView: string };
  };
}

/** The TanStack Query state the page carries, by query key. */
function stateIn(html: string): Map<string, unknown> {
  const state = pageStateIn(html);
  return new Map(state.queries.queries.map((q) => [JSON.stringify(q.queryKey), q.state.data]));
}

/** The schema.org data of a page. */
function jsonLdIn(html: string): Record<string, unknown> {
  const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/);
  return JSON.parse(json![1]!) as Record<string, unknown>;
}

async function previewOf(html: string) {
  const { result } = await ogs({ html });
  return result;
}

const HOSTILE = "Itlog \"pula\" </script><b>x</b> & 'itlog' $& $' 🍳 Sariwa";

describe.each(testEngines)('pages rendered on the server (%s)', (engine) => {
  let t: TestApp;
  let seller: SignedInUser;
  let photoPostId: string;
  let hostilePostId: string;
  const dist = fakeBuild();
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers });

  beforeAll(async () => {
    t = await createTestApp(
      engine,
      { webDistDir: dist, publicUrl: PUBLIC_URL },
      { loadWebRenderer: loadSourceRenderer },
    );
    seller = await signUpAndConfirm(t, { display_name: 'Aling Nena' });
    const photo = dataUrl('image/jpeg', await solidImage('jpeg', 1600, 1200));
    photoPostId = (
      await createPost(t, seller, { title: 'Fresh eggs', price: 8, unit: 'bunch', images: [photo] })
    ).id;
    hostilePostId = (await createPost(t, seller, { title: HOSTILE, price: 0 })).id;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('renders the feed a visitor sees, with real links, and the answers to hydrate with', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers.vary).toBe('accept-encoding, accept-language, cookie, save-data');
    expect(res.body).toContain('<html lang="en">');
    expect(res.body).toContain(`href="/post/${photoPostId}"`);
    expect(res.body).toContain('Fresh eggs');
    // The build's own title gives way to the page's.
    expect(res.body).not.toContain('Build description');
    const feed = (await t.app.inject({ url: '/api/posts?page=1&pageSize=10' })).json();
    const answers = [...stateIn(res.body).values()];
    expect(answers).toContainEqual(expect.objectContaining({ total: feed.total }));
    // A title cannot end a script element early, nor expand into the page.
    expect(res.body).not.toContain('</script><b>x</b>');
    const preview = await previewOf(res.body);
    expect(preview).toMatchObject({
      ogTitle: 'Palengke',
      ogSiteName: 'Palengke',
      ogUrl: `${PUBLIC_URL}/`,
      ogLocale: 'en_PH',
      twitterCard: 'summary',
    });
    expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/"/>`);
  });

  it('allows the page’s one inline script by its hash, and no other', async () => {
    const res = await page('/');
    const inline = [...res.body.matchAll(/<script>(.*?)<\/script>/gs)].map((match) => match[1]!);
    expect(inline).toEqual([SIGNED_IN_HINT_SCRIPT]);
    const policy = String(res.headers['content-security-policy']);
    const scriptSources = policy.match(/script-src ([^;]*)/)![1]!.split(' ');
    expect(scriptSources).toEqual(["'self'", scriptHashSource(inline[0]!)]);
    // The hash is of the text itself: one character more and the browser would refuse it.
    expect(scriptHashSource(`${inline[0]} `)).not.toBe(scriptSources[1]);
  });

  it('renders a page whole on its first visit, while its code loads, as on the next', async () => {
    // The first render of a page in this process waits for its lazy code (the prerender);
    // the next one finds it loaded and renders synchronously: the same markup.
    const rootOf = (html: string) =>
      html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json"'));
    const first = await page('/help');
    const next = await page('/help');
    expect(first.statusCode).toBe(200);
    expect(rootOf(first.body)).toContain('<h1');
    expect(rootOf(first.body)).not.toContain('<!--$!-->');
    expect(rootOf(next.body)).toBe(rootOf(first.body));
  });

  it('marks the first screen’s right-aligned groups to show only once parsed whole', async () => {
    // Each such part ends with its end mark (ui/shownWhenParsed.tsx): the language switch with
    // the menu button, the nav, and the feed's Filters and Grid/List, or a post's distance and
    // bar of actions.
    const parts = (html: string) =>
      [...html.matchAll(/class="shown-when-parsed |<span class="parsed-end" hidden="">/g)].map(
        (match) => (match[0].startsWith('<span') ? 'end' : 'part'),
      );
    // Parts in document order; an end closes the innermost open part (they do not nest here).
    const home = (await page('/')).body;
    // (Then the footer, on every page.)
    const fiveParts = ['part', 'end', 'part', 'end', 'part', 'end', 'part', 'end', 'part', 'end'];
    expect(parts(home)).toEqual(fiveParts);
    const grid = home.lastIndexOf('shown-when-parsed', home.indexOf('<footer'));
    expect(home.indexOf('aria-pressed', grid)).toBeLessThan(home.indexOf('parsed-end', grid));
    const post = (await page(`/post/${photoPostId}`)).body;
    expect(parts(post)).toEqual(fiveParts);
    const bar = post.lastIndexOf('shown-when-parsed', post.indexOf('<footer'));
    expect(post.indexOf('Share', bar)).toBeLessThan(post.indexOf('parsed-end', bar));
  });

  it('sends a form posted before the app ran back to its page, never elsewhere', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=nena%40example.com&password=secret-pass',
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe('/login');
    const sneaky = await t.app.inject({ method: 'POST', url: '//evil.example/login?x=1' });
    expect(sneaky.statusCode).toBe(303);
    expect(sneaky.headers.location).toBe('/evil.example/login');
    // Browsers read `/\\host` as `//host` too: whatever the path, a path on this site.
    const slanted = await t.app.inject({ method: 'POST', url: '/\\evil.example/login' });
    expect(slanted.statusCode).toBe(303);
    expect(slanted.headers.location).toMatch(/^\/[^/\\]/);
  });

  it('previews a post with its title, price, what is left and who sells it, never where', async () => {
    const res = await page(`/post/${photoPostId}`);
    expect(res.statusCode).toBe(200);
    const preview = await previewOf(res.body);
    expect(preview.ogTitle).toBe('Fresh eggs · ₱8.00 / bunch');
    expect(preview.ogType).toBe('product');
    expect(preview.ogDescription).toMatch(
      /^3 bunches left, until \w{3} \d+, \d{4}\. From Aling Nena on Palengke\.$/,
    );
    expect(preview.ogUrl).toBe(`${PUBLIC_URL}/post/${photoPostId}`);
    expect(preview.twitterCard).toBe('summary_large_image');
    const [image] = preview.ogImage ?? [];
    expect(image?.url).toMatch(new RegExp(`^${PUBLIC_URL}/media/`));
    expect(image).toMatchObject({ width: '1600', height: '1200' });
    expect(res.body).toContain('<meta property="product:price:amount" content="8.00"/>');
    expect(res.body).toContain('<meta property="product:price:currency" content="PHP"/>');
    // The public point is in the post's answer, as the API gives it; the preview says no place.
    const { lat, lng } = (await t.app.inject({ url: `/api/posts/${photoPostId}` })).json();
    const head = res.body.split('</head>')[0]!;
    expect(head).not.toContain(String(lat));
    expect(head).not.toContain(String(lng));
    expect(jsonLdIn(res.body)).toMatchObject({
      '@type': 'Product',
      name: 'Fresh eggs',
      offers: {
        '@type': 'Offer',
        price: '8.00',
        priceCurrency: 'PHP',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('previews the units in the reader’s words: tali in Filipino, ka bugkos in Cebuano', async () => {
    const tl = await previewOf(
      (await page(`/post/${photoPostId}`, { cookie: 'palengke_lang=tl' })).body,
    );
    expect(tl.ogTitle).toBe('Fresh eggs · ₱8.00 / tali');
    expect(tl.ogDescription).toMatch(/^3 tali pa ang natitira, hanggang /);
    const ceb = await previewOf(
      (await page(`/post/${photoPostId}`, { cookie: 'palengke_lang=ceb' })).body,
    );
    expect(ceb.ogTitle).toBe('Fresh eggs · ₱8.00 kada bugkos');
    expect(ceb.ogDescription).toMatch(/^3 ka bugkos ang nabilin, hangtod /);
  });

  it('escapes every value: quotes, markup, emoji and Filipino come out intact', async () => {
    const res = await page(`/post/${hostilePostId}`);
    const preview = await previewOf(res.body);
    expect(preview.ogTitle).toBe(`${HOSTILE} · Free`);
    expect(jsonLdIn(res.body)).toMatchObject({ name: HOSTILE, offers: { price: '0.00' } });
    expect(res.body).not.toContain('</script><b>x</b>');
    // No photo: the site's card, small.
    expect(preview.twitterCard).toBe('summary');
    expect(preview.ogImage?.[0]?.url).toBe(`${PUBLIC_URL}/icons/icon-512.png`);
    expect([...stateIn(res.body).values()]).toContainEqual(
      expect.objectContaining({ id: hostilePostId, title: HOSTILE }),
    );
  });

  it('says a sold post is sold out, with the seller’s rating', async () => {
    const buyer = await signUpAndConfirm(t);
    const sold = await sale(t, seller, buyer, { title: 'Kangkong' });
    const review = await post(
      t.app,
      `/api/threads/${sold.threadId}/reviews`,
      { rating: 4, comment: 'Sariwa' },
      buyer.token,
    );
    expect(review.statusCode).toBe(201);
    const res = await page(`/post/${sold.postId}`);
    const preview = await previewOf(res.body);
    expect(preview.ogDescription).toBe('Sold out. From Aling Nena on Palengke.');
    expect(jsonLdIn(res.body)).toMatchObject({
      offers: { availability: 'https://schema.org/SoldOut' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 },
    });
  });

  it('writes dates in Philippine time, whatever zone the server runs in', async () => {
    // 17:30 UTC on 30 November is 1:30 on 1 December in Manila, where the phones are.
    const { id } = await createPost(t, seller, { title: 'Late kangkong' });
    await t.app.database.db
      .updateTable('posts')
      .set({ expires_at: '2030-11-30T17:30:00.000Z' })
      .where('id', '=', id)
      .execute();
    const feed = await page('/');
    expect(feed.body).toContain('Expires Dec 1, 2030');
    // Hydration writes its dates as of the render, so a post expiring meanwhile keeps its badge.
    expect(Math.abs(Date.now() - pageStateIn(feed.body).renderedAt)).toBeLessThan(60_000);
    const detail = await page(`/post/${id}`);
    expect((await previewOf(detail.body)).ogDescription).toContain('until Dec 1, 2030');
    const profile = await page(`/user/${seller.username}`);
    expect(profile.body).toContain('Dec 1, 2030');
  });

  it('previews a profile with the name and the rating', async () => {
    const res = await page(`/user/${seller.username}`);
    expect(res.statusCode).toBe(200);
    const preview = await previewOf(res.body);
    expect(preview.ogTitle).toBe('Aling Nena');
    expect(preview.ogDescription).toBe('Aling Nena on Palengke: rated 4 out of 5 by 1 buyer.');
    expect(res.body).toContain('href="/post/');
  });

  it('shows a reviewer who deleted their account as a former member, in every language', async () => {
    const farmer = await signUpAndConfirm(t, { display_name: 'Mang Isko' });
    const leaving = await signUpAndConfirm(t, { display_name: 'Aling Pasing' });
    const sold = await sale(t, farmer, leaving, { title: 'Talong' });
    const review = { rating: 5, comment: 'Ang sariwa ng talong' };
    await post(t.app, `/api/threads/${sold.threadId}/reviews`, review, leaving.token);
    const profile = (language: string) =>
      page(`/user/${farmer.username}`, { cookie: `palengke_lang=${language}` });
    const before = await profile('en');
    expect(before.body).toContain('Ang sariwa ng talong');
    expect(before.body).toContain('Aling Pasing');

    expect((await post(t.app, '/api/me/archive', {}, leaving.token)).statusCode).toBe(200);
    for (const [language, words] of [
      ['en', 'Former member'],
      ['tl', 'Dating miyembro'],
      ['ceb', 'Kanhi nga miyembro'],
    ]) {
      const res = await profile(language!);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Ang sariwa ng talong');
      expect(res.body).toContain(words);
      // Neither in the page nor in the answers it hydrates with.
      for (const word of ['Aling Pasing', leaving.username, leaving.id]) {
        expect(res.body).not.toContain(word);
      }
    }
  });

  it('asks for the thumbnails on a phone’s first screen of a profile with the page', async () => {
    const cook = await signUpAndConfirm(t, { display_name: 'Mang Kanor' });
    const photo = dataUrl('image/jpeg', await solidImage('jpeg', 400, 300));
    for (const title of ['Ube', 'Kakanin', 'Puto', 'Bibingka', 'Suman']) {
      await createPost(t, cook, { title, price: 20, unit: 'bunch', images: [photo] });
    }
    const res = await page(`/user/${cook.username}`);
    const thumbnails = res.body.match(/<img [^>]*src="\/media\/[^>]*>/g) ?? [];
    expect(thumbnails).toHaveLength(5);
    // The first screen's four come with the page (not after layout), the first two first:
    // they are its largest paint. The fifth is below the fold and waits until scrolled near.
    expect(thumbnails.map((img) => img.match(/loading="(\w+)"/)?.[1])).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
    ]);
    expect(thumbnails.map((img) => img.match(/fetchpriority="(\w+)"/i)?.[1])).toEqual([
      'high',
      'high',
      'auto',
      'auto',
      'auto',
    ]);
  });

  it('answers 404 for a post, a person or a page that is not there', async () => {
    const missingPost = await page('/post/00000000-0000-4000-8000-000000000000');
    expect(missingPost.statusCode).toBe(404);
    expect(missingPost.body).toContain('Post not found.');
    const missingUser = await page('/user/nobody.here');
    expect(missingUser.statusCode).toBe(404);
    const noRoute = await page('/no/such/page');
    expect(noRoute.statusCode).toBe(404);
    expect(noRoute.body).toContain('Page not found');
  });

  it('answers 404 at once, never after a retry, for an id too long to be anyone’s', async () => {
    // The API refuses such an id (400): the render takes any answer about the id as final.
    const long = 'x'.repeat(65);
    for (const [url, words] of [
      [`/post/${long}`, 'Post not found.'],
      [`/user/${long}`, 'User not found.'],
    ] as const) {
      // The page's code loaded first (a process's first render of a page waits for it).
      await page(url.replace(long, 'nobody.here'));
      const started = performance.now();
      const res = await page(url);
      expect(performance.now() - started).toBeLessThan(500);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain(words);
    }
  });

  it('renders in English for a language named as any object’s own (constructor…)', async () => {
    for (const name of Object.getOwnPropertyNames(Object.prototype)) {
      const asked: Record<string, string>[] = [
        { 'accept-language': name },
        { cookie: `palengke_lang=${name}` },
      ];
      for (const headers of asked) {
        const res = await page('/login', headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(200);
        expect(res.body).toContain('<html lang="en">');
      }
    }
  });

  it('renders in the cookie’s language, else the best of Accept-Language', async () => {
    const byCookie = await page('/login', { cookie: 'a=b; palengke_lang=tl' });
    expect(byCookie.body).toContain('<html lang="tl">');
    expect(byCookie.body).toContain('Mag-login');
    const byHeader = await page('/login', { 'accept-language': 'fil-PH,fil;q=0.9,en;q=0.8' });
    expect(byHeader.body).toContain('<html lang="tl">');
    expect((await previewOf(byHeader.body)).ogLocale).toBe('tl_PH');
    const english = await page('/login', { 'accept-language': 'en-US,tl;q=0.5' });
    expect(english.body).toContain('<html lang="en">');
    // The cookie wins; anything else in it is English.
    const chosen = await page('/login', { cookie: 'palengke_lang=en', 'accept-language': 'tl' });
    expect(chosen.body).toContain('<html lang="en">');
    const unknown = await page('/login', { cookie: 'palengke_lang=<b>' });
    expect(unknown.body).toContain('<html lang="en">');
  });

  it('renders in Cebuano for its cookie and for Accept-Language ceb, previews as cx_PH', async () => {
    const byCookie = await page('/login', { cookie: 'palengke_lang=ceb' });
    expect(byCookie.body).toContain('<html lang="ceb">');
    expect(byCookie.body).toContain('Maayong pagbalik!');
    const byHeader = await page('/', { 'accept-language': 'ceb-PH,ceb;q=0.9,en;q=0.8' });
    expect(byHeader.body).toContain('<html lang="ceb">');
    expect((await previewOf(byHeader.body)).ogLocale).toBe('cx_PH');
  });

  it('renders the feed in the view the device chose (its cookie), else the grid', async () => {
    const grid = await page('/');
    expect(grid.body).toMatch(/<ul class="mt-3 grid grid-cols-2/);
    expect(pageStateIn(grid.body).choices.feedView).toBe('grid');
    const list = await page('/', { cookie: 'palengke_lang=en; palengke_view=list' });
    expect(list.body).toMatch(/<ul class="mt-3 flex flex-col gap-2/);
    expect(list.body).not.toMatch(/<ul class="mt-3 grid/);
    expect(pageStateIn(list.body).choices.feedView).toBe('list');
    // Anything else in the cookie is the grid.
    const other = await page('/', { cookie: 'palengke_view=<b>' });
    expect(pageStateIn(other.body).choices.feedView).toBe('grid');
  });

  it('draws no photo in low-data mode (the cookie, else Save-Data)', async () => {
    const photo = /<img[^>]+src="\/media\//;
    expect((await page(`/post/${photoPostId}`)).body).toMatch(photo);
    const saveData = await page(`/post/${photoPostId}`, { 'save-data': 'on' });
    expect(saveData.body).not.toMatch(photo);
    expect(saveData.body).not.toContain('rel="preload" as="image"');
    // Hydration starts in low-data mode too, so it draws what the server did.
    expect(pageStateIn(saveData.body).choices.lowData).toBe(true);
    expect((await page('/', { cookie: 'palengke_low_data=1' })).body).not.toMatch(photo);
    // Switched off on the device, it wins over Save-Data.
    const off = await page(`/post/${photoPostId}`, {
      cookie: 'palengke_low_data=0',
      'save-data': 'on',
    });
    expect(off.body).toMatch(photo);
    expect(pageStateIn(off.body).choices).toEqual({ lowData: false, feedView: 'grid' });
  });

  it('renders the frame and a loading state for pages behind sign-in', async () => {
    for (const url of ['/threads', '/myposts', '/profile', '/admin', '/alerts', '/post/new']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<header');
      expect(res.body, url).toContain('<footer');
    }
  });

  it('serves the page compressed when asked, and the scripts compressed at build time', async () => {
    const res = await page('/', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(res.rawPayload).toString()).toContain('Fresh eggs');
    const br = await page('/assets/app-1.js', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
  });
});
