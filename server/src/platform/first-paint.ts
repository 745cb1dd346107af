import { LANGUAGE_COOKIE, readPageCookie } from '@core/page-cookies';
import english from '../../../web/src/features/auth/i18n.en.json';
import filipino from '../../../web/src/features/auth/i18n.tl.json';

/**
 * Boxes a served page draws before any script runs, so that on a slow phone its largest paint
 * (Lighthouse's LCP, issue 13) does not wait for ~110 KiB of code to arrive and run. Each is
 * what the app's first render draws, element for element and class for class. That render
 * empties #root (preact/compat does, as React does) and draws its own copy in the same task,
 * so the copy lands exactly where these were: nothing moves (e2e/first-paint.spec.ts checks
 * both pages), and being no larger it is no new largest paint.
 */

export type Language = 'en' | 'tl';

/** The language the app will draw in: the device's choice (core/page-cookies), else English. */
export function servedLanguage(cookie: string | undefined): Language {
  return readPageCookie(cookie, LANGUAGE_COOKIE) === 'tl' ? 'tl' : 'en';
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => HTML_ESCAPES[c]!);

/** web Layout's <main>, which every page is drawn in (after the header index.html draws). */
export const layoutMain = (inner: string) =>
  `<main id="main" tabindex="-1" class="flex-1 pb-8 outline-none">${inner}</main>`;

const LOGIN_WORDS = { en: english.auth.login, tl: filipino.auth.login };

/**
 * /login's heading and welcome (AuthLayout's section): the welcome is the page's largest
 * text. The form, which needs the code to work, follows below them when the app runs.
 */
export function loginFirstPaint(language: Language): string {
  const { title, intro } = LOGIN_WORDS[language];
  return layoutMain(
    '<section class="mx-auto w-full max-w-md px-4 py-6 sm:py-10" aria-labelledby="page-title">' +
      `<h1 id="page-title" class="text-2xl font-bold text-brand-900 sm:text-3xl">${escapeHtml(title)}</h1>` +
      `<p class="mt-2 text-ink-muted">${escapeHtml(intro)}</p></section>`,
  );
}
