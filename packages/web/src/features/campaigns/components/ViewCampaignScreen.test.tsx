import { captureDownloads, openDashboard, type Seeder, seedCampaign } from '@leadgen/test-utils/web';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { CampaignOverview } from '../api/campaign-types';

type Opened = Awaited<ReturnType<typeof openDashboard>>;
type Seeded = Awaited<ReturnType<typeof seedCampaign>> & Seeder;

let opened: Opened | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  opened?.app.unmount();
  await opened?.app.close();
  opened = undefined;
});

/** Edits a campaign through the API as its owner (the edit screen's PATCH). */
async function patchCampaign({ server, me }: Seeder, id: string, body: Record<string, unknown>) {
  const res = await server.call('PATCH', `/api/campaigns/${id}`, body, me);
  if (res.status !== 200) throw new Error(`edit refused: ${res.status} ${await res.text()}`);
}

/** Reads a campaign (without its profiles) through the API as its owner. */
async function readCampaign({ server, me }: Seeder, id: string): Promise<CampaignOverview> {
  const res = await server.call('GET', `/api/campaigns/${id}`, undefined, me);
  return ((await res.json()) as { campaign: CampaignOverview }).campaign;
}

/** Seeds a campaign, lets `prepare` change it through the API, then opens /view-campaign/:id. */
async function openView(
  options: Parameters<typeof seedCampaign>[1] = {},
  prepare: (seeded: Seeded) => Promise<void> = async () => {},
) {
  let seeded: Seeded | undefined;
  opened = await openDashboard({
    path: '/landing',
    seed: async (seeder) => {
      seeded = { ...seeder, ...(await seedCampaign(seeder, options)) };
      await prepare(seeded);
    },
  });
  if (!seeded) throw new Error('not seeded');
  const { campaignId } = seeded;
  await act(() => opened?.app.router.navigate(`/view-campaign/${campaignId}`));
  await screen.findByRole('heading', { level: 1, name: 'Spring outreach' });
  // the cards come a page at a time after the header
  await waitFor(() => expect(screen.queryByText('Loading profiles…')).toBeNull());
  return { ...seeded, opened };
}

const card = (username: string) => screen.getByRole('listitem', { name: `@${username}` });
const shownUsernames = () =>
  within(screen.getByRole('list', { name: 'Campaign profiles' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label')?.slice(1));
const search = (query: string) =>
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search profiles' }), { target: { value: query } });

it('shows the name, description, status badge and created date, and links to the edit screen', async () => {
  const view = await openView({ max: 3 }, (seeded) =>
    patchCampaign(seeded, seeded.campaignId, { description: 'Underwater photographers in Lisbon' }),
  );
  const saved = await readCampaign(view, view.campaignId);
  const heading = screen.getByRole('heading', { level: 1, name: 'Spring outreach' });
  const header = heading.closest('header');
  if (!header) throw new Error('no header');
  const badge = within(header).getByText('draft');
  expect(badge.getAttribute('data-color')).toBe('gray');
  expect(within(header).getByText('Underwater photographers in Lisbon')).toBeTruthy();
  const created = new Date(saved.created_at).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  expect(created).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
  expect(within(header).getByText(/^Created /).textContent).toBe(`Created ${created} · 3 profiles`);

  const edit = within(header).getByRole('link', { name: 'Edit Campaign' });
  expect(edit.getAttribute('href')).toBe(`/edit-campaign/${view.campaignId}`);
  fireEvent.click(edit);
  expect(await screen.findByRole('heading', { name: 'Edit Campaign' })).toBeTruthy();
  expect(view.opened.app.router.state.location.pathname).toBe(`/edit-campaign/${view.campaignId}`);
});

it('shows a 100-character message whole and truncates a 101-character one behind Show More', async () => {
  const exact = 'E'.repeat(100);
  const longer = `${'L'.repeat(100)}X`;
  const view = await openView({ max: 2, pick: 2 }, (seeded) => {
    const [a, b] = seeded.candidates;
    if (!a || !b) throw new Error('two profiles expected');
    return patchCampaign(seeded, seeded.campaignId, { messages: { [a.id]: exact, [b.id]: longer } });
  });
  const [a, b] = view.candidates.map((p) => p.username);
  if (!a || !b) throw new Error('two profiles expected');

  const whole = card(a);
  expect(within(whole).getByText(exact)).toBeTruthy();
  expect(within(whole).queryByRole('button', { name: /Show more/i })).toBeNull();
  expect(within(whole).queryByText('Show More')).toBeNull();

  const cut = card(b);
  expect(within(cut).getByText(`${'L'.repeat(100)}…`)).toBeTruthy();
  expect(cut.textContent).not.toContain('X');
  expect(screen.queryByRole('dialog')).toBeNull();
  const more = within(cut).getByRole('button', { name: `Show more of @${b}'s message` });
  expect(more.textContent).toBe('Show More');
  fireEvent.click(more);
  const dialog = await screen.findByRole('dialog', { name: `Message for @${b}` });
  expect(within(dialog).getByText(longer)).toBeTruthy();
});

it('colours the badge by status: draft grey, active green, paused yellow, completed blue, archived cyan', async () => {
  const expected = [
    ['draft', 'gray', /\bbg-(slate|gray)-\d+\b/],
    ['active', 'green', /\bbg-(emerald|green)-\d+\b/],
    ['paused', 'yellow', /\bbg-(amber|yellow)-\d+\b/],
    ['completed', 'blue', /\bbg-blue-\d+\b/],
    ['archived', 'cyan', /\bbg-cyan-\d+\b/],
  ] as const;
  const ids: Record<string, string> = {};
  const view = await openView({ max: 2 }, async (seeded) => {
    for (const [status] of expected) {
      const res = await seeded.server.call(
        'POST',
        '/api/campaigns',
        { fromListId: seeded.listId, name: `Outreach ${status}` },
        seeded.me,
      );
      const { campaign } = (await res.json()) as { campaign: { id: string } };
      await patchCampaign(seeded, campaign.id, { status });
      ids[status] = campaign.id;
    }
  });
  for (const [status, color, background] of expected) {
    expect((await readCampaign(view, ids[status] ?? '')).status).toBe(status);
    await act(() => view.opened.app.router.navigate(`/view-campaign/${ids[status]}`));
    const heading = await screen.findByRole('heading', { level: 1, name: `Outreach ${status}` });
    const header = heading.closest('header');
    if (!header) throw new Error('no header');
    const badge = within(header).getByText(status);
    expect(badge.getAttribute('data-color')).toBe(color);
    expect(badge.className).toMatch(background);
  }
});

it('opens one profile in Instagram from its card', async () => {
  const open = vi.spyOn(window, 'open').mockImplementation(() => ({}) as Window);
  const view = await openView({ max: 3 });
  const username = view.candidates[1]?.username ?? '';
  fireEvent.click(within(card(username)).getByRole('button', { name: `Open IG: @${username}` }));
  expect(
    await screen.findByText('Opened 1 profiles in Instagram', { selector: '[role=status]' }),
  ).toBeTruthy();
  expect(open).toHaveBeenCalledTimes(1);
  expect(open.mock.calls[0]?.[0]).toBe(`https://www.instagram.com/${username}/`);
  expect(open.mock.calls[0]?.[1]).toBe('_blank');
});

it('searches the cards by username, name or message and shows the empty state when none match', async () => {
  const note = 'Loved your coral reef series';
  const view = await openView({ max: 6 }, (seeded) => {
    const target = seeded.candidates[2];
    if (!target) throw new Error('a third profile expected');
    return patchCampaign(seeded, seeded.campaignId, { messages: { [target.id]: note } });
  });
  const all = view.candidates.map((p) => p.username);
  expect(shownUsernames().sort()).toEqual([...all].sort());

  const byUsername = view.candidates[0]?.username ?? '';
  search(byUsername.toUpperCase());
  await waitFor(() => expect(shownUsernames()).toEqual([byUsername]));

  const named = view.candidates.find(
    (p) =>
      p.full_name && view.candidates.filter((q) => q.full_name?.includes(p.full_name ?? '')).length === 1,
  );
  if (!named?.full_name) throw new Error('a profile with its own full name expected');
  expect(named.username.toLowerCase()).not.toContain(named.full_name.toLowerCase());
  search(named.full_name);
  await waitFor(() => expect(shownUsernames()).toEqual([named.username]));

  search('coral reef');
  await waitFor(() => expect(shownUsernames()).toEqual([view.candidates[2]?.username]));

  search('no-such-profile-anywhere');
  expect(await screen.findByText('No profiles match your filters')).toBeTruthy();
  expect(screen.getByText('No profiles found')).toBeTruthy();
  expect(screen.queryByRole('list', { name: 'Campaign profiles' })).toBeNull();

  search('');
  await waitFor(() => expect(shownUsernames()).toHaveLength(all.length));
});

it("says 'This campaign has no profiles associated with it.' for a campaign without profiles", async () => {
  const view = await openView({ max: 2 }, (seeded) =>
    patchCampaign(seeded, seeded.campaignId, { selectedIds: [] }),
  );
  expect((await readCampaign(view, view.campaignId)).profile_count).toBe(0);
  expect(screen.getByText('This campaign has no profiles associated with it.')).toBeTruthy();
  expect(screen.queryByRole('list', { name: 'Campaign profiles' })).toBeNull();
  expect(screen.queryByRole('searchbox', { name: 'Search profiles' })).toBeNull();
});

it("downloads the campaign's CSV from the view screen, the list export's rows with the campaign's messages", async () => {
  const view = await openView({ max: 4 }, async (seeded) => {
    await seeded.server.call(
      'POST',
      `/api/campaigns/${seeded.campaignId}/populate`,
      { template: 'Hi!' },
      seeded.me,
    );
  });
  const { saved, paths } = captureDownloads();
  fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  expect(await screen.findByText('CSV downloaded successfully!')).toBeTruthy();
  expect(paths()).toEqual([`/api/campaigns/${view.campaignId}/csv`]);
  expect(saved.map((file) => file.name)).toEqual(['spring_outreach_leads.csv']);
  const list = await view.server.call('GET', `/api/lists/${view.listId}/csv`, undefined, view.me);
  // a campaign's messages are its own: the list's rows keep none, the campaign's each have one
  const listText = await list.text();
  expect(listText.match(/,""\r?\n/g)).toHaveLength(4);
  expect(await saved[0]?.text).toBe(listText.replace(/,""(\r?\n)/g, ',"Hi!"$1'));
});

it("says 'No profiles found in this campaign' for the CSV of a campaign without profiles", async () => {
  await openView({ max: 2 }, (seeded) => patchCampaign(seeded, seeded.campaignId, { selectedIds: [] }));
  const { saved } = captureDownloads();
  fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  expect((await screen.findByRole('alert')).textContent).toBe('No profiles found in this campaign');
  expect(saved).toHaveLength(0);
});

it('loads a big campaign a page at a time, and searches all of it on the server', async () => {
  const count = 230;
  let campaignId = '';
  let usernames: string[] = [];
  opened = await openDashboard({
    path: '/landing',
    seed: async ({ server, me }) => {
      const { store } = server;
      const list = await store.lists.create(me.id, {
        name: 'natgeo - followers - Jan 1',
        target_accounts: ['natgeo'],
        search_type: 'followers',
        max_profiles: count,
        instagram_session_id: null,
      });
      usernames = Array.from({ length: count }, (_, i) => `diver_${String(i).padStart(3, '0')}`);
      await store.profiles.insertMany(
        me.id,
        list.id,
        usernames.map((username) => ({
          username,
          connection_type: 'followers' as const,
          source_username: 'natgeo',
        })),
      );
      const rows = await store.profiles.pendingEnrichment(me.id, list.id, count);
      // diver_000 has the most followers, diver_229 the fewest: the last page holds the last ones
      await store.profiles.recordEnrichment(
        me.id,
        rows.map((row) => ({
          id: row.id,
          status: 'enriched' as const,
          details: { followers_count: 10_000 - Number(row.username.slice(-3)) },
        })),
      );
      await store.lists.complete(me.id, list.id, { profiles_found: count, cost: count * 8 });
      const res = await server.call('POST', '/api/campaigns', { fromListId: list.id, name: 'Big one' }, me);
      campaignId = ((await res.json()) as { campaign: { id: string } }).campaign.id;
    },
  });
  const requests: string[] = [];
  const fetch = window.fetch.bind(window);
  vi.spyOn(window, 'fetch').mockImplementation((input, init) => {
    requests.push(String(input instanceof Request ? input.url : input));
    return fetch(input, init);
  });
  await act(() => opened?.app.router.navigate(`/view-campaign/${campaignId}`));
  await screen.findByRole('heading', { level: 1, name: 'Big one' });
  expect(screen.getByText(/^Created /).textContent).toMatch(/ · 230 profiles$/);
  await screen.findByRole('listitem', { name: '@diver_000' });
  // a window's worth of cards is on the page (virtualised), the first page holds 100
  expect(shownUsernames().length).toBeLessThan(40);
  const pages = () => requests.filter((url) => url.includes(`/api/campaigns/${campaignId}/profiles`));
  expect(pages()).toHaveLength(1);
  expect(pages()[0]).toMatch(/limit=100$/);
  // scrolling down shows every card once, in order, and loads the rest before the end is reached
  const seen: string[] = [];
  for (let y = 0; seen.length < count && y < 100_000; y += 600) {
    await act(async () => {
      window.scrollTo(0, y);
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(screen.queryAllByText('Loading profiles…')).toHaveLength(0));
    for (const username of shownUsernames()) if (username && !seen.includes(username)) seen.push(username);
  }
  expect(seen).toEqual(usernames);
  expect(pages()).toHaveLength(2);
  expect(pages()[1]).toMatch(/limit=500&cursor=/);
  await act(async () => window.scrollTo(0, 0));

  search('DIVER_22');
  await waitFor(() => expect(shownUsernames()).toEqual(usernames.slice(220)));
  expect(requests.some((url) => /\/profiles\?limit=100&search=DIVER_22$/.test(url))).toBe(true);
});

it("shows each lead's outreach status, filters by it, and links an active campaign's send view", async () => {
  let marked = '';
  await openView({ max: 3 }, async (seeded) => {
    await patchCampaign(seeded, seeded.campaignId, { status: 'active' });
    marked = seeded.candidates[0]?.id ?? '';
    // a lead replies after it was sent a message
    for (const status of ['sent', 'replied']) {
      const res = await seeded.server.call(
        'POST',
        `/api/campaigns/${seeded.campaignId}/leads/${marked}/status`,
        { status },
        seeded.me,
      );
      if (res.status !== 200) throw new Error(`mark ${status} refused: ${res.status}`);
    }
  });
  const all = shownUsernames();
  expect(all).toHaveLength(3);
  const chips = all.map(
    (username) => within(card(username ?? '')).getByText(/^(queued|replied)$/).textContent,
  );
  expect(chips.sort()).toEqual(['queued', 'queued', 'replied']);
  fireEvent.change(screen.getByRole('combobox', { name: 'Outreach' }), {
    target: { value: 'replied' },
  });
  await waitFor(() => expect(shownUsernames()).toHaveLength(1));
  expect(within(card(shownUsernames()[0] ?? '')).getByText('replied')).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Send messages' }).getAttribute('href')).toMatch(/^\/send\//);
});
