import { completedList, openTestApp } from '@leadgen/test-utils/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof openTestApp>>;
let ana: { id: string; cookie: string };
let natgeo: string;
let nasa: string;
beforeEach(async () => {
  t = await openTestApp();
  ana = await t.signUp('ana@example.com');
  natgeo = (await completedList(t, ana, { max: 4 })).listId;
  nasa = (await completedList(t, ana, { max: 3, target: 'nasa' })).listId;
});
afterEach(() => t.close());

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

interface Row {
  id: string;
  username: string;
  full_name: string | null;
  biography: string | null;
  followers_count: number | null;
  search_list: { id: string; name: string; search_type: string; target_accounts: string[] };
  contacted: boolean;
}
interface Page {
  profiles: Row[];
  matching: number;
  candidates: number;
  next_offset: number | null;
}

const select = async (query = '', as = ana) => {
  const res = await t.call('GET', `/api/profiles${query}`, undefined, as);
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
};

describe('the profile selector', () => {
  it("lists the user's profiles of completed lists with their list, followers descending", async () => {
    const all = await select();
    expect(all).toMatchObject({ matching: 7, candidates: 7, next_offset: null });
    const followers = all.profiles.map((p) => p.followers_count ?? 0);
    expect(followers).toEqual([...followers].sort((a, b) => b - a));
    expect(all.profiles.find((p) => p.search_list.id === nasa)?.search_list).toMatchObject({
      search_type: 'followers',
      target_accounts: ['nasa'],
    });
    const bob = await t.signUp('bob@example.com');
    expect(await select('', bob)).toMatchObject({ profiles: [], matching: 0 });
  });

  it('filters by lists, followers, search text and keywords, and pages', async () => {
    const one = await select(`?lists=${nasa}`);
    expect(one.profiles.map((p) => p.search_list.id)).toEqual([nasa, nasa, nasa]);
    const both = await select(`?lists=${nasa}&lists=${natgeo}`);
    expect(both.matching).toBe(7);

    const all = await select();
    const pivot = all.profiles[3]?.followers_count ?? 0;
    const rich = await select(`?minFollowers=${pivot}`);
    expect(rich.profiles.every((p) => (p.followers_count ?? 0) >= pivot)).toBe(true);
    const target = all.profiles[2] as Row;
    const searched = await select(`?searchQuery=${target.username.toUpperCase()}`);
    expect(searched.profiles.map((p) => p.id)).toContain(target.id);
    const excluded = await select(`?excludeKeywords=${target.username}`);
    expect(excluded.profiles.map((p) => p.id)).not.toContain(target.id);
    const included = await select(`?includeKeywords=${target.username}&includeKeywords=zzzz-none`);
    expect(included.profiles.map((p) => p.id)).toContain(target.id);

    const first = await select('?limit=3');
    expect(first).toMatchObject({ matching: 7, next_offset: 3 });
    const last = await select('?limit=3&offset=6');
    expect(last.next_offset).toBeNull();
    expect(last.profiles.map((p) => p.id)).toEqual([all.profiles[6]?.id]);
  });

  it('answers every matching id for Select All, and the shape of the matching rows', async () => {
    const all = await select('?limit=2');
    const res = await t.call('GET', `/api/profiles/ids?lists=${nasa}&limit=1`, undefined, ana);
    const { profiles } = (await res.json()) as { profiles: { id: string; username: string }[] };
    const nasaRows = (await select(`?lists=${nasa}`)).profiles;
    expect(profiles).toEqual(nasaRows.map(({ id, username }) => ({ id, username })));
    const { insight } = all as Page & { insight: { total: number; verified: number } };
    expect(insight.total).toBe(7); // every matching row, not the page
  });

  /** A campaign of the nasa list, active, with every lead marked sent: all of them contacted. */
  const messagedCampaign = async () => {
    const created = await t.call('POST', '/api/campaigns', { fromListId: nasa }, ana);
    const campaignId = ((await created.json()) as { campaign: { id: string } }).campaign.id;
    await t.call('PATCH', `/api/campaigns/${campaignId}`, { status: 'active' }, ana);
    for (const row of (await select(`?lists=${nasa}`)).profiles) {
      const sent = await t.call(
        'POST',
        `/api/campaigns/${campaignId}/leads/${row.id}/status`,
        { status: 'sent' },
        ana,
      );
      expect(sent.status).toBe(200);
    }
    return campaignId;
  };

  it('marks profiles messaged in a campaign, except the one being edited, or on do-not-contact', async () => {
    const campaignId = await messagedCampaign();
    const all = await select();
    expect(all.profiles.filter((p) => p.contacted).map((p) => p.search_list.id)).toEqual([nasa, nasa, nasa]);
    expect((await select('?excludeContacted=true')).matching).toBe(4);
    expect((await select(`?excludeContacted=true&campaignId=${campaignId}`)).matching).toBe(7);
    // a do-not-contact username counts even while editing
    const natgeoRow = all.profiles.find((p) => p.search_list.id === natgeo) as Row;
    await t.call('POST', '/api/do-not-contact', { usernames: [natgeoRow.username] }, ana);
    expect((await select(`?excludeContacted=true&campaignId=${campaignId}`)).matching).toBe(6);

    const bob = await t.signUp('bob@example.com');
    const foreign = await t.call('GET', `/api/profiles?campaignId=${campaignId}`, undefined, bob);
    expect(await errorOf(foreign)).toEqual({
      code: 'NOT_FOUND',
      message: 'Campaign not found or access denied',
    });
  });

  it("pages by cursor, and answers again from the cache only until the user's lists, campaigns or contacts change", async () => {
    const first = (await select('?limit=3')) as Page & { next_cursor: string | null };
    const all = await select();
    const second = (await select(`?limit=3&cursor=${first.next_cursor}`)) as Page & {
      next_cursor: string | null;
    };
    expect(second.profiles.map((p) => p.id)).toEqual(all.profiles.slice(3, 6).map((p) => p.id));
    expect(second.matching).toBe(7);

    expect((await select('?excludeContacted=true')).matching).toBe(7);
    const campaignId = await messagedCampaign();
    expect((await select('?excludeContacted=true')).matching).toBe(4);
    expect((await select()).profiles.filter((p) => p.contacted)).toHaveLength(3);
    expect((await t.call('DELETE', `/api/campaigns/${campaignId}`, undefined, ana)).status).toBe(200);
    expect((await select('?excludeContacted=true')).matching).toBe(7);
    expect((await select()).profiles.some((p) => p.contacted)).toBe(false);
    // do-not-contact changes the answer at once, past the cache
    const [someone] = all.profiles;
    await t.call('POST', '/api/do-not-contact', { usernames: [someone?.username] }, ana);
    expect((await select('?excludeContacted=true')).matching).toBe(6);
    await t.call('DELETE', '/api/do-not-contact', { usernames: [someone?.username] }, ana);
    expect((await select('?excludeContacted=true')).matching).toBe(7);
  });

  it('refuses bad filter values', async () => {
    const cases: [string, string][] = [
      ['?minFollowers=-1', 'Minimum followers must be a whole number of 0 or more'],
      ['?maxFollowers=lots', 'Maximum followers must be a whole number of 0 or more'],
      ['?hasProfilePicture=maybe', 'Has profile picture must be true or false'],
    ];
    for (const [query, message] of cases) {
      const res = await t.call('GET', `/api/profiles${query}`, undefined, ana);
      expect(await errorOf(res)).toEqual({ code: 'INVALID_INPUT', message });
    }
    expect((await t.call('GET', '/api/profiles?offset=x', undefined, ana)).status).toBe(400);
    expect((await t.call('GET', '/api/profiles')).status).toBe(401);
  });
});
