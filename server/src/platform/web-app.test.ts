import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataUrl, solidImage } from '../test/images';
import { createPost } from '../test/posts';
import { createTestApp, testEngines, type TestApp } from '../test/test-app';
import { signUpAndConfirm } from '../test/users';

// The served page (issue 13): a first visit to / or /post/{id} comes with the answers the app
// would ask for at once and preloads of the photos it shows first; /login with its code.

const INDEX =
  '<!doctype html><html><head><title>Palengke</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
  '<body><div id="root"><header></header><noscript>Needs JavaScript.</noscript></div></body></html>';

const SCRIPT = `export const words = ${JSON.stringify('kamatis '.repeat(500))};\n`;

function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-web-'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  // A script as the build writes it: brotli and gzip copies beside it (web/vite.config.ts).
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'assets', 'app-1.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'assets', 'app-1.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dir, 'assets', 'app-1.js.gz'), zlib.gzipSync(SCRIPT));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', isEntry: true },
      'src/features/auth/LoginPage.tsx': { file: 'assets/LoginPage-1.js' },
    }),
  );
  return dir;
}

/** The first-visit answers a page carries, by API path. */
function answersIn(html: string): Record<string, unknown> {
  const json = html.match(/<script type="application\/json" id="first-visit-data">(.*?)<\/script>/);
  return json ? (JSON.parse(json[1]!) as Record<string, unknown>) : {};
}

describe.each(testEngines)('served pages (%s)', (engine) => {
  let t: TestApp;
  let postId: string;
  const dist = fakeBuild();

  beforeAll(async () => {
    t = await createTestApp(engine, { webDistDir: dist });
    const seller = await signUpAndConfirm(t);
    const photo = dataUrl('image/jpeg', await solidImage('jpeg', 1600, 1200));
    postId = (await createPost(t, seller, { title: 'Kamatis </script><b>', images: [photo] })).id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('puts the feed a visitor sees first into the home page, with its first photo preloaded', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const answers = answersIn(res.body);
    const feed = await t.app.inject({
      url: '/api/posts?page=1&pageSize=10&sortBy=newest&sortDir=desc',
    });
    expect(answers['/posts?page=1&pageSize=10&sortBy=newest&sortDir=desc']).toEqual(feed.json());
    expect(answers['/categories']).toEqual((await t.app.inject({ url: '/api/categories' })).json());
    // A title cannot end the script element early.
    expect(res.body).not.toContain('</script><b>');
    // The preloaded photos go first: the app's code is fetched at low priority.
    expect(res.body).toContain('<script type="module" fetchpriority="low" crossorigin');
    expect(res.headers.vary).toBe('accept-encoding, cookie, save-data');
    const card = feed.json().data[0].photos[0].card.url as string;
    expect(res.body).toMatch(
      new RegExp(
        `<link rel="preload" as="image" href="${card}" imagesrcset="[^"]+" imagesizes="[^"]+" fetchpriority="high">`,
      ),
    );
  });

  it('preloads no photo for Save-Data, and carries nothing for a feed address with filters', async () => {
    const saveData = await t.app.inject({ url: '/', headers: { 'save-data': 'on' } });
    expect(saveData.body).not.toContain('rel="preload"');
    // Without photos to let go first, the code keeps its usual priority.
    expect(saveData.body).not.toContain('fetchpriority="low"');
    expect(Object.keys(answersIn(saveData.body))).toHaveLength(3);
    // Low-data mode switched on in the app; switched off, it wins over Save-Data.
    const chosen = await t.app.inject({ url: '/', headers: { cookie: 'palengke_low_data=1' } });
    expect(chosen.body).not.toContain('rel="preload"');
    const off = await t.app.inject({
      url: '/',
      headers: { cookie: 'a=b; palengke_low_data=0', 'save-data': 'on' },
    });
    expect(off.body).toContain('rel="preload" as="image"');
    const filtered = await t.app.inject({ url: '/?search=kamatis' });
    expect(answersIn(filtered.body)).toEqual({});
  });

  it("puts the post into its page, with the photo's sizes preloaded", async () => {
    const res = await t.app.inject({ url: `/post/${postId}` });
    const post = (await t.app.inject({ url: `/api/posts/${postId}` })).json();
    expect(answersIn(res.body)[`/posts/${postId}`]).toEqual(post);
    expect(res.body).toContain(`imagesrcset="${post.photos[0].variants[0].url} 480w`);
    // The photo is drawn before the app runs, after the header, where the app will draw it.
    const drawn = res.body.match(/<\/header>(<main id="main".*?<\/main>)<noscript>/)?.[1];
    expect(drawn).toMatch(/<img src="[^"]+\.webp" srcset="[^"]+" sizes="[^"]+" width="1600"/);
    expect(drawn).toContain(`srcset="${post.photos[0].variants[0].url} 480w`);
    // The photo goes first: the post page's code is fetched at low priority.
    expect(res.body).toContain('<script type="module" fetchpriority="low" crossorigin');
    // Low-data mode: the photo waits for a tap, so the page draws none.
    const lowData = await t.app.inject({ url: `/post/${postId}`, headers: { 'save-data': 'on' } });
    expect(lowData.body).not.toContain('<main');
    expect(lowData.body).not.toContain('fetchpriority="low"');
    expect(answersIn(lowData.body)[`/posts/${postId}`]).toEqual(post);
    // An unknown post is the app's own not-found page, without answers.
    const missing = await t.app.inject({ url: '/post/00000000-0000-4000-8000-000000000000' });
    expect(answersIn(missing.body)).toEqual({});
    expect(missing.body).not.toContain('<main');
  });

  it('preloads the login page code, and sends the page compressed when asked', async () => {
    const res = await t.app.inject({ url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    const html = zlib.gunzipSync(res.rawPayload).toString();
    // The welcome is drawn before the app runs (first-paint.ts), so its code may come second.
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/LoginPage-1.js">',
    );
    const unknown = await t.app.inject({ url: '/no-such-page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toBe(INDEX);
  });

  it('serves the scripts compressed at build time, in the encoding the browser takes', async () => {
    const url = '/assets/app-1.js';
    const br = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build's own copy, not one compressed again for this request.
    expect(br.rawPayload).toEqual(fs.readFileSync(path.join(dist, 'assets', 'app-1.js.br')));
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload).toEqual(fs.readFileSync(path.join(dist, 'assets', 'app-1.js.gz')));
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("draws the login page's heading and welcome in the device's language", async () => {
    const drawn = (body: string) =>
      body.match(/<\/header>(<main id="main".*?<\/main>)<noscript>/)?.[1];
    const english = await t.app.inject({ url: '/login' });
    expect(drawn(english.body)).toContain(
      '>Log in</h1><p class="mt-2 text-ink-muted">Welcome back!',
    );
    // A return address in the query changes nothing drawn.
    const filipino = await t.app.inject({
      url: '/login?next=%2Fprofile',
      headers: { cookie: 'palengke_low_data=1; palengke_lang=tl' },
    });
    expect(drawn(filipino.body)).toContain('>Mag-login</h1>');
    // Anything else in the cookie is English, the default.
    const unknown = await t.app.inject({ url: '/login', headers: { cookie: 'palengke_lang=<b>' } });
    expect(drawn(unknown.body)).toContain('>Log in</h1>');
    expect(drawn((await t.app.inject({ url: '/signup' })).body)).toBeUndefined();
  });

  // Last: its photo-less post goes first in the feed the tests above read.
  it("serves titles holding replacement patterns ($&, $', $`) as they are", async () => {
    const seller = await signUpAndConfirm(t);
    const title = "Itlog $` $' $& $$ $1 $<x> ₱5";
    const hostile = await createPost(t, seller, { title });
    const home = await t.app.inject({ url: '/' });
    const feed = await t.app.inject({
      url: '/api/posts?page=1&pageSize=10&sortBy=newest&sortDir=desc',
    });
    expect(feed.json().data[0].title).toBe(title);
    // The whole answer arrives intact; nothing of the page leaks into the visible body.
    expect(answersIn(home.body)['/posts?page=1&pageSize=10&sortBy=newest&sortDir=desc']).toEqual(
      feed.json(),
    );
    expect(home.body.split('<body>')[1]).not.toContain('first-visit-data');
    const page = await t.app.inject({ url: `/post/${hostile.id}` });
    expect(answersIn(page.body)[`/posts/${hostile.id}`]).toMatchObject({ title });
  });
});
