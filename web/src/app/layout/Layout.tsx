import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { PageErrorBoundary } from '../PageErrorBoundary';
import { PageSpinner } from '../../ui/Spinner';
import { AppStatusBanners } from './AppStatusBanners';
import { Footer } from './Footer';
import { Header } from './Header';
import { SignedOutRedirect } from './SignedOutRedirect';
import { useScrollRestoration } from './useScrollRestoration';

/** The frame of every page (SPEC §2): skip link, sticky header, main, footer. */
export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useScrollRestoration();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-brand-900 shadow-lg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('a11y.skipToContent')}
      </a>
      {/* Nothing here suspends: each boundary lets React hydrate its part in a slice of its
          own (and first where someone taps), so taking over a server-drawn page is not one
          long task on a slow phone. */}
      {/* The banners (offline, update) stick under the header on every page, and the chat,
          which fills the screen below this block, starts under them (useSiteHeaderHeight). */}
      <div data-site-top className="sticky top-0 z-40">
        <Suspense fallback={null}>
          <Header />
        </Suspense>
        <AppStatusBanners />
      </div>
      {/* tabIndex lets the skip link move keyboard focus here, not only the scroll position. */}
      <main id="main" tabIndex={-1} className="flex-1 pb-8 outline-none">
        {/* A failing page keeps the header and footer around its error message. */}
        <PageErrorBoundary resetKey={pathname}>
          <Suspense
            // A page's code still loading.
            fallback={<PageSpinner />}
          >
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <SignedOutRedirect />
    </div>
  );
}
