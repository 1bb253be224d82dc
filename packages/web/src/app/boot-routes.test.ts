import { QueryClient } from '@tanstack/react-query';
import { afterEach, expect, it, vi } from 'vitest';
import { campaignEditQuery, campaignMembersQuery } from '../features/campaigns/api/use-campaign';
import { prefetchDashboard } from '../features/dashboard/api/dashboard-queries';
import { prefetchLeadReview } from '../features/lead-review/api/prefetch-lead-review';
import { BOOT_GLOBAL, startBootRequests } from '../lib/boot-requests';
import { sessionQuery } from '../lib/use-session';
import { BOOT_ALWAYS, BOOT_ROUTES } from './boot-routes';

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>)[BOOT_GLOBAL];
  history.replaceState(null, '', '/');
});

/** The URLs `run` asks the network for. */
async function askedBy(run: () => unknown): Promise<string[]> {
  const asked: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      return Response.json({
        user: null,
        lists: [],
        campaigns: [],
        campaign: {},
        list: {},
        insight: {},
        profiles: [],
        next_cursor: null,
      });
    }),
  );
  await run();
  vi.unstubAllGlobals();
  return asked.sort();
}

/** What the inline script asks for at `path` (its answers are then forgotten). */
const bootAsks = async (path: string) => {
  const asked = await askedBy(() => {
    history.replaceState(null, '', path);
    startBootRequests(
      BOOT_GLOBAL,
      BOOT_ALWAYS,
      BOOT_ROUTES.map(({ module: _, ...route }) => ({ ...route, chunks: [] })),
    );
  });
  delete (window as unknown as Record<string, unknown>)[BOOT_GLOBAL];
  return asked;
};

/** What the app asks for first: the session and what the route's loader prefetches. */
const appAsks = (prefetch: (client: QueryClient) => void) =>
  askedBy(async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    prefetch(client);
    await client.prefetchQuery(sessionQuery);
    await vi.waitFor(() => expect(client.isFetching()).toBe(0));
  });

it("starts the requests the dashboard's loader makes", async () => {
  const asked = await bootAsks('/dashboard');
  expect(asked).toHaveLength(4);
  expect(asked).toEqual(await appAsks(prefetchDashboard));
});

it.each(['/list', '/campaign', '/campaigns'])(
  "starts the requests lead review's loader makes at %s/:id",
  async (prefix) => {
    const id = '0193c4d2-0000-7000-8000-000000000000';
    const asked = await bootAsks(`${prefix}/${id}`);
    expect(asked).toHaveLength(4);
    expect(asked).toEqual(await appAsks((client) => prefetchLeadReview(client, id)));
  },
);

it("starts the edit screen's reads of the campaign and its first profiles", async () => {
  const id = '0193c4d2-0000-7000-8000-000000000000';
  const asked = await bootAsks(`/edit-campaign/${id}`);
  expect(asked).toHaveLength(3);
  expect(asked).toEqual(
    await appAsks((client) => {
      void client.prefetchQuery(campaignEditQuery(id));
      void client.prefetchInfiniteQuery(campaignMembersQuery(id));
    }),
  );
});

it('starts only the session on other pages', async () => {
  expect(await bootAsks('/campaigns')).toEqual(['/api/users/me']);
  expect(await bootAsks('/list/1/edit')).toEqual(['/api/users/me']);
});
