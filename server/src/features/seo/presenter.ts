/** One <url> of a sitemap: an absolute address and, when known, when its page last changed. */
export interface SitemapEntry {
  loc: string;
  lastmod?: string | null | undefined;
}

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an XML element (the sitemaps.org protocol asks for all five escaped). */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function entryXml(tag: 'url' | 'sitemap', entry: SitemapEntry) {
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(entry.loc)}</loc>${lastmod}</${tag}>\n`;
}

/** A sitemap (<urlset>) of up to 50,000 pages. */
export function presentUrlSet(entries: Iterable<SitemapEntry>): string {
  let xml = `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n`;
  for (const entry of entries) xml += entryXml('url', entry);
  return `${xml}</urlset>\n`;
}

/** A sitemap index (<sitemapindex>): the sitemaps a large site is split into. */
export function presentSitemapIndex(sitemaps: SitemapEntry[]): string {
  const body = sitemaps.map((entry) => entryXml('sitemap', entry)).join('');
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${body}</sitemapindex>\n`;
}
