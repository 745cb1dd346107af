import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ToastProvider } from '../ui/toast';
import { router } from './router';
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
          <RouterProvider router={router} />
        </SessionProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
