import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { browserChunks } from './chunks';
import { shellScriptsOnly } from './precache';

// Matches index.html's theme-color and the page background (--color-brand-800, --color-cream).
const THEME_COLOR = '#1c5522';
const BACKGROUND_COLOR = '#fffaf2';

/**
 * The installable app: /manifest.webmanifest (linked from index.html by the plugin) and
 * /sw.js built from src/sw.ts with this build's files injected for precaching. The page
 * registers it itself, lazily (src/pwa/useServiceWorker.ts), and asks before updating.
 */
/** Where this build writes (npm run build: dist/web; a --outDir on the command line wins). */
let outDir = fileURLToPath(new URL('../dist/web', import.meta.url));
const rememberOutDir = {
  name: 'palengke:out-dir',
  configResolved(config: { root: string; build: { outDir: string } }) {
    outDir = path.resolve(config.root, config.build.outDir);
  },
};

const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icons/badge-96.png', 'icons/apple-touch-icon-180.png'],
  manifest: {
    id: '/',
    name: 'Palengke',
    short_name: 'Palengke',
    description: 'Buy, sell or give away surplus and home-grown food in your neighbourhood.',
    lang: 'en',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['food', 'shopping'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The shell only (precache.ts); the offline pages are warmed by the app outside low-data
    // mode, and other pages cached when opened. Icons come through includeAssets and the manifest.
    globPatterns: ['**/*.{js,css,html}'],
    manifestTransforms: [shellScriptsOnly(() => outDir)],
  },
  devOptions: { enabled: false },
});

/**
 * Each script and style sheet also as .br (quality 11) and .gz (level 9) beside it, served by
 * the server as they are (@fastify/static's preCompressed): compressing on every request cost
 * CPU and, at the quality affordable per request, brotli came out larger than gzip (55.6
 * against 53.7 KB for the libraries; 48.2 KB at quality 11). Hashed assets only: sw.js and
 * index.html change without changing name.
 */
const precompressed = compression({ include: /^assets\/.+\.(js|css)$/ });

/**
 * The server never registers a service worker (that happens in an effect, in the browser);
 * its build gets a stand-in for the plugin's virtual module so the same code compiles.
 */
const noServiceWorkerOnServer = {
  name: 'palengke:no-sw-on-server',
  resolveId: (id: string) => (id === 'virtual:pwa-register' ? '\0pwa-register' : undefined),
  load: (id: string) =>
    id === '\0pwa-register'
      ? 'export const registerSW = () => () => Promise.resolve();'
      : undefined,
};

/**
 * The server renders each page with its content, so nothing on screen waits for the app's
 * code: the entry and its preloads are fetched at low priority, behind the style sheet and the
 * page's first photos (on slow data the photo is not queued behind ~150 KiB of code; Lighthouse
 * counts high-priority requests into the first paint).
 */
const codeAfterContent = {
  name: 'palengke:code-after-content',
  transformIndexHtml: {
    order: 'post' as const,
    handler: (html: string) =>
      html
        .replaceAll(
          '<script type="module" crossorigin',
          '<script type="module" fetchpriority="low" crossorigin',
        )
        .replaceAll(
          '<link rel="modulepreload" crossorigin',
          '<link rel="modulepreload" fetchpriority="low" crossorigin',
        ),
  },
};

/**
 * Two builds from one config: the browser's (dist/web) and, with `--ssr`, the server's
 * (dist/web-ssr/entry-server.js), which the API server imports to render pages with
 * react-dom/server. React itself in both, as in development: one renderer everywhere.
 */
/**
 * React Router's package points every bundler at its development build, whose warnings
 * (ENABLE_DEV_WARNINGS) stay on in production (remix-run/react-router#14102). Both builds
 * take the production files it ships beside them: the same code with those warnings off (on
 * the server, its checks were about a tenth of the time a page took to render).
 */
const reactRouterProduction = {
  find: /^react-router$/,
  replacement: fileURLToPath(
    new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url),
  ),
};

export default defineConfig(({ isSsrBuild, command }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: isSsrBuild
    ? [react(), noServiceWorkerOnServer]
    : [react(), tailwindcss(), rememberOutDir, pwa, precompressed, codeAfterContent],
  resolve: {
    alias: [
      { find: '@core', replacement: fileURLToPath(new URL('../core/src', import.meta.url)) },
      {
        find: /^use-sync-external-store\/shim$/,
        replacement: fileURLToPath(new URL('src/lib/syncExternalStoreShim.ts', import.meta.url)),
      },
      ...(command === 'build' ? [reactRouterProduction] : []),
    ],
  },
  // Translations and other JSON as JSON.parse('…'): V8 parses that faster than the same data
  // as an object literal, on every start of the app.
  json: { stringify: true },
  build: {
    outDir: fileURLToPath(new URL(isSsrBuild ? '../dist/web-ssr' : '../dist/web', import.meta.url)),
    emptyOutDir: true,
    // .vite/manifest.json: the server preloads the code of the page a first visit opens.
    manifest: !isSsrBuild,
    target: 'es2020',
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: isSsrBuild
        ? {}
        : {
            // The libraries every page needs change far less often than the app: in a chunk of
            // their own, a phone keeps them cached across releases and re-downloads only the
            // app. And a first visit's pages in a few files, not twenty (chunks.ts).
            manualChunks: browserChunks(),
          },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/media': 'http://127.0.0.1:3000' },
  },
}));
