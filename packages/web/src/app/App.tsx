import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { ToastProvider } from '../components/toasts';
import { sessionQuery } from '../lib/use-session';
import { createRouter } from './router';

/** The app: server state (TanStack Query), toasts and the router. */
export function App() {
  const [client] = useState(() => {
    const created = new QueryClient({
      defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
    });
    // The session gates every protected route: ask for it while the route's code loads.
    void created.prefetchQuery(sessionQuery);
    return created;
  });
  const [router] = useState(() => createRouter(client));
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>
  );
}
