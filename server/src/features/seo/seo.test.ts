import { fakeWebBuild, loadSourceRenderer } from '../../test/web-build';
import fs from 'node:fs';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling } from '../../platform/errors';
import { registerRateLimits } from '../../platform/rate-limits';
import { createPost, DAY_MS, expirePost, setBan } from '../../test/posts';
import { createTestApp, testEngines, type TestApp } from '../../test/test-app';
import { post, signUpAndConfirm, type SignedInUser } from '../../test/users';
import { parseXml } from '../../test/xml';
import { createSeoRepository } from './repository';
import { SITEMAP_LIMIT, seoRoutes } from './routes';
import { createSeoService, STATIC_PAGES } from './service';

// robots.txt and the sitemaps (issue 22): crawlers get the public pages (posts a visitor
// may see, their authors' profiles) and are kept from sign-in pages, the API and private
// pages; the web app's page fallback never answers these paths.

/** A PUBLIC_URL with XML's specials in it: every address must come out escaped. */
const PUBLIC_URL = "https://palengke.test/o'neil&co";

/** RFC 9309's matching: the longest matching rule wins, Allow on a tie; `*` and `$`. */
function robotsAllow(robots: string, pathname: string) {
  let best = { length: -1, allow: true };
  for (const line of robots.split('\n')) {
    const [field, value] = [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)];
    const rule = value.trim();
    if (!['allow', 'disallow'].includes(field.toLowerCase()) || !rule) continue;
    const anchored = rule.endsWith('$');
    const pattern = (anchored ? rule.slice(0, -1) : rule)
      .split('*')
      .map((part) => part.replace(/[.?+^()[\]{}|\\]/g, '\\$&'))
      .join('.*');
    if (!new RegExp(`^${pattern}${anchored ? '$' : ''}`).test(pathname)) continue;
    const allow = field.toLowerCase() === 'allow';
    if (rule.length > best.length || (rule.length === best.length && allow)) {
      best = { length: rule.length, allow };
    }
  }
  return best.allow;
}

/** A sitemap's <url>s as loc -> lastmod (null when none), after checking it is well-formed. */
function urlsIn(xml: string): Map<string, string | null> {
  const root = parseXml(xml);
  expect(root.name).toBe('urlset');
  expect(root.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const urls = new Map<string, string | null>();
  for (const url of root.children) {
    expect(url.name).toBe('url');
    const loc = url.children.find((child) => child.name === 'loc')!.text;
    expect(urls.has(loc), `${loc} listed twice`).toBe(false);
    urls.set(loc, url.children.find((child) => child.name === 'lastmod')?.text ?? null);
  }
  return urls;
}

/** A sitemap index's sitemap addresses. */
function sitemapsIn(xml: string): string[] {
  const root = parseXml(xml);
  expect(root.name).toBe('sitemapindex');
  return root.children.map((sitemap) => sitemap.children.find((c) => c.name === 'loc')!.text);
}

describe.each(testEngines)('robots.txt and sitemaps on %s', (engine) => {
  let t: TestApp;
  const dist = fakeWebBuild();
  let seller: SignedInUser;
  let pastBan: SignedInUser;
  let extras: SignedInUser;
  const ids: Record<string, string> = {};
  /** What the full sitemap must list, exactly. */
  let expected: Map<string, string | null>;
  const at = (pathname: string) => `${PUBLIC_URL}${pathname}`;

  async function setUpdatedAt(postId: string, iso: string) {
    await t.app.database.db
      .updateTable('posts')
      .set({ updated_at: iso })
      .where('id', '=', postId)
      .execute();
  }

  beforeAll(async () => {
    t = await createTestApp(
      engine,
      { publicUrl: PUBLIC_URL, webDistDir: dist },
      { loadWebRenderer: loadSourceRenderer },
    );
    seller = await signUpAndConfirm(t);
    // An older post edited after the newest one was last touched: the profile changed then.
    ids.edited = (await createPost(t, seller, { title: 'Kamatis' })).id;
    ids.newest = (await createPost(t, seller, { title: 'Sitaw' })).id;
    await setUpdatedAt(ids.edited, '2024-05-02T08:00:00.000Z');
    await setUpdatedAt(ids.newest, '2024-05-01T08:00:00.000Z');
    ids.canceled = (await createPost(t, seller, { title: 'Canceled' })).id;
    expect(
      (await post(t.app, `/api/posts/${ids.canceled}/cancel`, {}, seller.token)).statusCode,
    ).toBe(200);
    ids.sold = (await createPost(t, seller, { title: 'Sold' })).id;
    expect(
      (await post(t.app, `/api/posts/${ids.sold}/complete`, {}, seller.token)).statusCode,
    ).toBe(200);
    ids.expired = (await createPost(t, seller, { title: 'Expired' })).id;
    await expirePost(t, ids.expired);

    const banned = await signUpAndConfirm(t);
    ids.banned = (await createPost(t, banned, { title: 'Banned' })).id;
    await setBan(t, banned.id, new Date(Date.now() + 7 * DAY_MS));
    // Waiting for removal (archived): gone for everyone, even with a post still active.
    const archived = await signUpAndConfirm(t);
    ids.archived = (await createPost(t, archived, { title: 'Archived' })).id;
    await t.app.database.db
      .updateTable('users')
      .set({ deletion_requested_at: new Date().toISOString() })
      .where('id', '=', archived.id)
      .execute();
    const quiet = await signUpAndConfirm(t);
    ids.quiet = (await createPost(t, quiet, { title: 'Quiet' })).id;
    await post(t.app, `/api/posts/${ids.quiet}/cancel`, {}, quiet.token);
    // A ban that has ended hides nothing.
    pastBan = await signUpAndConfirm(t);
    ids.pastBan = (await createPost(t, pastBan, { title: 'Back again' })).id;
    await setBan(t, pastBan.id, new Date(Date.now() - DAY_MS));
    extras = await signUpAndConfirm(t);
    for (let i = 0; i < 4; i++) ids[`extra${i}`] = (await createPost(t, extras)).id;

    const rows = await t.app.database.db
      .selectFrom('posts')
      .select(['id', 'updated_at'])
      .where('id', 'in', [ids.pastBan!, ids.extra0!, ids.extra1!, ids.extra2!, ids.extra3!])
      .execute();
    const updated = new Map(rows.map((row) => [row.id, row.updated_at]));
    const visible = ['edited', 'newest', 'pastBan', 'extra0', 'extra1', 'extra2', 'extra3'];
    expected = new Map<string, string | null>([
      ...STATIC_PAGES.map((page): [string, null] => [at(page), null]),
      [at(`/post/${ids.edited}`), '2024-05-02T08:00:00.000Z'],
      [at(`/post/${ids.newest}`), '2024-05-01T08:00:00.000Z'],
      ...visible
        .slice(2)
        .map((key): [string, string] => [at(`/post/${ids[key]}`), updated.get(ids[key]!)!]),
      [at(`/user/${seller.username}`), '2024-05-02T08:00:00.000Z'],
      [at(`/user/${pastBan.username}`), updated.get(ids.pastBan!)!],
      [
        at(`/user/${extras.username}`),
        [0, 1, 2, 3].map((i) => updated.get(ids[`extra${i}`]!)!).sort()[3]!,
      ],
    ]);
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers /robots.txt: public pages allowed, sign-in pages, private pages and the API not', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const robots = res.body;
    expect(robots.split('\n')[0]).toBe('User-agent: *');
    expect(robots).toContain(`\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`);
    for (const line of ['Disallow: /api/', 'Disallow: /admin', 'Disallow: /post/*/edit']) {
      expect(robots).toContain(`\n${line}\n`);
    }
    const visitorPages = ['/', '/post/abc', '/user/aling.nena', '/about', '/terms', '/help'];
    for (const page of [...visitorPages, '/feedback', `/user/${'f'.repeat(36)}`]) {
      expect(robotsAllow(robots, page), page).toBe(true);
    }
    const closed = [
      ...['/login', '/signup', '/forgot-password', '/confirm-signup', '/reset-password?token=x'],
      ...['/unsubscribe?token=x', '/threads', '/threads/1', '/myposts', '/profile', '/admin'],
      ...['/alerts', '/post/new', '/post/abc/edit', '/api/posts', '/api/docs'],
    ];
    for (const page of closed) expect(robotsAllow(robots, page), page).toBe(false);
  });

  it('lists in /sitemap.xml the posts a visitor sees and their authors’ profiles, with lastmod', async () => {
    const res = await t.app.inject({
      url: '/sitemap.xml',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    // Escaped as XML: the raw document never has PUBLIC_URL's & or ' bare.
    expect(res.body).toContain('https://palengke.test/o&apos;neil&amp;co/post/');
    expect(res.body).not.toContain(PUBLIC_URL);
    const urls = urlsIn(res.body);
    // Canceled, sold, expired, banned and archived authors' posts are left out, and so are
    // the profiles of the banned, the archived and of those with nothing live.
    expect(urls).toEqual(expected);
    const listed = [...urls.keys()].join('\n');
    for (const key of ['canceled', 'sold', 'expired', 'banned', 'archived', 'quiet']) {
      expect(listed, key).not.toContain(ids[key]!);
    }
  });

  it('is never answered by the web app’s page fallback', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml', '/sitemap-1.xml']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(res.headers['content-type'], url).not.toContain('text/html');
      expect(res.statusCode, url).toBe(200);
    }
    // A page past the last is the API's 404, not the app's page.
    const past = await t.app.inject({ url: '/sitemap-99999.xml' });
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ error: 'No such sitemap page.', code: 'not_found' });
  });

  it('limits how often one address reads the sitemaps, which walk every post', async () => {
    const from = { remoteAddress: '10.22.0.1' };
    for (let i = 0; i < SITEMAP_LIMIT.max; i++) {
      const url = i % 2 ? '/sitemap.xml' : '/sitemap-1.xml';
      expect((await t.app.inject({ url, ...from })).statusCode, `request ${i + 1}`).toBe(200);
    }
    const refused = await t.app.inject({ url: '/sitemap-1.xml', ...from });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    // Another address, and robots.txt (cheap), are still answered.
    expect(
      (await t.app.inject({ url: '/sitemap.xml', remoteAddress: '10.22.0.2' })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ url: '/robots.txt', ...from })).statusCode).toBe(200);
  });

  it('documents the three in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const [path, type] of [
      ['/robots.txt', 'text/plain'],
      ['/sitemap.xml', 'application/xml'],
      ['/sitemap-{page}.xml', 'application/xml'],
    ] as const) {
      expect(doc.paths[path].get.tags, path).toEqual(['seo']);
      expect(Object.keys(doc.paths[path].get.responses['200'].content), path).toEqual([type]);
    }
  });

  describe('split at a small page size', () => {
    /** The sitemap routes over this test's database, with `pageSize` URLs a file. */
    async function withPageSize(pageSize: number) {
      const app = Fastify().withTypeProvider<ZodTypeProvider>();
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      registerErrorHandling(app, () => null);
      const seo = createSeoRepository(t.app.database.db, t.app.database.engine);
      await app.register(seoRoutes, {
        seo: createSeoService({ seo, publicUrl: PUBLIC_URL, pageSize }),
        limits: await registerRateLimits(app, undefined),
      });
      return app;
    }
    const pathOf = (url: string) => url.slice(PUBLIC_URL.length);

    it('answers /sitemap.xml with an index of pages that together list every URL once', async () => {
      // 15 URLs (5 static pages, 7 posts, 3 profiles) over pages of 9: an index.
      const app = await withPageSize(9);
      const index = await app.inject({ url: '/sitemap.xml' });
      expect(index.statusCode).toBe(200);
      expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(index.headers['cache-control']).toBe('public, max-age=3600');
      const pages = sitemapsIn(index.body);
      expect(pages.length).toBeGreaterThanOrEqual(3);
      expect(pages[0]).toBe(`${PUBLIC_URL}/sitemap-1.xml`);
      const all = new Map<string, string | null>();
      for (const page of pages) {
        const res = await app.inject({ url: pathOf(page) });
        expect(res.statusCode, page).toBe(200);
        expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
        const urls = urlsIn(res.body);
        expect(urls.size, page).toBeLessThanOrEqual(9);
        expect(urls.size, page).toBeGreaterThan(0);
        for (const [loc, lastmod] of urls) {
          expect(all.has(loc), `${loc} on two pages`).toBe(false);
          all.set(loc, lastmod);
        }
      }
      expect(all).toEqual(expected);
      // The static pages are on page 1; a page past the last is not found.
      const first = urlsIn((await app.inject({ url: '/sitemap-1.xml' })).body);
      for (const page of STATIC_PAGES) expect(first.has(at(page)), page).toBe(true);
      const last = Number(pathOf(pages[pages.length - 1]!).match(/\d+/)![0]);
      const past = await app.inject({ url: `/sitemap-${last + 1}.xml` });
      expect(past.statusCode).toBe(404);
      expect(past.json().code).toBe('not_found');
      expect((await app.inject({ url: '/sitemap-01.xml' })).statusCode).toBe(404);
      await app.close();
    });

    it('keeps one file while the URLs fit, read a few posts at a time', async () => {
      // 15 URLs fit in 17; posts are read 6 at a time (two reads).
      const app = await withPageSize(17);
      const res = await app.inject({ url: '/sitemap.xml' });
      expect(urlsIn(res.body)).toEqual(expected);
      await app.close();
    });
  });
});
