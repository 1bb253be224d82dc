/**
 * The page's first requests, started by a small script inline in index.html as the HTML
 * arrives, beside the app's scripts rather than after them: the session, and on a route that
 * shows a user's data (the dashboard, lead review) that data and the route's code. The app takes
 * the answers instead of asking again (`takeBootAnswer`, in the API client's fetch).
 */

/** Where the inline script leaves its requests for the app: `window[BOOT_GLOBAL]`. */
export const BOOT_GLOBAL = '__leadgenBoot';

/** How long a started request is the answer to the app's same request (as a route's prefetch). */
export const BOOT_ANSWER_FRESH_MS = 5_000;

/** A route whose data and code the inline script asks for. */
export interface BootRoute {
  /** A regular expression the whole path matches; its first group (if any) is `:id`. */
  path: string;
  /** The GET requests its loader makes, `:id` standing for the path's id. */
  requests: string[];
  /** Its code: the built chunks (under /assets/) its page imports beyond the app's entry. */
  chunks: string[];
}

/** What the inline script starts, by URL. */
export type BootRequests = Record<string, { startedAt: number; response: Promise<Response> }>;

/**
 * The inline script's body: written into index.html as its source text (so it uses nothing from
 * outside itself). Asks for `always` on every page and, on the first of `routes` the path
 * matches, its requests and (as module preloads) its chunks.
 */
export function startBootRequests(global: string, always: string[], routes: BootRoute[]): void {
  const started: BootRequests = {};
  const get = (url: string) => {
    const response = fetch(url, { credentials: 'same-origin' });
    // handled here too: an answer the app never takes must not report an unhandled failure
    response.catch(() => undefined);
    started[url] = { startedAt: performance.now(), response };
  };
  for (const url of always) get(url);
  const path = location.pathname;
  for (const route of routes) {
    const match = new RegExp(route.path).exec(path);
    if (!match) continue;
    const id = match[1] ?? '';
    for (const url of route.requests) get(url.replace(':id', id));
    for (const chunk of route.chunks) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = `/assets/${chunk}`;
      document.head.appendChild(link);
    }
    break;
  }
  (window as unknown as Record<string, BootRequests>)[global] = started;
}

/**
 * The inline script's answer to `GET url` when it asked for it in the last
 * BOOT_ANSWER_FRESH_MS, once (a later request asks the server again); otherwise undefined.
 */
export function takeBootAnswer(url: string): Promise<Response> | undefined {
  const started = (window as unknown as Record<string, BootRequests | undefined>)[BOOT_GLOBAL];
  const request = started?.[url];
  if (!started || !request) return undefined;
  delete started[url];
  return performance.now() - request.startedAt < BOOT_ANSWER_FRESH_MS ? request.response : undefined;
}

/** The inline script: `startBootRequests` called with these routes. */
export const bootScriptSource = (always: string[], routes: BootRoute[]): string =>
  `(${startBootRequests.toString()})(${JSON.stringify(BOOT_GLOBAL)},${JSON.stringify(always)},${JSON.stringify(routes)})`;
