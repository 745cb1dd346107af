import { describe, expect, it } from 'vitest';
import { parseXml } from '../../test/xml';
import { escapeXml, presentSitemapIndex, presentUrlSet } from './presenter';

describe('sitemap XML', () => {
  it('escapes all five XML specials', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('writes a well-formed <urlset> whose addresses read back unchanged', () => {
    const loc = `https://example.test/x&y/<z>/"q"/'s'`;
    const root = parseXml(
      presentUrlSet([{ loc, lastmod: '2024-05-01T08:00:00.000Z' }, { loc: 'https://a.test/' }]),
    );
    expect(root.name).toBe('urlset');
    expect(root.attributes.xmlns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const [first, second] = root.children;
    expect(first!.children.map((child) => [child.name, child.text])).toEqual([
      ['loc', loc],
      ['lastmod', '2024-05-01T08:00:00.000Z'],
    ]);
    // No lastmod when none is known (the static pages).
    expect(second!.children.map((child) => child.name)).toEqual(['loc']);
  });

  it('writes a well-formed <sitemapindex>', () => {
    const root = parseXml(presentSitemapIndex([{ loc: 'https://a.test/sitemap-1.xml?a&b' }]));
    expect(root.name).toBe('sitemapindex');
    expect(root.children[0]!.children[0]!.text).toBe('https://a.test/sitemap-1.xml?a&b');
  });

  it('is checked by a reader that refuses what is not well-formed', () => {
    for (const bad of [
      '<a>&</a>',
      '<a>&nbsp;</a>',
      '<a><b></a></b>',
      '<a>',
      '<a></a><b></b>',
      'text<a></a>',
      '<a x=1></a>',
    ]) {
      expect(() => parseXml(bad), bad).toThrow(/not well-formed/);
    }
    expect(parseXml('<?xml version="1.0"?>\n<a x="1"><b/>&amp;&#38;</a>\n').text).toBe('&&');
  });
});
