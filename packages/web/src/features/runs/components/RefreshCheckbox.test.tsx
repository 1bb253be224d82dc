import { completedList, openDashboard, runJobs } from '@leadgen/test-utils/web';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

let opened: Awaited<ReturnType<typeof openDashboard>> | undefined;
afterEach(async () => {
  opened?.app.unmount();
  await opened?.app.close();
  opened = undefined;
});

const WAIT = { timeout: 5000 };
const REFRESH = 'Refresh: enrich everyone again (charged)';

/** The JSON bodies the page posts to each of `paths` from now on. */
const posted = (...paths: string[]) => {
  const bodies: Record<string, unknown[]> = Object.fromEntries(paths.map((path) => [path, []]));
  const appFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    bodies[path]?.push(JSON.parse(String(init?.body)));
    return appFetch(input, init);
  }) as typeof fetch;
  return bodies;
};

/** /new-campaign for a user whose first list holds 5 of natgeo's followers. */
async function openDiscovery() {
  opened = await openDashboard({
    path: '/new-campaign',
    seed: async ({ server, me }) => {
      await completedList(server, me, { max: 5, target: 'natgeo' });
    },
  });
  await screen.findByRole('heading', { name: 'Create Instagram Discovery Campaign' }, WAIT);
  fireEvent.change(screen.getByLabelText('Target account 1'), { target: { value: 'natgeo' } });
  fireEvent.change(screen.getByLabelText('Max profiles'), { target: { value: '10' } });
  return opened;
}

it('sends refresh with a discovery and its estimate, and the run enriches everyone again', async () => {
  const { app } = await openDiscovery();
  const bodies = posted('/api/lists/discovery/estimate', '/api/lists/discovery');
  const estimate = screen.getByTestId('estimate-summary');
  await waitFor(
    () => expect(estimate.textContent).toBe('10 profiles: 5 already known, 5 to enrich: $0.040'),
    WAIT,
  );
  const refresh = screen.getByLabelText(REFRESH) as HTMLInputElement;
  expect(refresh.checked).toBe(false);
  fireEvent.click(refresh);
  expect(refresh.checked).toBe(true);
  await waitFor(() => expect(estimate.textContent).toBe('10 profiles: $0.080'), WAIT);
  await waitFor(() =>
    expect(bodies['/api/lists/discovery/estimate']?.at(-1)).toMatchObject({ refresh: true }),
  );
  expect(bodies['/api/lists/discovery/estimate']?.[0]).not.toHaveProperty('refresh');

  fireEvent.click(screen.getByRole('button', { name: 'Start Discovery' }));
  expect(await screen.findByRole('heading', { name: 'Run in progress' }, WAIT)).toBeTruthy();
  expect(bodies['/api/lists/discovery']).toEqual([
    { targets: ['natgeo'], type: 'followers', maxProfiles: 10, refresh: true },
  ]);
  await runJobs(app.server);
  expect(await screen.findByText('✓ Your list is ready: 10 profiles found.', undefined, WAIT)).toBeTruthy();
});

it('sends no refresh unless checked, and the run says how many people it reused', async () => {
  const { app } = await openDiscovery();
  const bodies = posted('/api/lists/discovery');
  fireEvent.click(screen.getByRole('button', { name: 'Start Discovery' }));
  expect(await screen.findByRole('heading', { name: 'Run in progress' }, WAIT)).toBeTruthy();
  expect(bodies['/api/lists/discovery']).toEqual([
    { targets: ['natgeo'], type: 'followers', maxProfiles: 10 },
  ]);
  await runJobs(app.server);
  expect(
    await screen.findByText(
      '✓ Your list is ready: 10 profiles found. 5 enriched, 5 already known (not charged).',
      undefined,
      WAIT,
    ),
  ).toBeTruthy();
});

it('sends refresh with a custom list', async () => {
  opened = await openDashboard({ path: '/custom-campaign' });
  await screen.findByRole('heading', { name: 'Create Custom Campaign' }, WAIT);
  const bodies = posted('/api/lists/custom/estimate', '/api/lists/custom');
  const field = screen.getByLabelText('Instagram usernames');
  fireEvent.change(field, { target: { value: 'nasa' } });
  fireEvent.keyDown(field, { key: 'Enter' });
  fireEvent.click(screen.getByLabelText(REFRESH));
  await waitFor(
    () =>
      expect(bodies['/api/lists/custom/estimate']?.at(-1)).toEqual({ usernames: ['nasa'], refresh: true }),
    WAIT,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Launch Campaign' }));
  expect(await screen.findByRole('heading', { name: 'Run in progress' }, WAIT)).toBeTruthy();
  expect(bodies['/api/lists/custom']).toEqual([{ usernames: ['nasa'], refresh: true }]);
});
