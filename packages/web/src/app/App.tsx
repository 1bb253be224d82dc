import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { ToastProvider } from '../components/toasts';
import { sessionQuery } from '../lib/use-session';
import { refetchOnWindowFocusEvents } from '../lib/window-focus';
import type { createRouter } from './router';

/**
 * The app's server state, already asking for the session, which gates every protected route.
 * Nothing refreshes on focus unless it asks to (the session does, for the balance).
 */
export function createQueryClient(): QueryClient {
  refetchOnWindowFocusEvents();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  void client.prefetchQuery(sessionQuery);
  return client;
}

/** The app: server state (TanStack Query), toasts and the router. */
export function App({ client, router }: { client: QueryClient; router: ReturnType<typeof createRouter> }) {
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  );
}
