import { messages } from '@leadgen/core/domain';
import { renderApp } from '@leadgen/test-utils/web';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
afterEach(async () => {
  app?.unmount();
  await app?.close();
  app = undefined;
});

const WAIT = { timeout: 5000 };

/** The server's job runner, imported once render-app has loaded the app (see NewCampaignRoute.test). */
const runJobs = async (server: NonNullable<typeof app>['server']) =>
  (await import('@leadgen/test-utils/server')).runJobs(server);
/** A followers actor that logs in to Instagram with the user's cookie (DESIGN.md §9). */
const COOKIE_ACTOR = { LEADGEN_APIFY_FOLLOWERS_ACTOR: 'aizen0~instagram-follower-following-scraper' };

const open = async (apifyEnv?: Record<string, string>) => {
  app = await renderApp('/new-campaign', { signedInAs: 'ana@example.com', ...(apifyEnv && { apifyEnv }) });
  await screen.findByRole('heading', { name: 'Create Instagram Discovery Campaign' }, WAIT);
  await waitFor(() => expect(app?.client.getQueryData(['config'])).toBeDefined(), WAIT);
  const user = await app.server.store.users.findByEmail('ana@example.com');
  return { server: app.server, userId: user?.id ?? '' };
};
const start = (target: string, max: string, sessionId?: string) => {
  fireEvent.change(screen.getAllByLabelText(/^Target account \d$/)[0] as HTMLInputElement, {
    target: { value: target },
  });
  fireEvent.change(screen.getByLabelText('Max profiles'), { target: { value: max } });
  if (sessionId)
    fireEvent.change(screen.getByLabelText('Instagram session ID'), { target: { value: sessionId } });
  fireEvent.click(screen.getByRole('button', { name: 'Start Discovery' }));
};
const tryAgain = () => fireEvent.click(screen.getByRole('button', { name: 'Try again' }));

it('retries a run a provider fault failed: it continues its list and charges only what was missing', async () => {
  const { server, userId } = await open();
  // the discovery's 6 Apify requests pass (the target's lookup and its discovery run: start, wait,
  // items each); the enrichment's first is refused (never retried)
  const pass = { service: 'apify' } as const;
  const discovery = Array.from({ length: 6 }, () => pass);
  server.sandbox.update({ faults: { next: [...discovery, { service: 'apify', status: 401 }] } });
  const balance = (await server.store.ledger.balance(userId)) ?? 0;
  start('natgeo', '5');
  expect(await screen.findByRole('heading', { name: 'Run in progress' }, WAIT)).toBeTruthy();
  await runJobs(server);
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(messages.apifyTokenRejected), WAIT);
  expect(screen.getByRole('button', { name: 'Start Discovery' })).toBeTruthy();
  expect(await server.store.ledger.balance(userId)).toBe(balance);
  const [list] = await server.store.lists.list(userId);
  // its 5 discovered profiles were never looked up: shown to no one, and it says so
  expect((await screen.findByTestId('unsettled-notice', undefined, WAIT)).textContent).toBe(
    '5 profiles were found and none looked up or paid for yet; resume the run to add them.',
  );

  tryAgain();
  expect(await screen.findByRole('heading', { name: 'Run in progress' }, WAIT)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
  const requests = server.sandbox.counters.apify.requests;
  await runJobs(server);
  expect(await screen.findByRole('heading', { name: 'Run complete' }, WAIT)).toBeTruthy();
  expect(await screen.findByText('✓ Your list is ready: 5 profiles found.', undefined, WAIT)).toBeTruthy();
  // the same list, its discovered rows kept: only the enrichment ran again (start, wait, items)
  expect(server.sandbox.counters.apify.requests - requests).toBe(3);
  const lists = await server.store.lists.list(userId);
  expect(lists.map((l) => [l.id, l.status, l.profiles_found])).toEqual([[list?.id, 'completed', 5]]);
  expect(await server.store.ledger.balance(userId)).toBe(balance - 5 * 8);
  expect(screen.getByRole('link', { name: 'View List' }).getAttribute('href')).toBe(`/list/${list?.id}`);
}, 30_000);

it('asks for the session id again to retry a canceled run whose actor logs in to Instagram', async () => {
  const { server, userId } = await open(COOKIE_ACTOR);
  start('natgeo', '5', 'sess-1');
  expect(await screen.findByRole('heading', { name: 'Run in progress' }, WAIT)).toBeTruthy();
  const [job] = await server.store.jobs.list(userId);
  await server.store.jobs.cancel(userId, job?.id ?? '');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy(), WAIT);
  expect(screen.getByRole('alert').textContent).toBe(messages.failedToCreateCampaignRetry);

  const posted: unknown[] = [];
  const appFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), 'http://localhost').pathname.endsWith('/resume'))
      posted.push(JSON.parse(String(init?.body)));
    return appFetch(input, init);
  }) as typeof fetch;
  tryAgain();
  const field = (await screen.findByLabelText('Instagram session ID for this try')) as HTMLInputElement;
  expect(field.type).toBe('password');
  tryAgain();
  await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(messages.sessionIdRequired));
  expect(posted).toEqual([]);
  fireEvent.change(field, { target: { value: ' sess-2 ' } });
  tryAgain();
  expect(await screen.findByRole('heading', { name: 'Run in progress' }, WAIT)).toBeTruthy();
  expect(posted).toEqual([{ sessionId: 'sess-2' }]);
  // the actor refuses a run without the cookie: it got the new one, and the list keeps none of it
  await runJobs(server);
  expect(await screen.findByRole('heading', { name: 'Run complete' }, WAIT)).toBeTruthy();
  const [list] = await server.store.lists.list(userId);
  expect(list).toMatchObject({ status: 'completed', profiles_found: 5, instagram_session_id: null });
}, 30_000);

it('stops a run from its screen after asking, and Try again goes on with it', async () => {
  const { server, userId } = await open();
  start('natgeo', '5');
  expect(await screen.findByRole('heading', { name: 'Run in progress' }, WAIT)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Stop run' }));
  const dialog = await screen.findByRole('dialog', { name: 'Stop this run?' });
  // Keep running closes the question, and nothing is stopped
  fireEvent.click(within(dialog).getByRole('button', { name: 'Keep running' }));
  const [job] = await server.store.jobs.list(userId);
  expect(job?.status).toBe('queued');
  fireEvent.click(screen.getByRole('button', { name: 'Stop run' }));
  fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stop run' }));
  await waitFor(
    async () => expect((await server.store.jobs.get(userId, job?.id ?? ''))?.status).toBe('canceled'),
    WAIT,
  );
  expect(await screen.findByRole('button', { name: 'Try again' }, WAIT)).toBeTruthy();
  tryAgain();
  expect(await screen.findByRole('heading', { name: 'Run in progress' }, WAIT)).toBeTruthy();
  await runJobs(server);
  expect(await screen.findByText('✓ Your list is ready: 5 profiles found.', undefined, WAIT)).toBeTruthy();
}, 30_000);
