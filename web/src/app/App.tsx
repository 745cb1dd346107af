import { RenderedAtContext } from '../i18n/pageClock';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { LiveStream } from '../features/live/LiveStream';
import { OutboxKeeper } from '../features/threads/outbox/OutboxKeeper';
import type { DeviceChoices } from '@core/page-cookies';
import { ChoicesAtRender } from '../lib/deviceChoices';
import { HydrationProvider } from '../lib/hydration';
import { ToastProvider } from '../ui/toast';
import { PageErrorBoundary } from './PageErrorBoundary';
import { AppRoutes } from './router';
import { SessionProvider } from './session';
import { SiteOriginContext } from './siteOrigin';

/**
 * Says on <html> that the app has taken over the page (hydrated, or drawn in the browser):
 * the browser journeys wait for it before they tap, as a person's tap before it would reach
 * markup with no handler yet.
 */
function MarkHydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/**
 * Providers, outermost first: the language, server state, toasts (the session reports through
 * them), the session (with the signed-in user's live event stream), then the router whose
 * pages use all of them. The same tree renders on
 * the server (entry-server.tsx, with a StaticRouter) and hydrates in the browser (main.tsx,
 * with a BrowserRouter), so the two draw the same markup.
 */
export function App({
  queryClient,
  i18n,
  router: Router,
  origin,
  choices,
  renderedAt,
  serverMarkup,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  /** Where the site is (see siteOrigin.ts). */
  origin: string;
  /** What the device chose, as the page was rendered (lib/deviceChoices). */
  choices: DeviceChoices;
  /** When the server rendered the page: hydration writes dates as it did (i18n/pageClock). */
  renderedAt: number;
  /** Renders the server's markup (on the server, or hydrating it): see lib/hydration. */
  serverMarkup: boolean;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <HydrationProvider serverMarkup={serverMarkup}>
      <SiteOriginContext.Provider value={origin}>
        <ChoicesAtRender.Provider value={choices}>
          <RenderedAtContext.Provider value={renderedAt}>
            <I18nextProvider i18n={i18n}>
              <QueryClientProvider client={queryClient}>
                <ToastProvider>
                  <SessionProvider>
                    <LiveStream />
                    <OutboxKeeper />
                    <Router>
                      {/* Last resort: the page frame itself failed. */}
                      <PageErrorBoundary>
                        <AppRoutes />
                      </PageErrorBoundary>
                      <MarkHydrated />
                    </Router>
                  </SessionProvider>
                </ToastProvider>
              </QueryClientProvider>
            </I18nextProvider>
          </RenderedAtContext.Provider>
        </ChoicesAtRender.Provider>
      </SiteOriginContext.Provider>
    </HydrationProvider>
  );
}
