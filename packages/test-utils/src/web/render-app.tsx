// first: the server's modules capture the global Response when they load
import './cookie-headers';
import { openTestApp } from '@leadgen/test-utils/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes } from '../../../web/src/app/router';
import { ToastProvider } from '../../../web/src/components/toasts';

/** The environment's own fetch, before any test replaced it. */
const realFetch = globalThis.fetch;

/**
 * Renders the app at `path` against the real API: the page's `fetch` goes to the server's Hono app in
 * process (an in-memory store, the sandbox behind the providers), with a cookie jar like a
 * browser's. `server` lets a test sign up users or read the database. `apifyEnv` configures the
 * server's scraper as those variables would (`LEADGEN_APIFY_FOLLOWERS_ACTOR`…), against the
 * same sandbox, before the page first asks the server anything.
 */
export async function renderApp(
  path: string,
  options: { signedInAs?: string; apifyEnv?: Record<string, string> } = {},
) {
  const server = await openTestApp();
  if (options.apifyEnv) await configureScraper(server, options.apifyEnv);
  let cookie = '';
  const fetchApp = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    // The server's own calls (the AI and payment SDKs to the sandbox) go out as they would.
    if (url.origin !== 'http://localhost') return realFetch(input, init);
    const request = new Request(url, init);
    if (cookie) request.headers.set('cookie', cookie);
    const response = await server.app.request(request);
    const set = response.headers.getSetCookie().at(-1);
    if (set) cookie = /Max-Age=0/.test(set) ? '' : (set.split(';')[0] ?? '');
    return response;
  };
  globalThis.fetch = fetchApp as typeof fetch;
  if (options.signedInAs) cookie = (await server.signUp(options.signedInAs)).cookie;
  return { ...renderPage(path), server, close: () => server.close() };
}

/** A page of the app at `path`: its own query cache and router, as a page load starts with. */
function renderPage(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(createRoutes(client), { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, client };
}

/**
 * The app's page loaded again at `path` in the same tab (a refresh, Back to a page left, another
 * page of the site): the same server and cookie jar, the tab's storage as it is, nothing cached.
 * Unmounts the page `app` shows and returns the app with the new page in its place.
 */
export function reopenApp<App extends Awaited<ReturnType<typeof renderApp>>>(app: App, path: string): App {
  app.unmount();
  return { ...app, ...renderPage(path) };
}

/**
 * Rebuilds the server's scraper, and the job handlers that use it, from `env`. Core is imported
 * here, not above: the server's modules must load after React Router and Testing Library.
 */
async function configureScraper(
  server: Awaited<ReturnType<typeof openTestApp>>,
  env: Record<string, string>,
) {
  const { createJobHandlers, loadConfig } = await import('@leadgen/core');
  const { createApifyScraper } = await import('@leadgen/core/providers');
  const { url, apifyToken } = server.sandbox.endpoints();
  const scraper = createApifyScraper({
    token: apifyToken,
    baseUrl: url,
    actors: loadConfig(env).apify.actors,
  });
  const { providers } = server.deps;
  providers.scraper = scraper;
  server.deps.handlers = createJobHandlers({ store: server.store, scraper, writer: providers.writer });
}
