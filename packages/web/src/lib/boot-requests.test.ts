import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { api, read } from './api';
import { BOOT_ANSWER_FRESH_MS, BOOT_GLOBAL, type BootRequests, bootScriptSource } from './boot-requests';

const ROUTES = [
  { path: '^/dashboard/?$', requests: ['/api/lists'], chunks: ['Dashboard-1.js', 'Modal-2.js'] },
  {
    path: '^/list/([^/]+)$',
    requests: ['/api/lists/:id', '/api/lists/:id/insight'],
    chunks: ['Review-3.js'],
  },
];

let asked: string[];
beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return Response.json({ user: { answer: asked.length } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>)[BOOT_GLOBAL];
  for (const link of document.head.querySelectorAll('link')) link.remove();
  history.replaceState(null, '', '/');
});

/** Runs the inline script as index.html does: its source text alone, at `path`. */
function runInlineScript(path: string) {
  history.replaceState(null, '', path);
  new Function(bootScriptSource(['/api/users/me'], ROUTES))();
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].map(
    (link) => new URL(link.href).pathname,
  );

it("asks for the session on every page, and for a route's data and code on its path", () => {
  runInlineScript('/landing');
  expect(asked).toEqual(['/api/users/me']);
  expect(preloads()).toEqual([]);

  asked = [];
  runInlineScript('/list/0193c4d2-0000-7000-8000-000000000000');
  expect(asked).toEqual([
    '/api/users/me',
    '/api/lists/0193c4d2-0000-7000-8000-000000000000',
    '/api/lists/0193c4d2-0000-7000-8000-000000000000/insight',
  ]);
  expect(preloads()).toEqual(['/assets/Review-3.js']);
});

it('answers the API client once with what it started, then the client asks the server', async () => {
  runInlineScript('/dashboard');
  expect(asked).toEqual(['/api/users/me', '/api/lists']);
  expect(preloads()).toEqual(['/assets/Dashboard-1.js', '/assets/Modal-2.js']);

  expect(await read(api.users.me.$get())).toEqual({ user: { answer: 1 } });
  expect(asked).toHaveLength(2);
  expect(await read(api.users.me.$get())).toEqual({ user: { answer: 3 } });
  expect(asked).toEqual(['/api/users/me', '/api/lists', '/api/users/me']);
});

it('leaves an answer older than a route prefetch stays fresh to the server', async () => {
  runInlineScript('/dashboard');
  const started = (window as unknown as Record<string, BootRequests>)[BOOT_GLOBAL];
  const session = started?.['/api/users/me'];
  if (session) session.startedAt -= BOOT_ANSWER_FRESH_MS;

  await read(api.users.me.$get());
  expect(asked).toEqual(['/api/users/me', '/api/lists', '/api/users/me']);
});
