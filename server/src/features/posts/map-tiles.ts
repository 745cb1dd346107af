import type { AttributionPart, MapSettings } from '@core/map';

/** OpenStreetMap's standard tiles: the default, with the attribution their policy requires. */
export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_TILE_ATTRIBUTION =
  '[© OpenStreetMap contributors](https://www.openstreetmap.org/copyright)';

export type MapTiles = NonNullable<MapSettings['tiles']>;

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

/**
 * MAP_TILE_ATTRIBUTION as parts to show in order: plain text, and `[text](https://…)` as a
 * link. Plain parts rather than HTML, so that no setting can put markup into the page.
 */
export function parseAttribution(written: string): AttributionPart[] | { bad: string } {
  const parts: AttributionPart[] = [];
  let rest = 0;
  for (const match of written.matchAll(LINK)) {
    const [whole, text, url] = match as unknown as [string, string, string];
    if (!/^https?:\/\//.test(url)) return { bad: url };
    if (match.index > rest) parts.push({ text: written.slice(rest, match.index), url: null });
    parts.push({ text, url });
    rest = match.index + whole.length;
  }
  if (rest < written.length) parts.push({ text: written.slice(rest), url: null });
  return parts;
}

/**
 * MAP_TILE_URL and MAP_TILE_ATTRIBUTION as the web app receives them, null when the map is
 * off (MAP_TILE_URL=off), or what is wrong with them. The URL is a template with {z}, {x} and
 * {y}, over http(s) or a path on this site; no {s}: one origin, which the CSP allows for images.
 */
export function readMapTiles(
  url = DEFAULT_TILE_URL,
  attribution = DEFAULT_TILE_ATTRIBUTION,
): MapTiles | null | string[] {
  if (url.trim().toLowerCase() === 'off') return null;
  const problems: string[] = [];
  const placeholders = ['{z}', '{x}', '{y}'].filter((part) => !url.includes(part));
  if (placeholders.length) problems.push(`MAP_TILE_URL: lacks ${placeholders.join(', ')}`);
  if (!/^(https?:\/\/[^/{}\s]+\/|\/[^/])/.test(url) || /\s/.test(url)) {
    problems.push('MAP_TILE_URL: must be an http(s) URL or a path starting with /, or off');
  }
  if (url.includes('{s}')) problems.push('MAP_TILE_URL: no {s} (name one host)');
  const parts = parseAttribution(attribution);
  if ('bad' in parts) problems.push(`MAP_TILE_ATTRIBUTION: not an http(s) link: ${parts.bad}`);
  return problems.length || 'bad' in parts ? problems : { url, attribution: parts };
}

/** The tiles' origin for the CSP's img-src, or null when they come from this site (or none). */
export function tileOrigin(tiles: MapTiles | null): string | null {
  if (!tiles || tiles.url.startsWith('/')) return null;
  return new URL(tiles.url.replace(/\{[a-z]\}/g, '0')).origin;
}

/** A Content-Security-Policy with `origin` added to its connect-src (made from default-src). */
export function withConnectSource(csp: string, origin: string): string {
  const directives = csp.split(';').map((part) => part.trim());
  const connect = directives.findIndex((part) => part.startsWith('connect-src'));
  if (connect >= 0) {
    directives[connect] = `${directives[connect]} ${origin}`;
  } else {
    const fallback =
      directives.find((part) => part.startsWith('default-src')) ?? "default-src 'self'";
    directives.push(`${fallback.replace('default-src', 'connect-src')} ${origin}`);
  }
  return directives.filter(Boolean).join(';');
}

/**
 * The service worker keeps the tiles that were looked at (cache-first, issue 38), and its own
 * fetch() of a tile is checked against the CSP that came with /sw.js (connect-src), not the
 * page's. So /sw.js alone may also connect to the tiles' origin; pages keep connect-src 'self'
 * and load tiles as images (img-src).
 */
export function allowTilesForWorker(
  app: { addHook(name: 'onSend', hook: OnSend): unknown },
  tiles: MapTiles | null,
) {
  const origin = tileOrigin(tiles);
  if (!origin) return;
  app.addHook('onSend', async (request, reply, payload) => {
    const csp = reply.getHeader('content-security-policy');
    if (request.url.split('?')[0] === '/sw.js' && typeof csp === 'string') {
      reply.header('content-security-policy', withConnectSource(csp, origin));
    }
    return payload;
  });
}

type OnSend = (
  request: { url: string },
  reply: {
    getHeader(name: string): unknown;
    header(name: string, value: string): unknown;
  },
  payload: unknown,
) => Promise<unknown>;
