import { describe, expect, it } from 'vitest';
import {
  apiCacheKey,
  isAppCode,
  isAppPage,
  isCachedApiRead,
  connectOrigins,
  isCachedPhoto,
  isMapTile,
  NOT_APP_PAGES,
} from './routes';

const ORIGIN = 'http://127.0.0.1:3000';
const at = (path: string) => new URL(path, ORIGIN);

describe('isAppPage', () => {
  it('answers the pages of the app with the shell', () => {
    const pages = ['/', '/?page=2&search=okra', '/post/abc', '/post/new', '/threads/9', '/help'];
    for (const path of pages) {
      expect(isAppPage(path), path).toBe(true);
    }
  });

  it('leaves the API, photos, the worker and unknown paths to the network', () => {
    const elsewhere = [
      '/api/posts',
      '/api/docs',
      '/media/a.jpg',
      '/sw.js',
      '/robots.txt',
      '/sitemap.xml',
      '/sitemap-2.xml?x=1',
      '/no-such-page',
      '/x?/',
    ];
    for (const path of elsewhere) {
      expect(isAppPage(path), path).toBe(false);
    }
  });
});

describe('NOT_APP_PAGES', () => {
  it('keeps what crawlers read (robots.txt, the sitemaps) from ever being the shell', () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemap-12.xml', '/sitemap.xml?x=1']) {
      expect(
        NOT_APP_PAGES.some((pattern) => pattern.test(path)),
        path,
      ).toBe(true);
    }
    expect(NOT_APP_PAGES.some((pattern) => pattern.test('/sitemaps'))).toBe(false);
  });
});

describe('isCachedApiRead', () => {
  it('caches the feed and the taxonomy, GET only', () => {
    expect(isCachedApiRead(at('/api/posts?page=1'), 'GET', ORIGIN)).toBe(true);
    expect(isCachedApiRead(at('/api/categories'), 'GET', ORIGIN)).toBe(true);
    expect(isCachedApiRead(at('/api/families?categoryId=2'), 'GET', ORIGIN)).toBe(true);
    for (const method of ['POST', 'PATCH', 'DELETE', 'PUT']) {
      expect(isCachedApiRead(at('/api/posts'), method, ORIGIN), method).toBe(false);
    }
  });

  it('never caches private or single-item reads, nor another origin', () => {
    for (const path of ['/api/me/profile', '/api/threads', '/api/posts/abc', '/api/health']) {
      expect(isCachedApiRead(at(path), 'GET', ORIGIN), path).toBe(false);
    }
    expect(isCachedApiRead(new URL('https://api.example/api/posts'), 'GET', ORIGIN)).toBe(false);
  });
});

describe('isAppCode', () => {
  it("keeps the build's scripts and styles once a page has loaded them", () => {
    expect(isAppCode(at('/assets/AdminPage-1.js'), 'script', ORIGIN)).toBe(true);
    expect(isAppCode(at('/assets/index-1.css'), 'style', ORIGIN)).toBe(true);
  });

  it('leaves other paths, other kinds and other origins alone', () => {
    expect(isAppCode(at('/sw.js'), 'script', ORIGIN)).toBe(false);
    expect(isAppCode(at('/assets/photo.png'), 'image', ORIGIN)).toBe(false);
    expect(isAppCode(new URL('https://cdn.example/assets/a.js'), 'script', ORIGIN)).toBe(false);
  });
});

describe('isCachedPhoto', () => {
  it('keeps our media and same-origin images, not a bucket on another origin', () => {
    expect(isCachedPhoto(at('/media/p/1.webp'), '', ORIGIN)).toBe(true);
    expect(isCachedPhoto(at('/icons/icon-192.png'), 'image', ORIGIN)).toBe(true);
    expect(isCachedPhoto(at('/assets/index.js'), 'script', ORIGIN)).toBe(false);
    expect(isCachedPhoto(new URL('https://bucket.s3.example/p/1.webp'), 'image', ORIGIN)).toBe(
      false,
    );
  });
});

describe('apiCacheKey', () => {
  it('rounds the position to about a kilometre and keeps everything else', () => {
    const a = apiCacheKey(`${ORIGIN}/api/posts?page=1&lat=14.67612&lng=121.04371&rangeKm=5`);
    const b = apiCacheKey(`${ORIGIN}/api/posts?page=1&lat=14.67899&lng=121.04102&rangeKm=5`);
    expect(a).toBe(`${ORIGIN}/api/posts?page=1&lat=14.68&lng=121.04&rangeKm=5`);
    expect(b).toBe(a);
  });

  it('leaves URLs without a position as they are', () => {
    const url = `${ORIGIN}/api/posts?page=2&pageSize=20&sortBy=createdAt&sortDir=desc`;
    expect(apiCacheKey(url)).toBe(url);
  });
});

describe('isMapTile', () => {
  it('takes tiles from any tile server, never our photos or other images', () => {
    const tile = (href: string) => isMapTile(new URL(href), 'image');
    expect(tile('https://tile.openstreetmap.org/16/54900/30361.png')).toBe(true);
    expect(tile('http://127.0.0.1:4304/12/3425/1897.png')).toBe(true);
    expect(tile(`${ORIGIN}/tiles/5/27/14@2x.webp`)).toBe(true);
    expect(tile(`${ORIGIN}/media/2026/12/06.png`)).toBe(false);
    expect(tile(`${ORIGIN}/icons/icon-192.png`)).toBe(false);
    expect(isMapTile(new URL('https://tile.openstreetmap.org/16/54900/30361.png'), 'script')).toBe(
      false,
    );
  });
});

describe('connectOrigins', () => {
  it('reads the origins a policy lets the worker fetch from', () => {
    expect(
      connectOrigins(
        "default-src 'self';img-src 'self' https://tile.openstreetmap.org;connect-src 'self' https://tile.openstreetmap.org/",
      ),
    ).toEqual(['https://tile.openstreetmap.org']);
    expect(connectOrigins("default-src 'self' http://127.0.0.1:4304")).toEqual([
      'http://127.0.0.1:4304',
    ]);
    expect(connectOrigins("img-src http://127.0.0.1:4304;connect-src 'self'")).toEqual([]);
    expect(connectOrigins(null)).toEqual([]);
  });
});
