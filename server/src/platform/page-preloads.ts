import fs from 'node:fs';
import path from 'node:path';
import { chunkFiles, type BuildManifest } from '@core/build-manifest';

/**
 * The pages people open from outside the app (a shared post, an email's link, the login
 * page) and the lazy module that draws each, as named in web/src. A first visit to one of
 * them would otherwise fetch the app, run it, and only then ask for the page's own code: on
 * slow mobile data that second round trip is a few hundred milliseconds of blank screen.
 */
export const PAGE_MODULES: { path: RegExp; module: string }[] = [
  { path: /^\/post\/(?!new$)[^/]+$/, module: 'src/features/post-detail/PostDetailPage.tsx' },
  { path: /^\/login$/, module: 'src/features/auth/LoginPage.tsx' },
  { path: /^\/signup$/, module: 'src/features/auth/SignupPage.tsx' },
  { path: /^\/confirm-signup$/, module: 'src/features/auth/ConfirmSignupPage.tsx' },
  { path: /^\/reset-password$/, module: 'src/features/auth/ResetPasswordPage.tsx' },
  { path: /^\/threads\/[^/]+$/, module: 'src/features/threads/ChatPage.tsx' },
  { path: /^\/unsubscribe$/, module: 'src/features/notifications/UnsubscribePage.tsx' },
];

/**
 * `<link rel="modulepreload">` tags per page, so the browser fetches a page's code alongside
 * the app's. Reads dist/web/.vite/manifest.json; without one (an old build) there are none.
 */
export function pagePreloads(distDir: string): (pathname: string) => string {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return () => '';
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BuildManifest;
  // The entry's own chunks are already in index.html.
  const inEntry = new Set(chunkFiles(manifest, 'index.html'));
  const tags = PAGE_MODULES.map(({ path: pagePath, module }) => ({
    pagePath,
    tags: chunkFiles(manifest, module)
      .filter((file) => !inEntry.has(file))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join(''),
  }));
  return (pathname) => tags.find(({ pagePath }) => pagePath.test(pathname))?.tags ?? '';
}
