import { act, screen } from '@testing-library/react';
import { completedList, openDashboard, type Seeder } from './open-dashboard';

/** An app a component test opened: the rendered app and the signed-in user's session. */
export type OpenedApp = Awaited<ReturnType<typeof openDashboard>>;

/** The JSON of a GET through the test server, as the signed-in user of `opened`. */
export async function apiGet<T>(opened: OpenedApp, path: string): Promise<T> {
  return (await (await opened.app.server.call('GET', path, undefined, opened.me)).json()) as T;
}

/**
 * The method and path of every request the page sent through a spy on `fetch`, read when
 * called: what a test holds "no page was read for this" to.
 *
 * @example
 * const requests = requestsFrom(vi.spyOn(globalThis, 'fetch'));
 * expect(requests()).toEqual([]);
 */
export function requestsFrom(spy: { mock: { calls: unknown[][] } }) {
  return () =>
    spy.mock.calls.map(([input, init]) => {
      const request = input instanceof Request ? input : undefined;
      const url = new URL(request?.url ?? String(input), 'http://localhost');
      return {
        method: (init as RequestInit | undefined)?.method ?? request?.method ?? 'GET',
        path: url.pathname,
      };
    });
}

/**
 * Opens a dashboard seeded by `seed`, then `path(seeded)` once the seed's ids are known, and
 * waits for `ready`. If the page never gets ready the app is closed before the error is thrown,
 * so a test that never received it leaks nothing.
 */
async function openSeeded<T>(
  seed: (seeder: Seeder) => Promise<T>,
  path: (seeded: T) => string,
  ready: () => Promise<unknown>,
): Promise<OpenedApp & { seeded: T }> {
  let seeded: T | undefined;
  const opened = await openDashboard({
    path: '/landing',
    seed: async (seeder) => {
      seeded = await seed(seeder);
    },
  });
  try {
    await act(() => opened.app.router.navigate(path(seeded as T)));
    await ready();
  } catch (error) {
    opened.app.unmount();
    await opened.app.close();
    throw error;
  }
  return { ...opened, seeded: seeded as T };
}

/** The lead review of a completed list of `max` natgeo followers, its rows shown. */
export async function openLeadReview(max = 12): Promise<OpenedApp & { listId: string }> {
  const opened = await openSeeded(
    async ({ server, me }) => (await completedList(server, me, { target: 'natgeo', max })).listId,
    (listId) => `/list/${listId}`,
    () => screen.findByRole('list', { name: 'Profiles' }),
  );
  return { ...opened, listId: opened.seeded };
}

/** A list's profiles as the lead review's API answers them (up to 1,000), with their messages. */
export async function leadReviewProfiles<P>(opened: OpenedApp, listId: string): Promise<P[]> {
  return (await apiGet<{ profiles: P[] }>(opened, `/api/lists/${listId}/profiles?limit=1000`)).profiles;
}

/**
 * The create-campaign screen with two completed lists of 20 (natgeo, nasa), its candidates
 * shown; `path` may preselect one (`(lists) => '/create-campaign?list=' + lists.natgeo`).
 */
export async function openCreateCampaign(
  path: (lists: { natgeo: string; nasa: string }) => string = () => '/create-campaign',
): Promise<OpenedApp & { lists: { natgeo: string; nasa: string } }> {
  const opened = await openSeeded(
    async ({ server, me }) => ({
      natgeo: (await completedList(server, me, { target: 'natgeo', max: 20 })).listId,
      nasa: (await completedList(server, me, { target: 'nasa', max: 20 })).listId,
    }),
    path,
    () => screen.findAllByRole('checkbox', { name: /^Select @/ }),
  );
  return { ...opened, lists: opened.seeded };
}

/**
 * Records the query of every GET /api/profiles the page sends from now on (renderApp's `fetch`
 * is per test, so the wrapper goes with it).
 */
export function recordProfileQueries(): URLSearchParams[] {
  const queries: URLSearchParams[] = [];
  const inner = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.origin === 'http://localhost' && url.pathname === '/api/profiles') queries.push(url.searchParams);
    return inner(input, init);
  }) as typeof fetch;
  return queries;
}
