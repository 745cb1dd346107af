import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES, pagePreloads } from './page-preloads';

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
      'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'] },
      '_vendor.js': { file: 'assets/vendor-1.js' },
      '_form.js': { file: 'assets/form-1.js', imports: ['_vendor.js'] },
      'src/features/auth/LoginPage.tsx': {
        file: 'assets/LoginPage-1.js',
        imports: ['index.html', '_vendor.js', '_form.js'],
      },
      'src/features/post-detail/PostDetailPage.tsx': { file: 'assets/PostDetailPage-1.js' },
    });
    const preloads = pagePreloads(dir);
    expect(preloads('/login')).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/LoginPage-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/form-1.js">',
    );
    expect(preloads('/post/abc')).toContain('/assets/PostDetailPage-1.js');
    // /post/new is the form, not a post page; the home page needs nothing beyond the entry.
    expect(preloads('/post/new')).toBe('');
    expect(preloads('/')).toBe('');
    fs.rmSync(dir, { recursive: true });
  });

  it('adds nothing for a build without a manifest', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'palengke-dist-'));
    expect(pagePreloads(dir)('/login')).toBe('');
    fs.rmSync(dir, { recursive: true });
  });
});
