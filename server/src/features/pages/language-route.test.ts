import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

// The header's language menu without script: a GET form to /language (web LanguageSwitch).
describe('GET /language', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp('sqlite');
  });
  afterAll(() => testApp.close());

  const choose = (query: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url: `/language?${query}`, headers });

  it('keeps the language in the cookie pages are rendered by and goes back to the page', async () => {
    const res = await choose(`lang=tl&return=${encodeURIComponent('/post/abc?view=list')}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/post/abc?view=list');
    expect(res.headers['set-cookie']).toBe(
      'palengke_lang=tl; path=/; max-age=31536000; samesite=lax',
    );
    expect(res.headers['cache-control']).toBe('no-store');

    const ceb = await choose('lang=ceb&return=%2F');
    expect(ceb.headers['set-cookie']).toContain('palengke_lang=ceb;');
    expect(ceb.headers.location).toBe('/');
  });

  it('ignores a language we do not ship, and still goes back', async () => {
    for (const lang of ['de', 'TL', '', '__proto__', 'constructor', 'tl%3Bpath%3D%2Fx']) {
      const res = await choose(`lang=${lang}&return=%2Fabout`);
      expect(res.statusCode, lang).toBe(303);
      expect(res.headers['set-cookie'], lang).toBeUndefined();
      expect(res.headers.location, lang).toBe('/about');
    }
    const none = await choose('return=%2Fabout');
    expect(none.headers['set-cookie']).toBeUndefined();
  });

  it('goes back only to a path on this site: anything else lands home', async () => {
    for (const target of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'http:evil.example',
      'javascript:alert(1)',
      '/%0A/evil.example'.replace('%0A', '\n'),
      '/language?lang=en',
      '/language',
    ]) {
      const res = await choose(`lang=en&return=${encodeURIComponent(target)}`);
      expect(res.statusCode, target).toBe(303);
      expect(res.headers.location, target).toBe('/');
    }
  });

  it('without `return`, goes back to the Referer on this host, never to another', async () => {
    const host = 'palengke.test';
    const back = await choose('lang=tl', { host, referer: 'https://palengke.test/user/ana?p=2' });
    expect(back.headers.location).toBe('/user/ana?p=2');
    const foreign = await choose('lang=tl', { host, referer: 'https://evil.example/user/ana' });
    expect(foreign.headers.location).toBe('/');
    const lookalike = await choose('lang=tl', {
      host,
      referer: 'https://palengke.test.evil.example/',
    });
    expect(lookalike.headers.location).toBe('/');
    expect((await choose('lang=tl', { host })).headers.location).toBe('/');
    // A `return` that is refused does not fall through to a foreign Referer either.
    const both = await choose('lang=tl&return=%2F%2Fevil.example', {
      host,
      referer: 'https://evil.example/x',
    });
    expect(both.headers.location).toBe('/');
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const route = doc.paths['/language'].get;
    expect(route.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'lang',
      'return',
    ]);
    expect(Object.keys(route.responses)).toEqual(['303']);
  });
});
