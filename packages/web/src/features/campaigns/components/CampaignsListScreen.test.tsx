import { CAMPAIGN_STATUSES } from '@leadgen/core/domain';
import { captureDownloads, completedList, openDashboard } from '@leadgen/test-utils/web';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';

let opened: Awaited<ReturnType<typeof openDashboard>> | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  opened?.app.unmount();
  await opened?.app.close();
  opened = undefined;
});

/** One campaign in each of the five statuses, named after it, then /campaigns. */
async function withEveryStatus() {
  opened = await openDashboard({
    path: '/campaigns',
    seed: async ({ server, me }) => {
      const { listId } = await completedList(server, me, { target: 'natgeo', max: 2 });
      for (const status of CAMPAIGN_STATUSES) {
        const res = await server.call('POST', '/api/campaigns', { fromListId: listId, name: status }, me);
        const { campaign } = (await res.json()) as { campaign: { id: string } };
        // the edit screen's free choice (spec §4); the list's own route allows only Pause and Resume
        if (status !== 'draft') await server.call('PATCH', `/api/campaigns/${campaign.id}`, { status }, me);
      }
    },
  });
  await screen.findByRole('heading', { name: 'Your Campaigns' });
  await screen.findByRole('button', { name: 'Delete archived' });
}

const offered = (name: string) =>
  ['Pause', 'Resume'].filter(
    (action) => screen.queryByRole('button', { name: `${action} ${name}` }) !== null,
  );

it('offers Pause only for active campaigns and Resume only for paused ones (spec §4)', async () => {
  await withEveryStatus();
  expect(Object.fromEntries(CAMPAIGN_STATUSES.map((status) => [status, offered(status)]))).toEqual({
    draft: [],
    active: ['Pause'],
    paused: ['Resume'],
    completed: [],
    archived: [],
  });

  fireEvent.click(screen.getByRole('button', { name: 'Pause active' }));
  expect(await screen.findByText('Campaign paused successfully')).toBeTruthy();
  await waitFor(() => expect(offered('active')).toEqual(['Resume']));
  fireEvent.click(screen.getByRole('button', { name: 'Resume active' }));
  expect(await screen.findByText('Campaign active successfully')).toBeTruthy();
  await waitFor(() => expect(offered('active')).toEqual(['Pause']));
});

it('searches by name, description or status, and deletes after asking', async () => {
  await withEveryStatus();
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'PAUSED' } });
  expect(screen.queryByRole('button', { name: 'Delete active' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Delete paused' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Delete paused' }));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(within(dialog).getByRole('button', { name: /Delete/ }));
  expect(await screen.findByText('Campaign deleted successfully')).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete paused' })).toBeNull());
  if (!opened) throw new Error('no screen open');
  const res = await opened.app.server.call('GET', '/api/campaigns', undefined, opened.me);
  const { campaigns } = (await res.json()) as { campaigns: { name: string }[] };
  expect(campaigns.map((c) => c.name).sort()).toEqual(['active', 'archived', 'completed', 'draft']);
});

it('downloads one campaign’s CSV from its card', async () => {
  await withEveryStatus();
  const { saved, paths } = captureDownloads();
  fireEvent.click(screen.getByRole('button', { name: 'Download CSV of paused' }));
  expect(await screen.findByText('CSV downloaded successfully!')).toBeTruthy();
  expect(paths()).toHaveLength(1);
  expect(paths()[0]).toMatch(/^\/api\/campaigns\/[\w-]+\/csv$/);
  expect(saved.map((file) => file.name)).toEqual(['paused_leads.csv']);
});

it("says 'Error loading campaigns' in a 4 s toast and in place of the cards", async () => {
  opened = await openDashboard({ path: '/landing' });
  const app = opened.app;
  const appFetch = globalThis.fetch;
  // the campaigns read fails; everything else reaches the server
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
    new URL(String(input), 'http://localhost').pathname === '/api/campaigns'
      ? Response.json({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, { status: 500 })
      : appFetch(input, init)) as typeof fetch;
  await act(() => app.router.navigate('/campaigns'));
  const toast = await screen.findByText('Error loading campaigns', { selector: '[aria-live] [role=alert]' });
  const shownAt = Date.now();
  expect(screen.getAllByText('Error loading campaigns')).toHaveLength(2);
  await waitFor(() => expect(toast.isConnected).toBe(false), { timeout: 8000, interval: 100 });
  // 4 s, not the 3 s of other screens (found a little after it was shown)
  expect(Date.now() - shownAt).toBeGreaterThan(3500);
});
