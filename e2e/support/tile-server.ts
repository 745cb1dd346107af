/**
 * A map tile server stand-in for the journeys (issue 38): answers GET /{z}/{x}/{y}.png with a
 * 256 px PNG it draws itself (a pale land colour with a grid, shaded by the tile's place, so
 * tiles can be told apart on a screenshot), with CORS as OpenStreetMap's tile server sends it.
 * The app servers get MAP_TILE_URL pointing here (e2e/playwright.config.ts): the journeys never
 * reach the internet. GET /count tells how many tiles were served, for the low-data journey.
 *
 * Run: node --import tsx e2e/support/tile-server.ts <port>
 */
import { createServer } from 'node:http';
import sharp from 'sharp';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) throw new Error('usage: tile-server.ts <port>');

const TILE = /^\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.png$/;
const cache = new Map<string, Buffer>();
let served = 0;

async function drawTile(z: number, x: number, y: number): Promise<Buffer> {
  const key = `${z}/${x}/${y}`;
  const kept = cache.get(key);
  if (kept) return kept;
  const shade = 228 + ((x + y) % 2) * 10;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <rect width="256" height="256" fill="rgb(${shade},${shade + 4},${shade - 14})"/>
  <path d="M0 128H256M128 0V256" stroke="#c9d3c0" stroke-width="6"/>
  <rect x="0.5" y="0.5" width="255" height="255" fill="none" stroke="#b9c2ae"/>
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
  cache.set(key, png);
  return png;
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://tiles.invalid');
  if (url.pathname === '/count') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ served }));
    return;
  }
  const match = TILE.exec(url.pathname);
  if (request.method !== 'GET' || !match) {
    // Also how the config sees that the server is up.
    response.writeHead(request.method === 'GET' && url.pathname === '/' ? 200 : 404);
    response.end();
    return;
  }
  const [z, x, y] = match.slice(1).map(Number) as [number, number, number];
  drawTile(z, x, y).then(
    (png) => {
      served += 1;
      response.writeHead(200, {
        'content-type': 'image/png',
        'access-control-allow-origin': '*',
        'cache-control': 'public, max-age=604800',
      });
      response.end(png);
    },
    () => {
      response.writeHead(500);
      response.end();
    },
  );
}).listen(port, '127.0.0.1');
