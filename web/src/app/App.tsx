import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { ToastProvider } from '../ui/toast';
import { PageErrorBoundary } from './PageErrorBoundary';
import { AppRoutes } from './router';
import { SessionProvider } from './session';

/**
 * Providers, outermost first: server state, toasts (the session reports through them),
 * the session, then the router whose pages use all three.
 */
export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <SessionProvider>
          <BrowserRouter>
            {/* Last resort: the page frame itself failed. */}
            <PageErrorBoundary>
              <AppRoutes />
            </PageErrorBoundary>
          </BrowserRouter>
        </SessionProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
