import { messages } from '@leadgen/core/domain';
import { discoverPayload } from '@leadgen/test-utils/core';
import {
  captureDownloads,
  completedList,
  openDashboard,
  runJobs,
  type Seeder,
} from '@leadgen/test-utils/web';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { type JobEvent, jobEventKey } from '../../../lib/use-live-events';

let opened: Awaited<ReturnType<typeof openDashboard>> | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  opened?.app.unmount();
  await opened?.app.close();
  opened = undefined;
});

/** The dashboard's lists tab with one completed list of natgeo's followers. */
async function withList() {
  let listId = '';
  opened = await openDashboard({
    path: '/dashboard?tab=lists',
    seed: async ({ server, me }) => {
      listId = (await completedList(server, me, { target: 'natgeo' })).listId;
    },
  });
  const row = await screen.findByRole('listitem', { name: 'natgeo' });
  return { row, listId, opened };
}

/** A list of nasa's followers a run is filling (processing). */
const processingList = (server: Seeder['server'], userId: string) =>
  server.store.lists.create(userId, {
    name: 'nasa - followers - Jan 5',
    target_accounts: ['nasa'],
    search_type: 'followers',
    max_profiles: 50,
    instagram_session_id: null,
  });

/** The list's full name, read through the API. */
const listName = async (listId: string) => {
  if (!opened) throw new Error('no dashboard open');
  const res = await opened.app.server.call('GET', `/api/lists/${listId}`, undefined, opened.me);
  return ((await res.json()) as { list: { name: string } }).list.name;
};

it('renames only the part of the name before " - " and keeps the rest', async () => {
  const { row, listId } = await withList();
  const before = await listName(listId);
  expect(before).toMatch(/^natgeo - followers - \w{3} \d{1,2}$/);
  fireEvent.click(within(row).getByRole('button', { name: 'Rename list natgeo' }));
  const input = within(row).getByRole('textbox', { name: 'New name for list natgeo' }) as HTMLInputElement;
  expect(input.value).toBe('natgeo');
  fireEvent.change(input, { target: { value: '  Photographers ' } });
  fireEvent.keyDown(input, { key: 'Enter' });
  expect((await screen.findByRole('status')).textContent).toBe('List renamed successfully');
  expect(await screen.findByRole('listitem', { name: 'Photographers' })).toBeTruthy();
  expect(await listName(listId)).toBe(before.replace(/^natgeo/, 'Photographers'));
});

it('cancels a rename left empty', async () => {
  const { row, listId } = await withList();
  const before = await listName(listId);
  fireEvent.click(within(row).getByRole('button', { name: 'Rename list natgeo' }));
  const input = within(row).getByRole('textbox', { name: 'New name for list natgeo' });
  fireEvent.change(input, { target: { value: '   ' } });
  fireEvent.blur(input);
  expect(within(row).queryByRole('textbox')).toBeNull();
  expect(within(row).getByRole('button', { name: /^natgeo/ })).toBeTruthy();
  expect(await listName(listId)).toBe(before);
});

it('deletes in two steps; a click elsewhere cancels the first', async () => {
  const { row, listId } = await withList();
  fireEvent.click(within(row).getByRole('button', { name: 'Delete list natgeo' }));
  expect(within(row).getByRole('button', { name: 'Confirm Delete' })).toBeTruthy();
  fireEvent.click(document.body);
  expect(within(row).queryByRole('button', { name: 'Confirm Delete' })).toBeNull();
  fireEvent.click(within(row).getByRole('button', { name: 'Delete list natgeo' }));
  fireEvent.click(within(row).getByRole('button', { name: 'Confirm Delete' }));
  expect((await screen.findByRole('status')).textContent).toBe('List deleted successfully');
  await waitFor(() => expect(screen.queryByRole('listitem', { name: 'natgeo' })).toBeNull());
  expect(await screen.findByText('No lists yet')).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'Lists (0)' })).toBeTruthy();
  const res = await opened?.app.server.call('GET', `/api/lists/${listId}`, undefined, opened.me);
  expect(res?.status).toBe(404);
});

it('shows a full progress ring on a completed list (spec §4)', async () => {
  const { row } = await withList();
  const ring = within(row).getByRole('progressbar', { name: 'Progress of list natgeo' });
  expect(ring.getAttribute('aria-valuenow')).toBe('100');
});

it('downloads the CSV with the spec toasts', async () => {
  const { row } = await withList();
  const { saved } = captureDownloads();
  fireEvent.click(within(row).getByRole('button', { name: 'Download CSV' }));
  expect(await screen.findByText('CSV downloaded successfully!')).toBeTruthy();
  // the outcome in the progress toast's place (toasts.test.tsx)
  expect(screen.queryByText('Preparing CSV download...')).toBeNull();
  expect(saved).toHaveLength(1);
  expect(saved[0]?.name).toMatch(/^natgeo_+followers_.+_leads\.csv$/);
  expect((await saved[0]?.text)?.split('\n')[0]).toContain('"Username","Full Name"');
});

it("says 'No profiles found in this campaign' for the CSV of a list without profiles", async () => {
  const { row, listId, opened } = await withList();
  const page = await opened.app.server.call('GET', `/api/lists/${listId}/profiles`, undefined, opened.me);
  const { profiles } = (await page.json()) as { profiles: { id: string }[] };
  await opened.app.server.call(
    'DELETE',
    `/api/lists/${listId}/profiles`,
    { profileIds: profiles.map((p) => p.id) },
    opened.me,
  );
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
  fireEvent.click(within(row).getByRole('button', { name: 'Download CSV' }));
  expect((await screen.findByRole('alert')).textContent).toBe('No profiles found in this campaign');
  expect(click).not.toHaveBeenCalled();
});

it('shows a live progress ring for a list a run is filling', async () => {
  let jobId = '';
  let listId = '';
  opened = await openDashboard({
    path: '/dashboard?tab=lists',
    seed: async ({ server, me }) => {
      const list = await processingList(server, me.id);
      listId = list.id;
      jobId = (await server.store.jobs.enqueue(me.id, 'discover', { ...discoverPayload(), listId: list.id }))
        .id;
    },
  });
  const row = await screen.findByRole('listitem', { name: 'nasa' });
  expect(within(row).getByText('processing')).toBeTruthy();
  const ring = within(row).getByRole('progressbar', { name: 'Progress of list nasa' });
  expect(ring.getAttribute('aria-valuenow')).toBe('50');
  // a job event as the live stream sends it (GET /api/events): the job's own snake_case names
  const progress = {
    step: 'Enriching',
    step_index: 3,
    step_count: 4,
    percent: 73,
    discovered: 50,
    enriched: 30,
    failed: 0,
    notice: null,
  };
  act(() => {
    opened?.app.client.setQueryData<JobEvent>(jobEventKey(jobId), {
      job_id: jobId,
      kind: 'discover',
      list_id: listId,
      status: 'running',
      progress,
      error: null,
    });
  });
  await waitFor(() => expect(ring.getAttribute('aria-valuenow')).toBe('73'));
  expect(within(row).queryByRole('link', { name: 'View List' })).toBeNull();
  // a run's earlier step (22%) never moves the ring back below the spec's 50
  act(() => {
    opened?.app.client.setQueryData<JobEvent>(jobEventKey(jobId), {
      job_id: jobId,
      kind: 'discover',
      list_id: listId,
      status: 'running',
      progress: { ...progress, step_index: 2, step: 'Discovering', percent: 22 },
      error: null,
    });
  });
  await waitFor(() => expect(ring.getAttribute('aria-valuenow')).toBe('50'));
});

it('starts the ring where the run is when the dashboard opens mid-run, not at 50', async () => {
  opened = await openDashboard({
    path: '/dashboard?tab=lists',
    seed: async ({ server, me }) => {
      const list = await processingList(server, me.id);
      const job = await server.store.jobs.enqueue(me.id, 'discover', {
        ...discoverPayload(),
        listId: list.id,
      });
      await server.store.jobLeases.claim('w1', 30_000, undefined, job.id);
      const progress = {
        step: 'Enriching',
        stepIndex: 3,
        stepCount: 4,
        percent: 72,
        discovered: 50,
        enriched: 20,
        failed: 0,
      };
      await server.store.jobLeases.setProgress(job.id, 'w1', progress, 30_000);
    },
  });
  const row = await screen.findByRole('listitem', { name: 'nasa' });
  const ring = within(row).getByRole('progressbar', { name: 'Progress of list nasa' });
  expect(ring.getAttribute('aria-valuenow')).toBe('72');
});

it('tries a failed list’s run again from its row: it continues the list and completes', async () => {
  let listId = '';
  opened = await openDashboard({
    path: '/dashboard?tab=lists',
    seed: async ({ server, me }) => {
      // the discovery's 3 Apify requests pass; the enrichment's first is refused: the run fails
      const pass = { service: 'apify' } as const;
      server.sandbox.update({ faults: { next: [pass, pass, pass, { service: 'apify', status: 401 }] } });
      const input = { targets: ['natgeo'], type: 'followers', maxProfiles: 3 };
      await server.call('POST', '/api/lists/discovery', input, me);
      await runJobs(server);
      listId = (await server.store.lists.list(me.id))[0]?.id ?? '';
    },
  });
  const row = await screen.findByRole('listitem', { name: 'natgeo' });
  expect(within(row).getByText(/^failed$/i)).toBeTruthy();
  // why it failed, as core stored it, in view without expanding the row
  const stored = (await opened.app.server.store.lists.get(opened.me.id, listId))?.error ?? '';
  expect(stored).toMatch(/Apify/);
  expect(within(row).getByTestId('run-failure').textContent).toBe(stored);
  expect(within(row).getByTestId('run-failure').closest('[hidden]')).toBeNull();
  fireEvent.click(within(row).getByRole('button', { name: 'Try again: list natgeo' }));
  const server = opened.app.server;
  await waitFor(async () =>
    expect((await server.store.jobs.list(opened?.me.id ?? ''))[0]?.status).toBe('queued'),
  );
  await runJobs(server);
  expect((await server.store.lists.get(opened.me.id, listId))?.status).toBe('completed');
  expect(await server.store.ledger.balance(opened.me.id)).toBe(500 - 3 * 8);
});

it('shows what a canceled run looked up, says the rest can be resumed, and offers Try again', async () => {
  opened = await openDashboard({
    path: '/dashboard?tab=lists',
    seed: async ({ server, me }) => {
      const { listId } = await completedList(server, me, { target: 'natgeo' });
      // the run had found 3 more it never looked up, and was canceled: the list is still being made
      await server.store.profiles.insertMany(
        me.id,
        listId,
        ['late_1', 'late_2', 'late_3'].map((username) => ({
          username,
          connection_type: 'followers' as const,
          source_username: 'natgeo',
        })),
      );
      await server.store.db
        .updateTable('jobs')
        .set({ status: 'canceled' })
        .where('user_id', '=', me.id)
        .execute();
      await server.store.db
        .updateTable('search_lists')
        .set({ status: 'processing' })
        .where('id', '=', listId)
        .execute();
    },
  });
  const row = await screen.findByRole('listitem', { name: 'natgeo' });
  expect(within(row).getByTestId('unsettled-notice').textContent).toBe(
    'Showing the 5 profiles looked up. 3 more were found and not paid for; resume the run to add them.',
  );
  expect(within(row).getByText(/· 5 profiles/)).toBeTruthy();
  expect(within(row).getByRole('button', { name: 'Try again: list natgeo' })).toBeTruthy();
});

it('shows a list paused for credits with a yellow chip, its message and Try again, which finishes it', async () => {
  const paused = messages.runPausedForCredits(5, 3);
  let listId = '';
  opened = await openDashboard({
    path: '/dashboard?tab=lists',
    seed: async ({ server, me }) => {
      listId = (await completedList(server, me, { target: 'natgeo' })).listId;
      // the run found 3 more it could not pay for: they wait, pending, and its job failed for credits
      await server.store.profiles.insertMany(
        me.id,
        listId,
        ['late_1', 'late_2', 'late_3'].map((username) => ({
          username,
          connection_type: 'followers' as const,
          source_username: 'natgeo',
        })),
      );
      await server.store.db
        .updateTable('jobs')
        .set({ status: 'failed', error: paused, error_code: 'INSUFFICIENT_CREDITS' })
        .where('user_id', '=', me.id)
        .execute();
      await server.store.db
        .updateTable('search_lists')
        .set({ status: 'paused', error: paused })
        .where('id', '=', listId)
        .execute();
    },
  });
  const row = await screen.findByRole('listitem', { name: 'natgeo' });
  const chip = within(row).getByText(/^paused$/i);
  expect(chip.className).toContain('bg-amber-100');
  // a pause is no failure: its message is a warning, not an error
  const message = within(row).getByTestId('run-failure');
  expect(message.textContent).toBe(paused);
  expect(message.className).toContain('text-amber-800');
  expect(within(row).queryByRole('link', { name: 'View List' })).toBeNull();
  const server = opened.app.server;
  const before = (await server.store.ledger.balance(opened.me.id)) ?? 0;
  fireEvent.click(within(row).getByRole('button', { name: 'Try again: list natgeo' }));
  await waitFor(async () =>
    expect((await server.store.jobs.list(opened?.me.id ?? ''))[0]?.status).toBe('queued'),
  );
  await runJobs(server);
  expect(await server.store.lists.get(opened.me.id, listId)).toMatchObject({
    status: 'completed',
    error: null,
  });
  // only the 3 waiting were enriched and paid for
  expect(await server.store.ledger.balance(opened.me.id)).toBe(before - 3 * 8);
});
