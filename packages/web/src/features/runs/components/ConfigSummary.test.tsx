import { completedList, openDashboard, type Seeder } from '@leadgen/test-utils/web';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { creditOffersQuery } from '../../../lib/use-credit-offers';
import { SESSION_KEY } from '../../../lib/use-session';

let opened: Awaited<ReturnType<typeof openDashboard>> | undefined;
afterEach(async () => {
  opened?.app.unmount();
  await opened?.app.close();
  opened = undefined;
});

const WAIT = { timeout: 5000 };

const summary = () => within(screen.getByRole('region', { name: 'Configuration' }));
const estimateText = () => screen.getByTestId('estimate-summary').textContent;

/** A run screen of a user whose first list, of natgeo's followers, holds `known` people. */
async function openWithKnown(path: string, known: number) {
  let listId = '';
  opened = await openDashboard({
    path,
    seed: async ({ server, me }: Seeder) => {
      listId = (await completedList(server, me, { max: known, target: 'natgeo' })).listId;
    },
  });
  // the balance the first list left: $0.500 less 0.008 a profile
  const balance = `$${((500 - known * 8) / 1000).toFixed(3)}`;
  await waitFor(() => expect(summary().getByText(balance)).toBeTruthy(), WAIT);
  // the price per profile the local estimate counts with, as the server answers it
  await waitFor(() => expect(summary().getByText(/^Each profile found costs \$0\.008;/)).toBeTruthy(), WAIT);
  return { ...opened, listId };
}

const fillDiscovery = (target: string, max: string) => {
  fireEvent.change(screen.getByLabelText('Target account 1'), { target: { value: target } });
  fireEvent.change(screen.getByLabelText('Max profiles'), { target: { value: max } });
};

it("shows the server's estimate, with the people already known, after the local one", async () => {
  await openWithKnown('/new-campaign', 5);
  fillDiscovery('natgeo', '10');
  // at once: the local estimate, as if nobody were known
  expect(estimateText()).toBe('10 profiles: $0.080');
  expect(summary().getByText('$0.080')).toBeTruthy();
  await waitFor(() => expect(estimateText()).toBe('10 profiles: 5 already known, 5 to enrich: $0.040'), WAIT);
  expect(summary().getByText('$0.040')).toBeTruthy();
  // another target: the answer for natgeo is not this run's, so the local estimate shows again
  fillDiscovery('nasa', '10');
  expect(estimateText()).toBe('10 profiles: $0.080');
});

it('warns about the balance by the profiles to enrich, not the profiles asked for', async () => {
  await openWithKnown('/new-campaign', 5);
  // $0.460 pays for 57 profiles: 62 asked for, of which 5 known, is 57 to enrich
  fillDiscovery('natgeo', '62');
  expect(summary().getByText('Your balance covers 57 profiles: the run is capped to 57.')).toBeTruthy();
  await waitFor(
    () => expect(estimateText()).toBe('62 profiles: 5 already known, 57 to enrich: $0.456'),
    WAIT,
  );
  expect(summary().queryByText(/Your balance covers/)).toBeNull();
  // 64 asked for is 59 to enrich: capped to the 57 paid for and the 5 known, free
  fillDiscovery('natgeo', '64');
  await waitFor(() => expect(estimateText()).toMatch(/^64 profiles: 5 already known/), WAIT);
  expect(summary().getByText('Your balance covers 62 profiles: the run is capped to 62.')).toBeTruthy();
});

it("says 'Not enough credits' only when the balance pays for nobody and nobody is known", async () => {
  const { app, me } = await openWithKnown('/new-campaign', 5);
  await app.server.store.ledger.charge(me.id, { millicredits: 460, reason: 'test', ref: 'test:drain' });
  // the balance is read again, as a live event would have it
  await act(() => app.client.invalidateQueries({ queryKey: SESSION_KEY }));
  await waitFor(() => expect(summary().getByText('$0.000')).toBeTruthy(), WAIT);
  fillDiscovery('nasa', '10');
  await waitFor(() => expect(summary().getByText('Not enough credits')).toBeTruthy(), WAIT);
  // the 5 known people cost nothing: the run is capped to them
  fillDiscovery('natgeo', '10');
  await waitFor(
    () => expect(summary().getByText('Your balance covers 5 profiles: the run is capped to 5.')).toBeTruthy(),
    WAIT,
  );
});

it('counts the usernames of a custom list already known', async () => {
  const { app, me, listId } = await openWithKnown('/custom-campaign', 3);
  const page = await app.server.call('GET', `/api/lists/${listId}/profiles`, undefined, me);
  const { profiles } = (await page.json()) as { profiles: { username: string }[] };
  const field = screen.getByLabelText('Instagram usernames');
  for (const username of [...profiles.map((p) => p.username), 'nasa']) {
    fireEvent.change(field, { target: { value: username } });
    fireEvent.keyDown(field, { key: 'Enter' });
  }
  expect(estimateText()).toBe('4 profiles: $0.032');
  await waitFor(() => expect(estimateText()).toBe('4 profiles: 3 already known, 1 to enrich: $0.008'), WAIT);
  expect(summary().getByText('$0.008')).toBeTruthy();
});

it('keeps the local estimate when the server cannot answer', async () => {
  await openWithKnown('/new-campaign', 5);
  const appFetch = globalThis.fetch;
  let asked = 0;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(String(input), 'http://localhost').pathname !== '/api/lists/discovery/estimate')
      return appFetch(input, init);
    asked++;
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
  fillDiscovery('natgeo', '10');
  await waitFor(() => expect(asked).toBe(1), WAIT);
  expect(estimateText()).toBe('10 profiles: $0.080');
  expect(summary().getByText('$0.080')).toBeTruthy();
  globalThis.fetch = appFetch;
});

it("estimates at the server's price per profile until the server's estimate comes", async () => {
  const { app } = await openWithKnown('/new-campaign', 5);
  const appFetch = globalThis.fetch;
  // a server that charges 0.01 a profile, and whose estimate has not come yet
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/lists/discovery/estimate') throw new TypeError('Failed to fetch');
    const res = await appFetch(input, init);
    return path === '/api/credits/packs'
      ? Response.json({ ...(await res.json()), credits_per_profile: 0.01 })
      : res;
  }) as typeof fetch;
  await act(() => app.client.invalidateQueries({ queryKey: creditOffersQuery.queryKey }));
  await waitFor(() => expect(summary().getByText(/^Each profile found costs \$0\.010;/)).toBeTruthy(), WAIT);
  fillDiscovery('nasa', '10');
  expect(estimateText()).toBe('10 profiles: $0.100');
  expect(summary().getByText('$0.100')).toBeTruthy();
  // $0.460 pays for 46 profiles at 0.01
  fillDiscovery('nasa', '50');
  expect(summary().getByText('Your balance covers 46 profiles: the run is capped to 46.')).toBeTruthy();
  globalThis.fetch = appFetch;
});
