import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createVisitorApi, type VisitorApiDeps } from '../pages/visitor-api';
import { createTestApp, type TestApp } from '../../test/test-app';
import { get } from '../../test/users';
import { DEFAULT_TILE_URL, parseAttribution, readMapTiles, tileOrigin } from './map-tiles';

// The map's tiles (issue 38): MAP_TILE_URL and MAP_TILE_ATTRIBUTION reach the web app through
// GET /api/map/settings (and the page's server-rendered state), `off` turns the map view off,
// and the Content-Security-Policy allows the tiles' origin for images, nothing else.

const OSM_ATTRIBUTION = [
  { text: '© OpenStreetMap contributors', url: 'https://www.openstreetmap.org/copyright' },
];

const imgSrcOf = (csp: string) => csp.split(';').find((part) => part.trim().startsWith('img-src'));

describe('map tile settings', () => {
  it('defaults to OpenStreetMap’s tiles with their attribution', () => {
    expect(loadConfig({}).mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: OSM_ATTRIBUTION,
    });
  });

  it('takes a tile server of one’s own, on another host or this one, and off', () => {
    expect(
      loadConfig({
        MAP_TILE_URL: 'http://127.0.0.1:8080/ph/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION:
          '[Protomaps](https://protomaps.com) © [OpenStreetMap](https://openstreetmap.org/copyright)',
      }).mapTiles,
    ).toEqual({
      url: 'http://127.0.0.1:8080/ph/{z}/{x}/{y}.png',
      attribution: [
        { text: 'Protomaps', url: 'https://protomaps.com' },
        { text: ' © ', url: null },
        { text: 'OpenStreetMap', url: 'https://openstreetmap.org/copyright' },
      ],
    });
    expect(loadConfig({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).mapTiles?.url).toBe(
      '/tiles/{z}/{x}/{y}.png',
    );
    expect(loadConfig({ MAP_TILE_URL: 'off' }).mapTiles).toBeNull();
  });

  it('refuses a template without its placeholders, other schemes, {s} and script links', () => {
    for (const env of [
      { MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}.png' },
      { MAP_TILE_URL: 'ftp://tiles.example.com/{z}/{x}/{y}.png' },
      { MAP_TILE_URL: 'tiles/{z}/{x}/{y}.png' },
      { MAP_TILE_URL: 'https://{s}.tile.example.com/{z}/{x}/{y}.png' },
      { MAP_TILE_ATTRIBUTION: '[click](javascript:alert(1))' },
    ]) {
      expect(() => loadConfig(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });

  it('reads attribution as plain parts, never markup', () => {
    expect(parseAttribution('<b>Tiles</b> by me')).toEqual([
      { text: '<b>Tiles</b> by me', url: null },
    ]);
    expect(parseAttribution('')).toEqual([]);
    expect(tileOrigin(readMapTiles() as never)).toBe('https://tile.openstreetmap.org');
    expect(tileOrigin(readMapTiles('/t/{z}/{x}/{y}.png') as never)).toBeNull();
    expect(DEFAULT_TILE_URL).toContain('{z}/{x}/{y}');
  });
});

describe('the map settings in a server-rendered page', () => {
  it('are answered in-process, as GET /api/map/settings answers them', async () => {
    // Only the settings are read here: the other services stay untouched.
    const unused = {} as Omit<VisitorApiDeps, 'mapSettings'>;
    const tiles = readMapTiles('/tiles/{z}/{x}/{y}.png') as never;
    const answer = createVisitorApi({ ...unused, mapSettings: { tiles } });
    expect(await answer('/map/settings')).toEqual({ status: 200, body: { tiles } });
    const off = createVisitorApi({ ...unused, mapSettings: { tiles: null } });
    expect(await off('/map/settings')).toEqual({ status: 200, body: { tiles: null } });
  });
});

describe('the map settings on the server', () => {
  let t: TestApp | undefined;
  afterEach(async () => t?.close());

  it('answers the settings and allows the tiles’ origin for images only', async () => {
    t = await createTestApp('sqlite', {
      mapTiles: readMapTiles('http://127.0.0.1:9999/{z}/{x}/{y}.png') as never,
    });
    const res = await get(t.app, '/api/map/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tiles: { url: 'http://127.0.0.1:9999/{z}/{x}/{y}.png', attribution: OSM_ATTRIBUTION },
    });
    const csp = String(res.headers['content-security-policy']);
    expect(imgSrcOf(csp)).toContain('http://127.0.0.1:9999');
    expect(csp.split('http://127.0.0.1:9999').length).toBe(2);
    // The service worker's script alone may also fetch tiles (to keep those looked at).
    const worker = String((await get(t.app, '/sw.js')).headers['content-security-policy']);
    const connectOf = (policy: string) =>
      policy.split(';').find((part) => part.trim().startsWith('connect-src'));
    expect(connectOf(worker)).toBe("connect-src 'self' http://127.0.0.1:9999");
    expect(imgSrcOf(worker)).toBe(imgSrcOf(csp));
    expect(connectOf(csp)).toBe("connect-src 'self'");
  });

  it('says the map is off, and allows no tile origin, with MAP_TILE_URL=off', async () => {
    t = await createTestApp('sqlite', { mapTiles: null });
    const res = await get(t.app, '/api/map/settings');
    expect(res.json()).toEqual({ tiles: null });
    expect(imgSrcOf(String(res.headers['content-security-policy']))).not.toContain('http');
  });
});
