import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES, pageAssets } from './page-preloads';

function distWith(manifest: object): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-dist-'));
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('page preloads', () => {
  it('names modules that exist in the web app', () => {
    for (const { module } of PAGE_MODULES) {
      expect(fs.existsSync(path.join('web', module)), module).toBe(true);
    }
  });

  it("preloads a page's chunk and its imports, but not what the entry already loads", () => {
    const dir = distWith({
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_vendor.js'],
        css: ['assets/index-1.css'],
      },
      '_vendor.js': { file: 'assets/vendor-1.js' },
      '_form.js': { file: 'assets/form-1.js', imports: ['_vendor.js'] },
      'src/features/auth/LoginPage.tsx': {
        file: 'assets/LoginPage-1.js',
        imports: ['index.html', '_vendor.js', '_form.js'],
      },
      'src/features/post-detail/PostDetailPage.tsx': { file: 'assets/PostDetailPage-1.js' },
      'src/features/feed/FeedPage.tsx': {
        file: 'assets/FeedPage-1.js',
        imports: ['index.html', '_vendor.js'],
      },
    });
    const assets = pageAssets(dir);
    expect(assets.pagePreloads('/login')).toEqual(['/assets/LoginPage-1.js', '/assets/form-1.js']);
    expect(assets.pagePreloads('/post/abc')).toEqual(['/assets/PostDetailPage-1.js']);
    // /post/new is the form, not a post page; the home page is a page of its own.
    expect(assets.pagePreloads('/post/new')).toEqual([]);
    expect(assets.pagePreloads('/')).toEqual(['/assets/FeedPage-1.js']);
    // Early hints: the style sheet and the entry's code, then the page's.
    expect(assets.earlyHints('/')).toEqual([
      '</assets/index-1.js>; rel=modulepreload; crossorigin',
      '</assets/index-1.css>; rel=preload; as=style',
      '</assets/vendor-1.js>; rel=modulepreload; crossorigin',
      '</assets/FeedPage-1.js>; rel=modulepreload; crossorigin',
    ]);
    expect(assets.earlyHints('/post/abc')).toContain(
      '</assets/PostDetailPage-1.js>; rel=modulepreload; crossorigin',
    );
    fs.rmSync(dir, { recursive: true });
  });

  it('adds nothing for a build without a manifest', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-dist-'));
    expect(pageAssets(dir).pagePreloads('/login')).toEqual([]);
    expect(pageAssets(dir).earlyHints('/login')).toEqual([]);
    fs.rmSync(dir, { recursive: true });
  });
});
