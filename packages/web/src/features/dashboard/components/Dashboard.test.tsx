import {
  completedList,
  expectToastShownFor,
  fakeClock,
  openDashboard,
  realClock,
} from '@leadgen/test-utils/web';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { DASHBOARD_TOAST_MS } from '../dashboard-toast';

let opened: Awaited<ReturnType<typeof openDashboard>> | undefined;
afterEach(async () => {
  realClock();
  opened?.app.unmount();
  await opened?.app.close();
  opened = undefined;
});

const tab = (name: RegExp) => screen.findByRole('tab', { name });

it('shows empty tabs with counts, and Create Campaign disabled with the hint without lists', async () => {
  opened = await openDashboard();
  expect((await tab(/^Campaigns \(0\)$/)).getAttribute('aria-selected')).toBe('true');
  expect((await tab(/^Lists \(0\)$/)).getAttribute('aria-selected')).toBe('false');
  expect(await screen.findByText('No campaigns yet')).toBeTruthy();
  const create = screen.getByRole('button', { name: 'Create Campaign' }) as HTMLButtonElement;
  expect(create.disabled).toBe(true);
  expect(create.getAttribute('title')).toBe('Please create a list first');
  const hint = document.getElementById(create.getAttribute('aria-describedby') ?? '');
  expect(hint?.textContent).toBe('Please create a list first');
  expect(screen.getByRole('link', { name: 'Create List' }).getAttribute('href')).toBe('/new-campaign');
  expect(screen.getByRole('link', { name: 'Add Custom List' }).getAttribute('href')).toBe('/custom-campaign');
  fireEvent.click(await tab(/^Lists/));
  expect(await screen.findByText('No lists yet')).toBeTruthy();
  expect(opened.app.router.state.location.search).toBe('?tab=lists');
});

it('accepts only lists or campaigns in ?tab=', async () => {
  opened = await openDashboard({ path: '/dashboard?tab=lists' });
  expect((await tab(/^Lists/)).getAttribute('aria-selected')).toBe('true');
  opened.app.unmount();
  await opened.app.close();
  opened = await openDashboard({ path: '/dashboard?tab=settings' });
  expect((await tab(/^Campaigns/)).getAttribute('aria-selected')).toBe('true');
  expect((await tab(/^Lists/)).getAttribute('aria-selected')).toBe('false');
});

it('expands a completed list and offers its actions; Create Campaign is enabled', async () => {
  let listId = '';
  opened = await openDashboard({
    path: '/dashboard?tab=lists',
    seed: async ({ server, me }) => {
      listId = (await completedList(server, me, { max: 5, target: 'natgeo' })).listId;
    },
  });
  const row = await screen.findByRole('listitem', { name: 'natgeo' });
  expect(within(row).getByText('completed')).toBeTruthy();
  const toggle = within(row).getByRole('button', { name: /^natgeo/ });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(toggle);
  expect(toggle.getAttribute('aria-expanded')).toBe('true');
  expect(within(row).getByText('Profiles found').nextElementSibling?.textContent).toBe('5');
  expect(within(row).getByText('Cost').nextElementSibling?.textContent).toBe('$0.040');
  expect(within(row).getByText('Profile limit').nextElementSibling?.textContent).toBe('5');
  expect(within(row).getByRole('link', { name: 'View List' }).getAttribute('href')).toBe(`/list/${listId}`);
  expect(screen.getByRole('tab', { name: 'Lists (1)' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Create Campaign' }).getAttribute('href')).toBe('/create-campaign');

  // spec §2: Create Campaign from a list makes a draft campaign of all its profiles
  fireEvent.click(within(row).getByRole('button', { name: 'Create Campaign' }));
  expect(await screen.findByText('Campaign created successfully!')).toBeTruthy();
  expect(screen.queryByText('Creating campaign...')).toBeNull();
  await waitFor(() =>
    expect(screen.getByRole('tab', { name: 'Campaigns (1)' }).getAttribute('aria-selected')).toBe('true'),
  );
  const card = await screen.findByRole('listitem', { name: 'natgeo' });
  expect(within(card).getByText(/^5 profiles/)).toBeTruthy();
  const res = await opened.app.server.call('GET', '/api/campaigns', undefined, opened.me);
  const { campaigns } = (await res.json()) as { campaigns: { status: string; search_list_id: string }[] };
  expect(campaigns).toMatchObject([{ status: 'draft', search_list_id: listId }]);
});

it('says so when a list has no profiles left to make a campaign of', async () => {
  opened = await openDashboard({
    path: '/dashboard?tab=lists',
    seed: async ({ server, me }) => {
      const { listId } = await completedList(server, me, { max: 2, target: 'natgeo' });
      const page = await server.call('GET', `/api/lists/${listId}/profiles`, undefined, me);
      const { profiles } = (await page.json()) as { profiles: { id: string }[] };
      await server.call(
        'DELETE',
        `/api/lists/${listId}/profiles`,
        { profileIds: profiles.map((p) => p.id) },
        me,
      );
    },
  });
  const row = await screen.findByRole('listitem', { name: 'natgeo' });
  fireEvent.click(within(row).getByRole('button', { name: 'Create Campaign' }));
  expect(await screen.findByText('No profiles found in this list')).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'Lists (1)' }).getAttribute('aria-selected')).toBe('true');
});

it('searches lists by the name shown and by target account', async () => {
  opened = await openDashboard({
    path: '/dashboard?tab=lists',
    seed: async ({ server, me }) => {
      const { listId } = await completedList(server, me, { target: 'natgeo' });
      await server.call('PATCH', `/api/lists/${listId}`, { name: 'Photographers' }, me);
      await completedList(server, me, { target: 'nasa' });
    },
  });
  await screen.findByRole('listitem', { name: 'Photographers' });
  const search = screen.getByRole('searchbox', { name: 'Search lists' });
  fireEvent.change(search, { target: { value: 'NatGeo' } });
  expect(screen.getByRole('listitem', { name: 'Photographers' })).toBeTruthy();
  expect(screen.queryByRole('listitem', { name: 'nasa' })).toBeNull();
  fireEvent.change(search, { target: { value: 'photo' } });
  expect(screen.getAllByRole('listitem').map((row) => row.getAttribute('aria-label'))).toEqual([
    'Photographers',
  ]);
  fireEvent.change(search, { target: { value: '' } });
  await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
});

it('keeps a dashboard toast 4 s, not the default 3 s (spec §8, §9)', async () => {
  expect(DASHBOARD_TOAST_MS).toBe(4000);
  opened = await openDashboard({
    path: '/dashboard?tab=lists',
    seed: async ({ server, me }) => {
      await completedList(server, me, { target: 'natgeo' });
    },
  });
  const row = await screen.findByRole('listitem', { name: 'natgeo' });
  fireEvent.click(within(row).getByRole('button', { name: 'Rename list natgeo' }));
  const input = within(row).getByRole('textbox', { name: 'New name for list natgeo' });
  fireEvent.change(input, { target: { value: 'Photographers' } });
  // the clock stands still while the API answers
  fakeClock();
  fireEvent.keyDown(input, { key: 'Enter' });
  await expectToastShownFor('List renamed successfully', 4000);
}, 30_000);

it('welcomes a new account, and welcomes back a user who has made a list', async () => {
  opened = await openDashboard();
  expect((await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).textContent).toMatch(
    /^Welcome, \S/,
  );
  opened.app.unmount();
  await opened.app.close();
  opened = await openDashboard({ seed: async ({ server, me }) => void (await completedList(server, me)) });
  expect((await screen.findByRole('heading', { level: 1, name: /^Welcome/ })).textContent).toMatch(
    /^Welcome back, \S/,
  );
});
