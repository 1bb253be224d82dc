import { renderTemplate, selectorMatcher } from '@leadgen/core/domain';
import { captureDownloads, openWithCampaign, readCampaign, seedCampaign } from '@leadgen/test-utils/web';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { toSelectorFilter } from '../../../lib/selector-form';

type Opened = Awaited<ReturnType<typeof openWithCampaign>>;
let current: Opened | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  current?.opened.app.unmount();
  await current?.opened.app.close();
  current = undefined;
});

const open = async (options: Parameters<typeof openWithCampaign>[1] = {}) => {
  current = await openWithCampaign((id) => `/edit-campaign/${id}`, options);
  await screen.findByRole('heading', { name: 'Edit Campaign' });
  // the other profiles of its lists follow the campaign's own
  await waitFor(() => expect(screen.queryByText('Loading the other profiles of its lists…')).toBeNull());
  return current;
};
const rows = () => within(screen.getByRole('list', { name: 'Campaign profiles' })).getAllByRole('listitem');
const shownUsernames = () => rows().map((row) => row.getAttribute('aria-label')?.slice(1));
const lastToast = async (text: string) =>
  expect(await screen.findByText(text, { selector: '[role=status],[role=alert]' })).toBeTruthy();

it('saves exactly the new selection, only non-blank messages and trimmed fields', async () => {
  const { opened, campaignId, candidates } = await open({ max: 6, pick: 3 });
  const [a, b, c, d, e] = candidates.map((p) => p.username);
  expect(rows()).toHaveLength(6);
  fireEvent.click(screen.getByRole('checkbox', { name: `Select @${a}` }));
  fireEvent.click(screen.getByRole('checkbox', { name: `Select @${d}` }));
  fireEvent.click(screen.getByRole('checkbox', { name: `Select @${e}` }));
  fireEvent.click(screen.getByRole('button', { name: `Message for @${b}` }));
  fireEvent.change(screen.getByRole('textbox', { name: `Message for @${b}` }), {
    target: { value: 'Hello B' },
  });
  fireEvent.click(screen.getByRole('button', { name: `Message for @${c}` }));
  fireEvent.change(screen.getByRole('textbox', { name: `Message for @${c}` }), { target: { value: '   ' } });
  fireEvent.change(screen.getByLabelText('Campaign name'), { target: { value: '  Autumn outreach  ' } });
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: '  For coaches ' } });
  fireEvent.change(screen.getByLabelText('Message template'), { target: { value: '  Hi {First Name}  ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  await lastToast('Campaign saved successfully!');
  await waitFor(() => expect(opened.app.router.state.location.search).toBe('?tab=campaigns'));

  const saved = await readCampaign(opened, campaignId);
  expect(saved.profiles.map((p) => p.username).sort()).toEqual([b, c, d, e].sort());
  expect(saved.name).toBe('Autumn outreach');
  expect(saved.description).toBe('For coaches');
  expect(saved.message_template).toBe('Hi {First Name}');
  const message = (username: string | undefined) =>
    saved.profiles.find((p) => p.username === username)?.message;
  expect(message(b)).toBe('Hello B');
  expect(message(c) ?? '').toBe('');
});

it("downloads the campaign's CSV, and says so when the campaign has lost its profiles", async () => {
  const { opened, campaignId } = await open({ max: 3 });
  const { saved, paths } = captureDownloads();
  fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  await lastToast('CSV downloaded successfully!');
  expect(paths()).toEqual([`/api/campaigns/${campaignId}/csv`]);
  expect(saved.map((file) => file.name)).toEqual(['spring_outreach_leads.csv']);
  expect((await saved[0]?.text)?.split('\n')[0]).toMatch(
    /^"Username","Full Name",.*,"Email","Phone","URL","Message"$/,
  );
  // emptied elsewhere (another tab): the server's refusal is the spec's message
  await opened.app.server.call('PATCH', `/api/campaigns/${campaignId}`, { selectedIds: [] }, opened.me);
  fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  await lastToast('No profiles found in this campaign');
  expect(saved).toHaveLength(1);
});

it('refuses a blank name', async () => {
  const { opened, campaignId } = await open();
  fireEvent.change(screen.getByLabelText('Campaign name'), { target: { value: '   ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  await lastToast('Please enter a campaign name');
  expect((await readCampaign(opened, campaignId)).name).toBe('Spring outreach');
});

it('removes selected profiles locally until saved', async () => {
  const { opened, campaignId, candidates } = await open({ max: 5 });
  const gone = candidates[0]?.username ?? '';
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: gone } });
  await waitFor(() => expect(shownUsernames()).toEqual([gone]));
  fireEvent.click(screen.getByRole('button', { name: 'Remove Selected' }));
  await lastToast('Selected profiles removed from campaign');
  expect(screen.getByText('No profiles match your filters')).toBeTruthy();
  expect((await readCampaign(opened, campaignId)).profiles).toHaveLength(5);
  fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  await lastToast('Campaign saved successfully!');
  const saved = await readCampaign(opened, campaignId);
  expect(saved.profiles.map((p) => p.username)).not.toContain(gone);
  expect(saved.profiles).toHaveLength(4);
});

it('offers every status and saves an invalid send rate as 10', async () => {
  const { opened, campaignId } = await open();
  const status = screen.getByLabelText('Status') as HTMLSelectElement;
  expect([...status.options].map((o) => o.value)).toEqual([
    'draft',
    'active',
    'paused',
    'completed',
    'archived',
  ]);
  fireEvent.change(status, { target: { value: 'archived' } });
  const rate = screen.getByLabelText('Send rate limit (per hour)');
  fireEvent.change(rate, { target: { value: '150' } });
  expect(screen.getByText('Not 1–100: saved as 10')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  await lastToast('Campaign saved successfully!');
  const saved = await readCampaign(opened, campaignId);
  expect(saved.status).toBe('archived');
  expect(saved.send_rate_limit).toBe(10);
});

it('filters the candidates exactly as core selectorMatcher does', async () => {
  const { candidates } = await open({ max: 12 });
  const followers = candidates.map((p) => p.followers_count ?? 0).sort((x, y) => x - y);
  const min = String(followers[Math.floor(followers.length / 2)]);
  fireEvent.change(screen.getByLabelText('Min followers'), { target: { value: min } });
  fireEvent.click(screen.getByLabelText('Has Profile Picture'));
  const filter = {
    ...toSelectorFilter({
      searchQuery: '',
      minFollowers: min,
      maxFollowers: '',
      hasProfilePicture: true,
      hasBusinessAccount: false,
      isVerified: false,
      includeKeywords: [],
      excludeKeywords: [],
    }),
  };
  const expected = candidates
    .filter((p) => selectorMatcher(filter)({ ...p, search_list_id: p.search_list.id }))
    .map((p) => p.username);
  await waitFor(() =>
    expect(screen.getByTestId('filter-counts').textContent).toContain(`${expected.length} matching`),
  );
  if (expected.length > 0) expect(shownUsernames().sort()).toEqual([...expected].sort());
  expect(expected.length).toBeLessThan(candidates.length);
});

it('populates and personalises messages with the spec messages', async () => {
  const { candidates } = await open({ max: 4 });
  fireEvent.click(screen.getByRole('button', { name: /Personalize All/ }));
  await lastToast('Please enter a message template first');
  const first = candidates[0];
  if (!first) throw new Error('no profile');
  fireEvent.click(screen.getByRole('button', { name: `Message for @${first.username}` }));
  fireEvent.click(screen.getByRole('button', { name: 'Personalize' }));
  await lastToast('Please set a message template first');

  fireEvent.change(screen.getByLabelText('Message template'), { target: { value: 'Hi {First Name}!' } });
  fireEvent.click(screen.getByRole('button', { name: 'Populate All' }));
  await lastToast('Messages populated for 4 profiles');
  const editor = screen.getByRole('textbox', {
    name: `Message for @${first.username}`,
  }) as HTMLTextAreaElement;
  expect(editor.value).toBe(renderTemplate('Hi {First Name}!', first));

  fireEvent.click(screen.getByRole('button', { name: /Personalize All/ }));
  await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  expect(await screen.findByText('Successfully personalized 4 message(s)')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Personalize' }));
  expect(await screen.findByText(`Message personalized for @${first.username}`)).toBeTruthy();
});

it('Populate All fills the selected profiles, whose messages Save keeps', async () => {
  const { candidates } = await open({ max: 4, pick: 2 });
  const chosen = candidates.slice(0, 2);
  const other = candidates[3];
  if (!other) throw new Error('no unselected profile');
  expect(
    (screen.getByRole('checkbox', { name: `Select @${other.username}` }) as HTMLInputElement).checked,
  ).toBe(false);
  fireEvent.change(screen.getByLabelText('Message template'), { target: { value: 'Hi {Username}' } });
  fireEvent.click(screen.getByRole('button', { name: 'Populate All' }));
  await lastToast('Messages populated for 2 profiles');
  for (const profile of chosen) {
    fireEvent.click(screen.getByRole('button', { name: `Message for @${profile.username}` }));
    const editor = screen.getByRole('textbox', { name: `Message for @${profile.username}` });
    expect((editor as HTMLTextAreaElement).value).toBe(`Hi ${profile.username}`);
  }
  fireEvent.click(screen.getByRole('button', { name: `Message for @${other.username}` }));
  const untouched = screen.getByRole('textbox', { name: `Message for @${other.username}` });
  expect((untouched as HTMLTextAreaElement).value).toBe('');
});

it('still asks before leaving after a failed save', async () => {
  const { opened, campaignId } = await open({ max: 2 });
  fireEvent.change(screen.getByLabelText('Campaign name'), { target: { value: 'Renamed' } });
  // the campaign is gone on the server, so the save fails
  await opened.app.server.call('DELETE', `/api/campaigns/${campaignId}`, undefined, opened.me);
  fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  await lastToast('Failed to save campaign. Please try again.');
  await act(() => opened.app.router.navigate('/dashboard'));
  expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
  expect(opened.app.router.state.location.pathname).toBe(`/edit-campaign/${campaignId}`);
});

it("shows 'Campaign not found' for another user's campaign", async () => {
  const { opened } = await open();
  // another user's campaign, opened by this one
  const other = await opened.app.server.signUp('someone-else@example.com');
  const { campaignId: theirs } = await seedCampaign({ server: opened.app.server, me: other }, { max: 2 });
  await act(() => opened.app.router.navigate(`/edit-campaign/${theirs}`));
  expect(await screen.findByRole('heading', { name: 'Campaign not found' })).toBeTruthy();
  expect(
    screen.getByText(
      "Campaign not found. The campaign you're looking for doesn't exist or you don't have access to it.",
    ),
  ).toBeTruthy();
});

it("shows each member's outreach status and filters by it", async () => {
  const { opened, campaignId, candidates } = await open({ max: 4, pick: 3 });
  const [first] = candidates;
  if (!first) throw new Error('no profile');
  const call = (method: string, path: string, body: unknown) =>
    opened.app.server.call(method, path, body, opened.me);
  await call('PATCH', `/api/campaigns/${campaignId}`, { status: 'active' });
  // a lead is won after it was sent a message
  const mark = async (status: string) =>
    (await call('POST', `/api/campaigns/${campaignId}/leads/${first.id}/status`, { status })).status;
  expect(await mark('sent')).toBe(200);
  expect(await mark('won')).toBe(200);
  // the screen reads the campaign again
  await act(() => opened.app.router.navigate('/dashboard'));
  await act(() => opened.app.router.navigate(`/edit-campaign/${campaignId}`));
  await screen.findByRole('heading', { name: 'Edit Campaign' });
  expect(within(screen.getByRole('listitem', { name: `@${first.username}` })).getByText('won')).toBeTruthy();
  fireEvent.change(screen.getByRole('combobox', { name: 'Outreach' }), { target: { value: 'won' } });
  await waitFor(() => expect(shownUsernames()).toEqual([first.username]));
  fireEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
  await waitFor(() => expect(rows()).toHaveLength(4));
});

it('shows what another tab saved meanwhile, and overwrites only when asked', async () => {
  const { opened, campaignId, candidates } = await open({ max: 4, pick: 3 });
  const [first] = candidates;
  if (!first) throw new Error('no profile');
  // another tab renames the campaign and removes a profile
  const other = await opened.app.server.call(
    'PATCH',
    `/api/campaigns/${campaignId}`,
    { name: 'Renamed elsewhere', removeIds: [first.id] },
    opened.me,
  );
  expect(other.status).toBe(200);
  fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'Mine' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  const dialog = await screen.findByRole('dialog', { name: 'Changed in another tab' });
  const changed = await within(dialog).findByRole('list', { name: 'What changed' });
  expect(changed.textContent).toContain('Name is now “Renamed elsewhere”');
  expect(changed.textContent).toContain('It now holds 2 profiles (3 in this window)');
  expect((await readCampaign(opened, campaignId)).description ?? '').toBe('');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Overwrite with mine' }));
  await lastToast('Campaign saved successfully!');
  const saved = await readCampaign(opened, campaignId);
  // only what this tab changed was sent: the other tab's name and removal stay
  expect(saved.name).toBe('Renamed elsewhere');
  expect(saved.description).toBe('Mine');
  expect(saved.profiles.map((p) => p.id)).not.toContain(first.id);
  expect(saved.profiles).toHaveLength(2);
});

it('shows the first profiles at once and takes the rest as they arrive, saving only when all are in', async () => {
  const { opened, campaignId } = await open({ max: 130, pick: 120 });
  // every page arrived: 120 of the campaign's own beyond the first 100, and the 10 other candidates
  expect(screen.getByRole('tab', { name: 'All (130)' })).toBeTruthy();
  expect(screen.getByRole('tab', { name: 'Selected (120)' })).toBeTruthy();
  fireEvent.change(screen.getByLabelText('Campaign name'), { target: { value: 'Bigger' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  await lastToast('Campaign saved successfully!');
  const saved = await readCampaign(opened, campaignId);
  expect(saved.name).toBe('Bigger');
  expect(saved.profiles).toHaveLength(120);
});
