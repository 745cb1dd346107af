import fs from 'node:fs';
import path from 'node:path';
import { FIRST_VISIT_PAGE_MODULES as FIRST_VISIT } from '@core/app-pages';
import { chunkFiles, type BuildManifest } from '@core/build-manifest';

/**
 * The pages people open from outside the app (the home page, a shared post, an email's link,
 * the login page) and the lazy module that draws each, as named in web/src. A first visit to
 * one of them would otherwise fetch the app, run it, and only then ask for the page's own
 * code: on slow mobile data that second round trip is a few hundred milliseconds of blank
 * screen.
 */
export const PAGE_MODULES: { path: RegExp; module: string }[] = [
  { path: /^\/$/, module: FIRST_VISIT.feed },
  { path: /^\/post\/(?!new$)[^/]+$/, module: FIRST_VISIT.post },
  { path: /^\/user\/[^/]+$/, module: FIRST_VISIT.user },
  { path: /^\/login$/, module: FIRST_VISIT.login },
  { path: /^\/signup$/, module: 'src/features/auth/SignupPage.tsx' },
  { path: /^\/forgot-password$/, module: 'src/features/auth/ForgotPasswordPage.tsx' },
  { path: /^\/confirm-signup$/, module: 'src/features/auth/ConfirmSignupPage.tsx' },
  { path: /^\/reset-password$/, module: 'src/features/auth/ResetPasswordPage.tsx' },
  { path: /^\/threads\/[^/]+$/, module: 'src/features/threads/ChatPage.tsx' },
  { path: /^\/unsubscribe$/, module: 'src/features/notifications/UnsubscribePage.tsx' },
  { path: /^\/about$/, module: 'src/features/static/AboutPage.tsx' },
  { path: /^\/terms$/, module: 'src/features/static/TermsPage.tsx' },
  { path: /^\/help$/, module: 'src/features/static/HelpPage.tsx' },
  { path: /^\/feedback$/, module: 'src/features/feedback-form/FeedbackPage.tsx' },
];

/** What a page needs from the build before it can run, by page path. */
export interface PageAssets {
  /** `Link` header values for 103 Early Hints: the style sheet and the app's code. */
  earlyHints(pathname: string): string[];
  /** The page's own code beyond the app's (its lazy chunk and what that imports). */
  pagePreloads(pathname: string): string[];
}

/**
 * Reads dist/web/.vite/manifest.json once. Without one (an old build) nothing is preloaded.
 * A page's chunks are fetched alongside the app's, not after it has run: on slow mobile
 * data that second round trip is a few hundred milliseconds before the page can hydrate.
 */
export function pageAssets(distDir: string): PageAssets {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) return { earlyHints: () => [], pagePreloads: () => [] };
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BuildManifest;
  const entry = chunkFiles(manifest, 'index.html', { css: true });
  const inEntry = new Set(entry);
  const pages = PAGE_MODULES.map(({ path: pagePath, module }) => ({
    pagePath,
    files: chunkFiles(manifest, module)
      .filter((file) => !inEntry.has(file))
      .map((file) => `/${file}`),
  }));
  const pageFiles = (pathname: string) =>
    pages.find(({ pagePath }) => pagePath.test(pathname))?.files ?? [];
  const hint = (file: string) =>
    file.endsWith('.css')
      ? `</${file}>; rel=preload; as=style`
      : `</${file}>; rel=modulepreload; crossorigin`;
  const entryHints = entry.map(hint);
  return {
    earlyHints: (pathname) => [
      ...entryHints,
      ...pageFiles(pathname).map((file) => hint(file.slice(1))),
    ],
    pagePreloads: pageFiles,
  };
}
