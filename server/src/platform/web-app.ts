import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_PAGE_PATHS } from '@core/app-pages';
import { servedLanguage } from './first-paint';
import { firstVisitData, wantsLowData } from './first-visit-data';
import { pagePreloads } from './page-preloads';

/** The client-side routes; any other page path gets the app's not-found page (404). */
const SPA_ROUTES: RegExp[] = APP_PAGE_PATHS.map((page) => new RegExp(`^${page}$`));

export const isSpaRoute = (pathname: string) => SPA_ROUTES.some((route) => route.test(pathname));

const CACHE_FOR_A_YEAR = 'public, max-age=31536000, immutable';

/**
 * Hashed assets never change under their name: a year. The service worker and the app
 * manifest must be fetched afresh (no-cache) or a phone would keep an old release for
 * as long as an HTTP cache held /sw.js. Anything else is revalidated on every use.
 */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (filePath.includes(`${path.sep}assets${path.sep}`)) return CACHE_FOR_A_YEAR;
  if (name === 'sw.js' || name.endsWith('.webmanifest')) return 'no-cache';
  return 'public, max-age=0, must-revalidate';
}

/**
 * A page whose largest paint needs no code (the post's photo and /login's welcome drawn by
 * first-paint.ts, the feed's first photos preloaded) lets it go first: its scripts are
 * fetched at low priority, so on slow mobile data the photo is not queued behind ~110 KiB of
 * code (Lighthouse's first paint: 1.6-2.0 s -> 0.8 s). The code follows right after.
 */
function paintBeforeCode(html: string): string {
  return html
    .replaceAll(
      '<script type="module" crossorigin',
      '<script type="module" fetchpriority="low" crossorigin',
    )
    .replaceAll(
      '<link rel="modulepreload" crossorigin',
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    );
}

/** Serves the built web app: hashed assets cached for a year, index.html revalidated. */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined) {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const hasWebApp = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir!,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each script and style sheet (web/vite.config.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  } else if (distDir) {
    app.log.warn('web app not built (run `npm run build`); serving the API only');
  }

  // Read once: a new build comes with a restart (npm start builds, then starts).
  const indexHtml = hasWebApp ? fs.readFileSync(indexFile, 'utf8') : '';
  const preloadsFor = hasWebApp ? pagePreloads(distDir!) : () => '';

  return function sendSpaOrNull(request: FastifyRequest, reply: FastifyReply) {
    if (!hasWebApp) return null;
    if (request.method !== 'GET' && request.method !== 'HEAD') return null;
    const [pathname = '/', query] = request.url.split('?');
    const known = isSpaRoute(pathname);
    // The device's language: the served page's words and <html lang> are in it.
    const language = servedLanguage(request.headers.cookie);
    return (async () => {
      const visit = known
        ? await firstVisitData(app, pathname, {
            hasQuery: Boolean(query),
            lowData: wantsLowData(request.headers),
            language,
          })
        : undefined;
      const head = known ? preloadsFor(pathname) + visit!.head : '';
      // The body's boxes go after the header index.html draws, inside #root, before <noscript>.
      // Inserted by a function: a string replacement would expand `$&`, `$'` and `` $` `` in
      // the data (a post title) into pieces of the page.
      let html = head ? indexHtml.replace('</head>', () => `${head}</head>`) : indexHtml;
      if (visit?.body) html = html.replace('<noscript>', () => `${visit.body}<noscript>`);
      if (visit?.paintsBeforeCode) html = paintBeforeCode(html);
      // Read aloud in the device's language before the app sets it (i18n/index.ts).
      html = html.replace('<html lang="en">', () => `<html lang="${language}">`);
      reply
        .status(known ? 200 : 404)
        .header('cache-control', 'no-cache')
        // What the page draws and preloads follows the device's choices and Save-Data.
        .header('vary', 'accept-encoding, cookie, save-data')
        .type('text/html; charset=utf-8');
      // The not-found handler is no route, so @fastify/compress never sees this answer; with
      // the first visit's answers inside, the page is worth compressing (13 KB to 4).
      if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? '')))
        return reply.send(html);
      return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html));
    })();
  };
}
