import { completedList, openDashboard, runJobs } from '@leadgen/test-utils/web';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';

// Watchlists in the browser (issue 34): "Watch" on a discovery list opens the Watches page with
// the new watch; Run now runs it (the test's worker stands in for the server's) and the card shows
// the run's new people; Remove takes two clicks.

let opened: Awaited<ReturnType<typeof openDashboard>> | undefined;
afterEach(async () => {
  opened?.app.unmount();
  await opened?.app.close();
  opened = undefined;
});

it('watches a discovery list from the dashboard, runs it now and removes it on the Watches page', async () => {
  opened = await openDashboard({
    path: '/dashboard?tab=lists',
    seed: async ({ server, me }) => {
      await server.store.ledger.grant(me.id, { millicredits: 20_000, reason: 'test', ref: 'watch-test' });
      await completedList(server, me, { target: 'natgeo', max: 5 });
    },
  });
  const row = await screen.findByRole('listitem', { name: 'natgeo' });
  fireEvent.click(within(row).getByRole('button', { name: 'Watch' }));

  const card = await screen.findByTestId('watch-card');
  expect(card.textContent).toContain('@natgeo');
  expect(card.textContent).toContain('every 1d');
  expect(within(card).getByTestId('watch-new').textContent).toBe('–');

  fireEvent.click(within(card).getByRole('button', { name: 'Run now' }));
  await waitFor(() => expect(within(card).getByTestId('watch-next').textContent).toBe('Running…'));
  await runJobs(opened.app.server);
  // back on the page, the watches are read again: the run's new people (the list's 5 were seen)
  const { router } = opened.app;
  await act(() => router.navigate('/dashboard'));
  await act(() => router.navigate('/watches'));
  const after = await screen.findByTestId('watch-card');
  await waitFor(() =>
    expect(Number(within(after).getByTestId('watch-new').textContent)).toBeGreaterThanOrEqual(90),
  );
  expect(within(after).getByTestId('watch-missed').textContent).toBe('–');

  fireEvent.click(within(after).getByRole('button', { name: 'Remove' }));
  fireEvent.click(within(after).getByRole('button', { name: 'Confirm remove' }));
  expect(await screen.findByTestId('no-watches')).toBeTruthy();
}, 60_000);

it('badges a watch’s new people in lead review, and they are new no more once shown', async () => {
  let listId = '';
  opened = await openDashboard({
    path: '/dashboard',
    seed: async ({ server, me }) => {
      const created = await server.call(
        'POST',
        '/api/watches',
        { target: 'nasa', type: 'followers', every: '1d', maxProfiles: 5 },
        me,
      );
      const { watch } = (await created.json()) as { watch: { id: string; search_list_id: string } };
      listId = watch.search_list_id;
      await server.call('POST', `/api/watches/${watch.id}/run`, {}, me);
      await runJobs(server);
    },
  });
  const { app, me } = opened;
  await act(() => app.router.navigate(`/list/${listId}`));
  expect((await screen.findAllByText('New')).length).toBe(5);
  const isNew = async () => {
    const res = await app.server.call('GET', `/api/lists/${listId}/profiles`, undefined, me);
    return ((await res.json()) as { profiles: { is_new: boolean }[] }).profiles.map((row) => row.is_new);
  };
  await waitFor(async () => expect(await isNew()).toEqual([false, false, false, false, false]));
}, 60_000);
