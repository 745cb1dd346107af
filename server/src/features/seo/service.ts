import { presentSitemapIndex, presentUrlSet, type SitemapEntry } from './presenter';
import type { SeoRepository, SeqRange, SitemapPostRow } from './repository';

/** The sitemaps.org protocol's limit of URLs in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

/** Pages anyone may read that are no post or profile (SPEC §2). */
export const STATIC_PAGES = ['/', '/about', '/terms', '/help', '/feedback'] as const;

/** What search engines may index: the public pages (posts and profiles are the content). */
export const ROBOTS_ALLOWED = ['/', '/post/', '/user/', '/about', '/terms', '/help', '/feedback'];

/**
 * Sign-in pages, pages behind sign-in and the API: nothing to index, and links carrying
 * tokens (/reset-password, /unsubscribe). Longer rules win over the Allow lines above
 * (RFC 9309 §2.2.2), so /post/new and /post/{id}/edit stay out while /post/{id} is in.
 */
export const ROBOTS_DISALLOWED = [
  '/api/',
  '/admin',
  '/login',
  '/signup',
  '/forgot-password',
  '/confirm-signup',
  '/reset-password',
  '/unsubscribe',
  '/threads',
  '/myposts',
  '/profile',
  '/alerts',
  '/suki',
  '/post/new',
  '/post/*/edit',
];

/** posts.seq is a PostgreSQL `serial`: a seq range past it cannot hold a post (nor be bound). */
const MAX_SEQ = 2_147_483_647;

export interface SeoServiceDeps {
  seo: SeoRepository;
  /** PUBLIC_URL, without a trailing slash: every address in robots.txt and the sitemaps. */
  publicUrl: string;
  /** URLs in one sitemap file; the protocol's 50,000 unless a test wants a small split. */
  pageSize?: number;
}

/**
 * robots.txt and the sitemaps. A large site's sitemap is split by posts.seq: sitemap page N
 * holds the visible posts whose seq lies in window N-1 (seq / width), each author's profile
 * with their newest visible post, and page 1 the static pages too. A window of `width` seqs
 * gives at most `width` posts and as many profiles, so a page stays within `pageSize`, and a
 * post keeps its page as others come and go (crawlers revisit only what changed).
 */
export function createSeoService({ seo, publicUrl, pageSize = SITEMAP_MAX_URLS }: SeoServiceDeps) {
  const width = Math.floor((pageSize - STATIC_PAGES.length) / 2);
  if (width < 1) throw new Error(`a sitemap page needs room for ${STATIC_PAGES.length + 2} URLs`);
  const absolute = (path: string) => `${publicUrl}${path}`;
  const staticEntries = () => STATIC_PAGES.map((path) => ({ loc: absolute(path) }));

  /** The rows' post pages, then the profiles of the authors whose newest post is among them. */
  function entriesOf(rows: SitemapPostRow[]): SitemapEntry[] {
    const posts = rows.map((row) => ({
      loc: absolute(`/post/${encodeURIComponent(row.id)}`),
      lastmod: row.updated_at,
    }));
    const profiles = rows
      .filter((row) => row.latest_lastmod !== null)
      .map((row) => ({
        loc: absolute(`/user/${encodeURIComponent(row.username)}`),
        lastmod: row.latest_lastmod,
      }));
    return [...posts, ...profiles];
  }

  /** Every visible post and profile, read `width` posts at a time (keyset on seq). */
  async function allEntries(now: Date): Promise<SitemapEntry[]> {
    const entries: SitemapEntry[] = staticEntries();
    let range: SeqRange = { after: 0, limit: width };
    for (;;) {
      const rows = await seo.postsIn(range, now);
      entries.push(...entriesOf(rows));
      if (rows.length < width) return entries;
      range = { ...range, after: rows[rows.length - 1]!.seq };
    }
  }

  const sitemapPageUrl = (page: number) => absolute(`/sitemap-${page}.xml`);

  return {
    robots(): string {
      return [
        'User-agent: *',
        ...ROBOTS_ALLOWED.map((path) => `Allow: ${path}`),
        ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
        '',
        `Sitemap: ${absolute('/sitemap.xml')}`,
        '',
      ].join('\n');
    },

    /** /sitemap.xml: every page when they fit in one file, else an index of the pages. */
    async sitemap(now = new Date()): Promise<string> {
      const { posts, authors } = await seo.totals(now);
      if (STATIC_PAGES.length + posts + authors <= pageSize) {
        return presentUrlSet(await allEntries(now));
      }
      // Page 1 always (the static pages), then each window that holds a post.
      const pages = [1, ...(await seo.windows(width, now)).map((window) => window + 1)];
      return presentSitemapIndex(
        [...new Set(pages)].map((page) => ({ loc: sitemapPageUrl(page) })),
      );
    },

    /** /sitemap-N.xml, or undefined when N holds nothing (a 404). */
    async sitemapPage(page: number, now = new Date()): Promise<string | undefined> {
      const window = page - 1;
      const before = (window + 1) * width;
      if (!Number.isSafeInteger(page) || page < 1 || before - 1 > MAX_SEQ) return undefined;
      const rows = await seo.postsIn({ after: window * width - 1, before, limit: width }, now);
      if (page > 1 && rows.length === 0) return undefined;
      return presentUrlSet([...(page === 1 ? staticEntries() : []), ...entriesOf(rows)]);
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
