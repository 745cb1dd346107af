import type { Language } from '@core/languages';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_PAGE_PATHS } from '@core/app-pages';
import type { DeviceChoices } from '@core/page-cookies';
import { deviceChoicesOf } from '../features/pages/device-choices';
import { pageLanguage } from '../features/pages/language';
import type { VisitorApi } from '../features/pages/visitor-api';
import { pageAssets, type PageAssets } from './page-preloads';

const gzip = promisify(zlib.gzip);

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

/** What web/src/entry-server.tsx exports (the server build of the web app). */
export interface WebRenderer {
  configure(api: VisitorApi): void;
  renderPage(request: {
    url: string;
    language: Language;
    origin: string;
    preloads: string[];
    choices: DeviceChoices;
  }): Promise<{ status: number; head: string; body: string; afterRoot: string }>;
}

/** The server build next to the browser's: dist/web-ssr beside dist/web. */
export const importBuiltRenderer = (distDir: string) => async (): Promise<WebRenderer> =>
  (await import(
    pathToFileURL(path.join(distDir, '..', 'web-ssr', 'entry-server.js')).href
  )) as WebRenderer;

/** index.html's parts around what a render fills in (the build's own <head> and scripts). */
interface PageTemplate {
  beforeHead: string;
  beforeRoot: string;
  afterRoot: string;
}

const ROOT = '<div id="root"></div>';

function readTemplate(indexFile: string): PageTemplate {
  // The page's own title and description come from the render (app/page-head).
  const html = fs
    .readFileSync(indexFile, 'utf8')
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '');
  const headEnd = html.indexOf('</head>');
  const root = html.indexOf(ROOT);
  if (headEnd < 0 || root < 0) throw new Error(`${indexFile} lacks </head> or ${ROOT}`);
  return {
    beforeHead: html.slice(0, headEnd),
    beforeRoot: html.slice(headEnd, root),
    afterRoot: html.slice(root + ROOT.length),
  };
}

export interface WebApp {
  /** Answers a page request (GET or HEAD outside /api; a POST goes back to its page), or null. */
  sendPage(request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<unknown> | null;
  /** How pages read a visitor's data while they render: the server's services. */
  configure(api: VisitorApi): void;
}

/**
 * Serves the built web app: hashed assets cached for a year, and every page rendered with
 * React on the server (web/src/entry-server.tsx) with its content, its preview tags and the
 * answers the browser hydrates with.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: {
    distDir: string | undefined;
    publicUrl: string;
    loadRenderer?: () => Promise<WebRenderer>;
  },
): Promise<WebApp> {
  const { distDir, publicUrl } = options;
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const hasWebApp = indexFile !== undefined && fs.existsSync(indexFile);
  if (!hasWebApp) {
    if (distDir) app.log.warn('web app not built (run `npm run build`); serving the API only');
    return { sendPage: () => null, configure: () => {} };
  }
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

  // Read once: a new build comes with a restart (npm start builds, then starts).
  const template = readTemplate(indexFile!);
  const assets: PageAssets = pageAssets(distDir!);
  const renderer = await (options.loadRenderer ?? importBuiltRenderer(distDir!))();

  async function render(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    const language = pageLanguage(request.headers.cookie, request.headers['accept-language']);
    // The style sheet and the app's code go first, before the page's data is read.
    const early = assets.earlyHints(pathname);
    if (early.length > 0 && request.raw.httpVersionMajor >= 1 && reply.raw.writeEarlyHints) {
      reply.raw.writeEarlyHints({ link: early });
    }
    const page = await renderer.renderPage({
      url: request.url,
      language,
      origin: publicUrl,
      preloads: assets.pagePreloads(pathname),
      choices: deviceChoicesOf(request.headers),
    });
    const html =
      template.beforeHead.replace('<html lang="en">', `<html lang="${language}">`) +
      page.head +
      template.beforeRoot +
      `<div id="root">${page.body}</div>` +
      page.afterRoot +
      template.afterRoot;
    reply
      .status(page.status)
      .header('cache-control', 'no-cache')
      // The words follow the cookie or Accept-Language; photos, the cookie or Save-Data.
      .header('vary', 'accept-encoding, accept-language, cookie, save-data')
      .type('text/html; charset=utf-8');
    // The not-found handler is no route, so @fastify/compress never sees this answer.
    if (!/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.send(html);
    // In libuv's thread pool, as @fastify/compress does for the API: a page's ~60 KB took
    // the event loop about a millisecond that every other request waited for.
    return reply.header('content-encoding', 'gzip').send(await gzip(html));
  }

  return {
    configure: (api) => renderer.configure(api),
    sendPage(request, reply) {
      // A form sent before the app's code ran: the public forms post (so no password lands in
      // an address, a log or the history) and get their page again, which the app then runs.
      // One leading slash: `//host/…` would send them to another site.
      if (request.method === 'POST') {
        return reply.redirect(`/${(request.url.split('?')[0] ?? '').replace(/^[/\\]+/, '')}`, 303);
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') return null;
      return render(request, reply);
    },
  };
}
