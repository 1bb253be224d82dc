import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { nextTask } from './next-task';
import { SESSION_KEY } from './use-session';

/**
 * How long the answers a route's loader asked for count as fresh: the page, mounting once its
 * code has loaded, takes them rather than asking again.
 */
export const PREFETCHED_FRESH_MS = 5_000;

/**
 * A route's `loader` and `shouldRevalidate` that start its page's requests (`start`) as the
 * route starts loading, beside its code and the session, rather than once the page has
 * rendered; the route renders at once (the loader answers nothing). Not when the user is known
 * to be signed out, nor again when only the search changes (a tab of the same page).
 */
export function prefetchingRoute(
  client: QueryClient,
  start: (client: QueryClient, params: LoaderFunctionArgs['params']) => void,
) {
  return {
    loader: ({ params }: LoaderFunctionArgs) => {
      // in a task of its own: the router's start is a long task already
      if (client.getQueryData(SESSION_KEY) !== null) void nextTask().then(() => start(client, params));
      return null;
    },
    shouldRevalidate: ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
      currentUrl.pathname !== nextUrl.pathname,
  };
}
