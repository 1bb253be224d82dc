import { recordAssign, renderApp } from '@leadgen/test-utils/web';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { creditOffersQuery } from '../../lib/use-credit-offers';

let app: Awaited<ReturnType<typeof renderApp>> | undefined;
let assign: ReturnType<typeof recordAssign> | undefined;
afterEach(async () => {
  assign?.restore();
  app?.unmount();
  await app?.close();
});

it('shows the balance and the packs: 10 selected first, 20 the most popular', async () => {
  app = await renderApp('/settings', { signedInAs: 'ana@example.com' });
  expect((await screen.findByTestId('credits-balance')).textContent).toBe('$0.500');
  expect(await screen.findByText('Covers 62 profiles at $0.008 each.')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Top Up Credits' }));
  const packs = screen.getAllByRole('radio') as HTMLInputElement[];
  expect(packs.map((pack) => [pack.value, pack.checked])).toEqual([
    ['credits_10', true],
    ['credits_20', false],
    ['credits_50', false],
    ['credits_100', false],
  ]);
  expect(screen.getByText('Most popular')).toBeTruthy();
  expect(screen.getByText('Best value for most users')).toBeTruthy();
});

it("covers profiles at the server's price per profile, not one of its own", async () => {
  app = await renderApp('/settings', { signedInAs: 'ana@example.com' });
  await screen.findByText('Covers 62 profiles at $0.008 each.');
  // a server that charges 0.01 a profile: the card shows and counts by its answer
  const working = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const res = await working(input, init);
    if (!String(input).includes('/api/credits/packs')) return res;
    return Response.json({ ...(await res.json()), credits_per_profile: 0.01 });
  }) as typeof fetch;
  await app.client.invalidateQueries({ queryKey: creditOffersQuery.queryKey });
  expect(await screen.findByText('Covers 50 profiles at $0.010 each.')).toBeTruthy();
  expect(screen.getByTestId('credits-balance').textContent).toBe('$0.500');
});

it("sends the browser to the payment provider's checkout for the chosen pack", async () => {
  assign = recordAssign();
  app = await renderApp('/settings', { signedInAs: 'ana@example.com' });
  fireEvent.click(await screen.findByRole('button', { name: 'Top Up Credits' }));
  const asked: unknown[] = [];
  const working = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).includes('/api/billing/checkout')) asked.push(JSON.parse(String(init?.body)));
    return working(input, init);
  }) as typeof fetch;
  fireEvent.click(screen.getByRole('radio', { name: /50 credits/ }));
  fireEvent.click(screen.getByRole('button', { name: 'Buy for $50' }));
  await waitFor(() => expect(assign?.urls).toHaveLength(1));
  expect(asked).toEqual([{ packId: 'credits_50' }]);
  expect(assign.urls[0]).toMatch(new RegExp(`^${app.server.sandbox.url}/checkout/cs_test_`));
  expect((screen.getByRole('button', { name: 'Redirecting...' }) as HTMLButtonElement).disabled).toBe(true);
});

it("says 'Failed to start payment process' when checkout cannot start", async () => {
  app = await renderApp('/settings', { signedInAs: 'ana@example.com' });
  await screen.findByRole('button', { name: 'Top Up Credits' });
  const working = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).includes('/api/billing/checkout')
      ? Promise.reject(new TypeError('Failed to fetch'))
      : working(input, init)) as typeof fetch;
  fireEvent.click(screen.getByRole('button', { name: 'Top Up Credits' }));
  fireEvent.click(screen.getByRole('button', { name: 'Buy for $10' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Failed to start payment process');
});
