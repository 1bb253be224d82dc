import { completedList, openTestApp } from '@leadgen/test-utils/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof openTestApp>>;
let ana: { id: string; cookie: string };
let listId: string;
let profileIds: string[];
beforeEach(async () => {
  t = await openTestApp();
  ana = await t.signUp('ana@example.com');
  ({ listId } = await completedList(t, ana, { max: 5 }));
  const res = await t.call('GET', `/api/lists/${listId}/profiles`, undefined, ana);
  profileIds = ((await res.json()) as { profiles: { id: string }[] }).profiles.map((p) => p.id);
});
afterEach(() => t.close());

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;
const created = async (input: Json) => {
  const res = await t.call('POST', '/api/campaigns', input, ana);
  expect(res.status).toBe(201);
  return (await json(res)) as { campaign: Json & { id: string }; message: string };
};

describe('creating campaigns', () => {
  it('creates a draft from a completed list, named after it', async () => {
    const list = (await json(await t.call('GET', `/api/lists/${listId}`, undefined, ana))).list as Json;
    const { campaign, message } = await created({
      fromListId: listId,
      messageTemplate: ' Hi {First Name}! ',
    });
    expect(message).toBe('Campaign created successfully!');
    expect(campaign).toMatchObject({
      name: list.name,
      status: 'draft',
      message_template: 'Hi {First Name}!',
      profile_count: 5,
      total_profiles: 5,
      send_rate_limit: 10,
      cost: 0.04,
      search_list: { id: listId, name: list.name, search_type: 'followers', target_accounts: ['natgeo'] },
    });
    const unknown = await t.call('POST', '/api/campaigns', { fromListId: 'nope' }, ana);
    expect(await errorOf(unknown)).toEqual({ code: 'NOT_FOUND', message: 'List not found' });
  });

  it('creates a draft from a selection, with the spec messages for bad input', async () => {
    const filters = { selectedLists: [listId], includeKeywords: [] };
    const { campaign } = await created({ name: ' Spring ', filters, profileIds: profileIds.slice(0, 2) });
    expect(campaign).toMatchObject({ name: 'Spring', profile_count: 2, search_list_id: listId });
    const cases: [Json, string][] = [
      [{ name: '  ', profileIds }, 'Please enter a campaign name'],
      [{ name: 'Spring' }, 'Please select at least one profile'],
      [{ name: 'Spring', profileIds: [] }, 'Please select at least one profile'],
    ];
    for (const [input, message] of cases) {
      const res = await t.call('POST', '/api/campaigns', input, ana);
      expect(await errorOf(res)).toEqual({ code: 'INVALID_INPUT', message });
    }
    const bob = await t.signUp('bob@example.com');
    const foreign = await t.call('POST', '/api/campaigns', { name: 'Mine', profileIds }, bob);
    expect(await errorOf(foreign)).toEqual({ code: 'NOT_FOUND', message: 'Profile not found' });
  });

  it("saves the selection's messages with the campaign, or neither", async () => {
    const [first, second] = profileIds;
    if (!first || !second) throw new Error('seed');
    const { campaign } = await created({
      name: 'With messages',
      profileIds: [first, second],
      messages: { [first]: '  Hello there  ', [second]: '   ' },
    });
    const detail = (await json(
      await t.call('GET', `/api/campaigns/${campaign.id}/profiles`, undefined, ana),
    )) as { profiles: { id: string; message: string | null }[] };
    const messageOf = (id: string) => detail.profiles.find((p) => p.id === id)?.message ?? null;
    // trimmed, and a blank one is not saved (spec §5)
    expect(messageOf(first)).toBe('Hello there');
    expect(messageOf(second)).toBeNull();

    // a message for a profile that is not Ana's refuses the whole request: no campaign is left
    const before = (
      (await json(await t.call('GET', '/api/campaigns', undefined, ana))).campaigns as unknown[]
    ).length;
    const res = await t.call(
      'POST',
      '/api/campaigns',
      { name: 'Half made', profileIds: [first], messages: { 'not-a-profile': 'Hi' } },
      ana,
    );
    expect(res.status).toBe(404);
    const after = ((await json(await t.call('GET', '/api/campaigns', undefined, ana))).campaigns as unknown[])
      .length;
    expect(after).toBe(before);
  });
});

describe('reading and editing campaigns', () => {
  it('lists campaigns newest first with their list and up to 3 avatar previews', async () => {
    const first = await created({ fromListId: listId });
    const second = await created({ name: 'Two', profileIds: profileIds.slice(0, 1) });
    const { campaigns } = (await json(await t.call('GET', '/api/campaigns', undefined, ana))) as {
      campaigns: (Json & { preview_profiles: unknown[] })[];
    };
    expect(campaigns.map((c) => c.id)).toEqual([second.campaign.id, first.campaign.id]);
    expect(campaigns[1]?.preview_profiles).toHaveLength(3);
    expect(campaigns[1]?.search_list).toMatchObject({ id: listId });
  });

  it('reads one campaign with its counts and stats, not its profiles', async () => {
    const { campaign } = await created({ fromListId: listId });
    const read = async () =>
      (await json(await t.call('GET', `/api/campaigns/${campaign.id}`, undefined, ana))).campaign as Json;
    const detail = await read();
    expect(detail).toMatchObject({ id: campaign.id, profile_count: 5, total_profiles: 5 });
    expect(detail.stats).toEqual({ total: 5, selected: 5, sent: 0, responses: 0 });
    expect(detail).not.toHaveProperty('profiles');
    // how many messages are written: none, then every profile's once populated
    expect(detail.messages_written).toBe(0);
    await t.call('POST', `/api/campaigns/${campaign.id}/populate`, { template: 'Hi {Username}' }, ana);
    expect((await read()).messages_written).toBe(5);
  });

  it("pages a campaign's profiles by keyset, followers descending, with the view's search", async () => {
    const { campaign } = await created({ fromListId: listId });
    const path = `/api/campaigns/${campaign.id}/profiles`;
    type Page = { profiles: (Json & { id: string; username: string; followers_count: number | null })[] };
    const pageOf = async (query: string) => {
      const res = await t.call('GET', `${path}${query}`, undefined, ana);
      expect(res.status).toBe(200);
      return (await res.json()) as Page & { total: number; matching: number; next_cursor: string | null };
    };
    const whole = await pageOf('');
    expect(whole).toMatchObject({ total: 5, matching: 5, next_cursor: null });
    expect(whole.profiles.map((p) => p.id).sort()).toEqual([...profileIds].sort());
    expect(whole.profiles[0]).toMatchObject({ search_list: { id: listId }, message: null });
    const counts = whole.profiles.map((p) => p.followers_count ?? -1);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await pageOf(`?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      seen.push(...page.profiles.map((p) => p.id));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(whole.profiles.map((p) => p.id));

    const target = whole.profiles[3];
    if (!target) throw new Error('seed');
    const found = await pageOf(`?search=${encodeURIComponent(target.username.toUpperCase())}`);
    expect(found.profiles.map((p) => p.id)).toContain(target.id);
    expect(found).toMatchObject({ total: 5, matching: found.profiles.length });
    expect(await pageOf('?search=no-such-profile')).toEqual({
      profiles: [],
      total: 5,
      matching: 0,
      next_cursor: null,
    });

    const bad = await t.call('GET', `${path}?cursor=nonsense`, undefined, ana);
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toEqual({ code: 'INVALID_INPUT', message: 'Invalid page cursor' });
    const bob = await t.signUp('bob@example.com');
    const foreign = await t.call('GET', path, undefined, bob);
    expect(foreign.status).toBe(404);
    expect(await errorOf(foreign)).toEqual({
      code: 'NOT_FOUND',
      message: 'Campaign not found or access denied',
    });
  });

  it('saves the edit screen: settings, selection and messages, in one go', async () => {
    const { campaign } = await created({ fromListId: listId });
    const [keep, other] = profileIds;
    const res = await t.call(
      'PATCH',
      `/api/campaigns/${campaign.id}`,
      {
        name: ' Spring ',
        description: '  ',
        status: 'Completed',
        sendRateLimit: 500,
        messageTemplate: 'Hey {Username}',
        selectedIds: [keep, other],
        messages: { [keep as string]: ' Hello! ', [other as string]: '  ' },
      },
      ana,
    );
    expect(await json(res)).toMatchObject({
      campaign: {
        name: 'Spring',
        description: null,
        status: 'completed',
        send_rate_limit: 10,
        message_template: 'Hey {Username}',
        profile_count: 2,
      },
      selection: { added: 0, removed: 3 },
      messages_saved: 1,
      message: 'Campaign saved successfully!',
    });
    const rate = await json(
      await t.call('PATCH', `/api/campaigns/${campaign.id}`, { sendRateLimit: '25' }, ana),
    );
    expect(rate.campaign).toMatchObject({ send_rate_limit: 25, name: 'Spring' });
    const renamed = await json(
      await t.call('PATCH', `/api/campaigns/${campaign.id}`, { name: 'Autumn' }, ana),
    );
    expect(renamed).toMatchObject({ campaign: { name: 'Autumn' }, message: 'Campaign renamed successfully' });

    const cases: [Json, string][] = [
      [{ name: ' ' }, 'Please enter a campaign name'],
      [{ status: 'nope' }, 'Invalid campaign status: nope'],
    ];
    for (const [input, message] of cases) {
      const bad = await t.call('PATCH', `/api/campaigns/${campaign.id}`, { ...input, selectedIds: [] }, ana);
      expect(await errorOf(bad)).toEqual({ code: 'INVALID_INPUT', message });
    }
    // A refused save changes nothing (one transaction).
    const after = (await json(await t.call('GET', `/api/campaigns/${campaign.id}`, undefined, ana))).campaign;
    expect(after).toMatchObject({ name: 'Autumn', profile_count: 2 });
  });

  it('pauses and resumes only active and paused campaigns, and deletes in any state', async () => {
    const { campaign } = await created({ fromListId: listId });
    const path = `/api/campaigns/${campaign.id}`;
    const refused = await t.call('PUT', `${path}/status`, { status: 'active' }, ana);
    expect(await errorOf(refused)).toEqual({
      code: 'INVALID_INPUT',
      message: 'Cannot change a campaign from draft to active',
    });
    await t.call('PATCH', path, { status: 'active' }, ana);
    const paused = await json(await t.call('PUT', `${path}/status`, { status: 'paused' }, ana));
    expect(paused).toMatchObject({ campaign: { status: 'paused' }, message: 'Campaign paused successfully' });
    const resumed = await json(await t.call('PUT', `${path}/status`, { status: 'active' }, ana));
    expect(resumed.message).toBe('Campaign active successfully');
    expect((await t.call('PUT', `${path}/status`, {}, ana)).status).toBe(400);

    expect(await json(await t.call('DELETE', path, undefined, ana))).toEqual({
      message: 'Campaign deleted successfully',
    });
    const gone = await t.call('GET', path, undefined, ana);
    expect(await errorOf(gone)).toEqual({
      code: 'NOT_FOUND',
      message: 'Campaign not found or access denied',
    });
  });
});

describe("another user's campaign", () => {
  it('is 404 on every route that takes its id', async () => {
    const { campaign } = await created({ fromListId: listId, messageTemplate: 'Hi {First Name}' });
    const bob = await t.signUp('bob@example.com');
    const path = `/api/campaigns/${campaign.id}`;
    const routes: [string, string, unknown?][] = [
      ['GET', path],
      ['PATCH', path, { name: 'Mine' }],
      ['PUT', `${path}/status`, { status: 'paused' }],
      ['PUT', `${path}/messages`, { messages: {} }],
      ['POST', `${path}/populate`, { template: 'Hi' }],
      ['POST', `${path}/personalize`, { template: 'Hi' }],
      ['GET', `${path}/csv`],
      ['DELETE', path],
    ];
    for (const [method, route, input] of routes) {
      const res = await t.call(method, route, input, bob);
      expect(res.status, `${method} ${route}`).toBe(404);
      expect(await errorOf(res)).toEqual({
        code: 'NOT_FOUND',
        message: 'Campaign not found or access denied',
      });
    }
    const mine = (await json(await t.call('GET', path, undefined, ana))).campaign;
    expect(mine).toMatchObject({ name: campaign.name, profile_count: 5 });
  });
});
