import {
  messages,
  normalizeSelectorFilter,
  type SelectorProfile,
  selectorMatcher,
} from '@leadgen/core/domain';
import {
  completedList,
  type OpenedApp,
  openCreateCampaign,
  openDashboard,
  apiGet as openedGet,
  recordProfileQueries,
} from '@leadgen/test-utils/web';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { SelectorRow } from '../api/selector-types';

let opened: OpenedApp | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  opened?.app.unmount();
  await opened?.app.close();
  opened = undefined;
});

/** The create screen with two completed lists (natgeo, nasa), closed after the test; `path` may preselect one. */
async function withTwoLists(path?: Parameters<typeof openCreateCampaign>[0]) {
  const page = await openCreateCampaign(path);
  opened = page;
  return page.lists;
}

/** The JSON of a GET through the server, as the signed-in user. */
function apiGet<T>(path: string): Promise<T> {
  if (!opened) throw new Error('no screen open');
  return openedGet<T>(opened, path);
}

/** Every profile of the user's completed lists, read through the server. */
async function allProfiles(): Promise<SelectorRow[]> {
  return (await apiGet<{ profiles: SelectorRow[] }>('/api/profiles?limit=1000')).profiles;
}

const shownUsernames = () =>
  screen
    .getAllByRole('checkbox', { name: /^Select @/ })
    .map((box) => (box.getAttribute('aria-label') ?? '').replace('Select @', ''))
    .sort();

/** A word in some but not all of these bios, to filter by. */
function partialWord(profiles: readonly SelectorRow[]): string {
  const bios = profiles.map((p) => `${p.username} ${p.full_name ?? ''} ${p.biography ?? ''}`.toLowerCase());
  const words = new Set(bios.join(' ').match(/[a-z]{5,}/g) ?? []);
  for (const word of words) {
    const hits = bios.filter((bio) => bio.includes(word)).length;
    if (hits >= 2 && hits <= bios.length - 2) return word;
  }
  throw new Error('no partial word in these bios');
}

it('shows the empty state without completed lists, and the back link', async () => {
  opened = await openDashboard({ path: '/create-campaign' });
  const first = await screen.findByRole('link', { name: 'Create Your First List' });
  expect(first.getAttribute('href')).toBe('/new-list');
  expect(screen.getByRole('link', { name: /Back to campaigns/ }).getAttribute('href')).toBe(
    '/dashboard?tab=campaigns',
  );
});

it('shows the empty state when the completed lists have no profile left', async () => {
  opened = await openDashboard({
    path: '/create-campaign',
    seed: async ({ server, me }) => {
      const { listId } = await completedList(server, me, { target: 'natgeo', max: 3 });
      const page = await server.call('GET', `/api/lists/${listId}/profiles`, undefined, me);
      const { profiles } = (await page.json()) as { profiles: { id: string }[] };
      const gone = await server.call(
        'DELETE',
        `/api/lists/${listId}/profiles`,
        { profileIds: profiles.map((p) => p.id) },
        me,
      );
      expect(gone.ok).toBe(true);
    },
  });
  const first = await screen.findByRole('link', { name: 'Create Your First List' });
  expect(first.getAttribute('href')).toBe('/new-list');
  expect(screen.queryByText(messages.noProfilesMatchFilters)).toBeNull();
});

it('preselects ?list=, sends what normalizeSelectorFilter reads and shows the rows selectorMatcher keeps', async () => {
  const ids = await withTwoLists((lists) => `/create-campaign?list=${lists.natgeo}`);
  const queries = recordProfileQueries();
  const natgeoBox = screen.getByRole('checkbox', { name: /^natgeo/ }) as HTMLInputElement;
  expect(natgeoBox.checked).toBe(true);
  expect((screen.getByRole('checkbox', { name: /^nasa/ }) as HTMLInputElement).checked).toBe(false);
  const profiles = await allProfiles();
  expect(profiles).toHaveLength(40);
  const natgeoOnly = profiles.filter((p) => p.search_list_id === ids.natgeo);
  await waitFor(() => expect(shownUsernames()).toEqual(natgeoOnly.map((p) => p.username).sort()));

  // Tick nasa too, add an include keyword (typed in mixed case) and a minimum, then an exclude.
  fireEvent.click(screen.getByRole('checkbox', { name: /^nasa/ }));
  const word = partialWord(profiles);
  const include = screen.getByRole('textbox', { name: 'Include keywords' });
  fireEvent.change(include, { target: { value: `  ${word.toUpperCase()} ` } });
  fireEvent.keyDown(include, { key: 'Enter' });
  fireEvent.change(include, { target: { value: word } });
  fireEvent.keyDown(include, { key: ',' });
  expect(screen.getByRole('list', { name: 'Include keywords: 1' })).toBeTruthy();
  const followers = profiles.map((p) => p.followers_count ?? 0).sort((a, b) => a - b);
  const min = followers[Math.floor(followers.length / 2)] ?? 0;
  fireEvent.change(screen.getByRole('textbox', { name: 'Min followers' }), {
    target: { value: String(min) },
  });
  const exclude = screen.getByRole('textbox', { name: 'Exclude keywords' });
  fireEvent.change(exclude, { target: { value: 'zzqx' } });
  fireEvent.blur(exclude);
  // on by default: new campaigns leave out people already contacted
  expect(
    (screen.getByRole('checkbox', { name: 'Exclude already contacted' }) as HTMLInputElement).checked,
  ).toBe(true);

  const expected = {
    selectedLists: [ids.natgeo, ids.nasa],
    minFollowers: min,
    maxFollowers: null,
    hasProfilePicture: false,
    hasBusinessAccount: false,
    isVerified: false,
    includeKeywords: [word],
    excludeKeywords: ['zzqx'],
    searchQuery: '',
    excludeContacted: true,
  };
  const matcher = selectorMatcher(expected);
  const kept = profiles.filter((p) => matcher(p as unknown as SelectorProfile)).map((p) => p.username);
  // typing is debounced: the bound goes out once the typing pauses
  await waitFor(() => expect(queries.at(-1)?.get('minFollowers')).toBe(String(min)));
  await waitFor(() => expect(shownUsernames()).toEqual(kept.sort()));
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.length).toBeLessThan(20);

  // The last request, read as the server reads it (repeated keys, `lists` is `selectedLists`).
  const last = queries.at(-1) ?? new URLSearchParams();
  expect(last.getAll('lists')).toEqual([ids.natgeo, ids.nasa]);
  const {
    lists,
    limit: _limit,
    offset,
    ...rest
  } = Object.fromEntries(
    [...new Set(last.keys())].map((key) => [
      key,
      ['lists', 'includeKeywords', 'excludeKeywords'].includes(key) ? last.getAll(key) : last.get(key),
    ]),
  );
  expect(offset).toBe('0');
  expect(normalizeSelectorFilter({ ...rest, selectedLists: lists })).toEqual(expected);

  // Backspace in an empty tag input removes its last tag (spec §2 tag-input widget).
  fireEvent.keyDown(exclude, { key: 'Backspace' });
  expect(screen.getByRole('list', { name: 'Exclude keywords: 0' })).toBeTruthy();
  await waitFor(() => expect(queries.at(-1)?.has('excludeKeywords')).toBe(false));

  // Clear all filters shows every candidate again.
  fireEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
  await waitFor(() => expect(shownUsernames()).toHaveLength(40));
  expect(screen.getByRole('list', { name: 'Include keywords: 0' })).toBeTruthy();
});

it("marks profiles messaged in a campaign or on do-not-contact 'Contacted' and can leave them out", async () => {
  await withTwoLists();
  const [first, second, third] = await allProfiles();
  if (!opened || !first || !second || !third) throw new Error('no profiles');
  const { server } = opened.app;
  const { me } = opened;
  const made = await server.call(
    'POST',
    '/api/campaigns',
    { name: 'Earlier', profileIds: [first.id, third.id] },
    me,
  );
  expect(made.status).toBe(201);
  const { campaign } = (await made.json()) as { campaign: { id: string } };
  await server.call('PATCH', `/api/campaigns/${campaign.id}`, { status: 'active' }, me);
  // messaged: contacted; only in a campaign (third): not yet
  const sent = await server.call(
    'POST',
    `/api/campaigns/${campaign.id}/leads/${first.id}/status`,
    { status: 'sent' },
    me,
  );
  expect(sent.status).toBe(200);
  await server.call('POST', '/api/do-not-contact', { usernames: [second.username] }, me);
  await act(() => opened?.app.router.navigate('/dashboard'));
  await act(() => opened?.app.router.navigate('/create-campaign'));
  // left out by default
  const exclude = (await screen.findByRole('checkbox', {
    name: 'Exclude already contacted',
  })) as HTMLInputElement;
  expect(exclude.checked).toBe(true);
  await waitFor(() => expect(shownUsernames()).toHaveLength(38));
  fireEvent.click(exclude);
  await waitFor(() => expect(shownUsernames()).toHaveLength(40));
  for (const contacted of [first, second]) {
    const row = await screen.findByRole('listitem', { name: `@${contacted.username}` });
    expect(within(row).getByText('Contacted')).toBeTruthy();
  }
  expect(
    within(screen.getByRole('listitem', { name: `@${third.username}` })).queryByText('Contacted'),
  ).toBeNull();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Exclude already contacted' }));
  await waitFor(() => expect(shownUsernames()).toHaveLength(38));
  expect(shownUsernames()).not.toContain(first.username);
  expect(shownUsernames()).not.toContain(second.username);
});

it('selects all matching and deselects all', async () => {
  await withTwoLists();
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'a' } });
  const profiles = await allProfiles();
  const matching = profiles.filter((p) =>
    `${p.username} ${p.full_name ?? ''} ${p.biography ?? ''}`.toLowerCase().includes('a'),
  ).length;
  await waitFor(() => expect(shownUsernames()).toHaveLength(matching), { timeout: 3000 });
  fireEvent.click(screen.getByRole('button', { name: 'Select all matching' }));
  expect(await screen.findByText(`${matching} selected`)).toBeTruthy();
  expect(
    screen.getAllByRole('checkbox', { name: /^Select @/ }).every((box) => (box as HTMLInputElement).checked),
  ).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: 'Deselect all' }));
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Selection' })).toBeNull());
  expect(
    screen.getAllByRole('checkbox', { name: /^Select @/ }).some((box) => (box as HTMLInputElement).checked),
  ).toBe(false);
});

it('opens every profile Select all matching chose, loaded or not', async () => {
  opened = await openDashboard({
    path: '/create-campaign',
    seed: async ({ server, me }) => {
      // more than one page of rows (150): the balance must cover them
      await server.store.ledger.grant(me.id, { millicredits: 5000, reason: 'purchase', ref: 'test:pages' });
      await completedList(server, me, { target: 'natgeo', max: 160 });
    },
  });
  expect(await screen.findByText('Showing 150 of 160')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Select all matching' }));
  expect(await screen.findByText('160 selected')).toBeTruthy();
  const open = vi.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
  fireEvent.click(screen.getByRole('button', { name: 'Open IG' }));
  // ten tabs per click: the click opens the first ten, then each click on the dialog the next ten
  await waitFor(() => expect(open).toHaveBeenCalledTimes(10));
  for (let from = 11; from <= 160; from += 10) {
    const dialog = await screen.findByRole('dialog', { name: 'Open the next profiles in Instagram?' });
    fireEvent.click(within(dialog).getByRole('button', { name: `Open ${from}–${from + 9} of 160` }));
    expect(open).toHaveBeenCalledTimes(from + 9);
  }
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  const every = await apiGet<{ profiles: SelectorRow[] }>('/api/profiles?limit=1000');
  expect(open.mock.calls.map(([url]) => String(url)).sort()).toEqual(
    every.profiles.map((p) => `https://www.instagram.com/${p.username}/`).sort(),
  );
});

it('creates the campaign: name required, then the POST body and messages read back', async () => {
  const ids = await withTwoLists((lists) => `/create-campaign?list=${lists.nasa}`);
  const template = 'Hello {Username}!';
  fireEvent.change(screen.getByRole('textbox', { name: 'Message template' }), {
    target: { value: template },
  });
  const rows = screen.getAllByRole('listitem', { name: /^@/ });
  const picked = rows.slice(0, 3).map((row) => (row.getAttribute('aria-label') ?? '').slice(1));
  // a click on the row body toggles it
  for (const row of rows.slice(0, 3)) fireEvent.click(within(row).getByText(/^@/));
  expect(screen.getByText('3 selected')).toBeTruthy();
  // the live preview is on the first selected profile
  expect(screen.getByText(`Preview for @${picked[0]}`)).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: `Message for @${picked[1]}` }));
  fireEvent.change(screen.getByRole('textbox', { name: `Personalised message for @${picked[1]}` }), {
    target: { value: '  A message of my own  ' },
  });

  fireEvent.click(
    within(screen.getByRole('region', { name: 'Selection' })).getByRole('button', {
      name: 'Create Campaign',
    }),
  );
  const dialog = screen.getByRole('dialog', { name: 'Create Campaign' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Campaign name' }), {
    target: { value: '   ' },
  });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(within(dialog).getByRole('alert').textContent).toBe(messages.enterCampaignName);

  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Campaign name' }), {
    target: { value: ' Space fans ' },
  });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description (optional)' }), {
    target: { value: 'Followers of nasa' },
  });
  // a double click makes one campaign
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(await screen.findByText(messages.campaignCreated)).toBeTruthy();
  expect(screen.queryByText(messages.creatingCampaign)).toBeNull();
  await waitFor(() => expect(opened?.app.router.state.location.search).toBe('?tab=campaigns'));
  expect(opened?.app.router.state.location.pathname).toBe('/dashboard');

  const { campaigns } = await apiGet<{ campaigns: { id: string }[] }>('/api/campaigns');
  expect(campaigns).toHaveLength(1);
  const [campaign] = campaigns;
  const { campaign: saved } = await apiGet<{
    campaign: {
      name: string;
      description: string;
      message_template: string;
      status: string;
      filters: unknown;
      profile_count: number;
    };
  }>(`/api/campaigns/${campaign?.id}`);
  const { profiles } = await apiGet<{ profiles: { username: string; message: string | null }[] }>(
    `/api/campaigns/${campaign?.id}/profiles`,
  );
  expect(saved).toMatchObject({
    name: 'Space fans',
    description: 'Followers of nasa',
    message_template: template,
    status: 'draft',
    profile_count: 3,
  });
  expect(saved.filters).toEqual({
    selectedLists: [ids.nasa],
    minFollowers: null,
    maxFollowers: null,
    hasProfilePicture: false,
    hasBusinessAccount: false,
    isVerified: false,
    includeKeywords: [],
    excludeKeywords: [],
    searchQuery: '',
    excludeContacted: true,
  });
  expect(profiles.map((p) => p.username).sort()).toEqual([...picked].sort());
  expect(profiles.find((p) => p.username === picked[1])?.message).toBe('A message of my own');
});
