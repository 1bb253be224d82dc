import { EXPORT_COLUMNS } from '@leadgen/core/domain';
import { completedList, openTestApp } from '@leadgen/test-utils/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof openTestApp>>;
let ana: { id: string; cookie: string };
let listId: string;
beforeEach(async () => {
  t = await openTestApp();
  ana = await t.signUp('ana@example.com');
  ({ listId } = await completedList(t, ana, { max: 6 }));
});
afterEach(() => t.close());

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

interface ProfileRow {
  id: string;
  username: string;
  followers_count: number | null;
  message: string | null;
  message_processed: boolean;
  message_version: number;
}
interface ProfilesPage {
  profiles: ProfileRow[];
  total: number;
  matching: number;
  next_cursor: string | null;
}

const page = async (query = '', list = listId) => {
  const res = await t.call('GET', `/api/lists/${list}/profiles${query}`, undefined, ana);
  expect(res.status).toBe(200);
  return (await res.json()) as ProfilesPage;
};

describe('lead review', () => {
  it('serves a page again until the list changes, through the API or straight in the database', async () => {
    const first = await page('?limit=3');
    const target = first.profiles[0]?.id ?? '';
    expect(await page('?limit=3')).toEqual(first);
    const saved = await t.call(
      'PUT',
      `/api/lists/${listId}/profiles/${target}/message`,
      { message: 'Hi there' },
      ana,
    );
    expect(saved.status).toBe(200);
    expect((await page('?limit=3')).profiles[0]?.message).toBe('Hi there');
    // Another process writing the same database: the version lives there, so this one misses too.
    await t.store.profiles.saveMessage(ana.id, target, 'From the CLI');
    expect((await page('?limit=3')).profiles[0]?.message).toBe('From the CLI');
    await t.store.profiles.deleteMany(ana.id, listId, [target]);
    const after = await page('?limit=3');
    expect(after.total).toBe(first.total - 1);
    expect(after.profiles.map((p) => p.id)).not.toContain(target);
  });

  it("counts a filter's matching rows for every page, and again once the list changes", async () => {
    const counted = (await page()).profiles.filter((p) => (p.followers_count ?? 0) > 0).length;
    expect(counted).toBeGreaterThan(2);
    const first = await page('?limit=1&minFollowers=1');
    expect(first.matching).toBe(counted);
    const second = await page(`?limit=1&minFollowers=1&cursor=${first.next_cursor}`);
    expect(second.matching).toBe(counted);
    await t.store.profiles.deleteMany(ana.id, listId, [second.profiles[0]?.id ?? '']);
    const after = await page(`?limit=1&minFollowers=1&cursor=${first.next_cursor}`);
    expect(after.matching).toBe(counted - 1);
  });

  it('pages a list followers descending with keyset cursors, and filters it', async () => {
    const all = await page();
    expect(all).toMatchObject({ total: 6, matching: 6, next_cursor: null });
    const followers = all.profiles.map((p) => p.followers_count ?? 0);
    expect(followers).toEqual([...followers].sort((a, b) => b - a));
    expect(all.profiles[0]).not.toHaveProperty('user_id');

    const first = await page('?limit=4');
    expect(first.profiles).toHaveLength(4);
    const second = await page(`?limit=4&cursor=${first.next_cursor}`);
    expect(second.next_cursor).toBeNull();
    expect([...first.profiles, ...second.profiles].map((p) => p.id)).toEqual(all.profiles.map((p) => p.id));

    const pivot = followers[2] ?? 0;
    const filtered = await page(`?minFollowers=${pivot}`);
    expect(filtered.total).toBe(6);
    expect(filtered.matching).toBe(filtered.profiles.length);
    expect(filtered.profiles.every((p) => (p.followers_count ?? 0) >= pivot)).toBe(true);
    const named = await page(`?nameContains=${all.profiles[1]?.username.toUpperCase()}`);
    expect(named.profiles.map((p) => p.id)).toContain(all.profiles[1]?.id);
  });

  it('refuses bad filters and cursors', async () => {
    const cases: [string, string][] = [
      ['?minFollowers=abc', 'Minimum followers must be a whole number of 0 or more'],
      ['?maxPosts=-3', 'Maximum posts must be a whole number of 0 or more'],
      ['?cursor=garbage', 'Invalid page cursor'],
    ];
    for (const [query, message] of cases) {
      const res = await t.call('GET', `/api/lists/${listId}/profiles${query}`, undefined, ana);
      expect(await errorOf(res)).toEqual({ code: 'INVALID_INPUT', message });
    }
    expect((await t.call('GET', `/api/lists/${listId}/profiles?limit=ten`, undefined, ana)).status).toBe(400);
  });

  it('answers every matching id and username for select all, and the shape of the whole list', async () => {
    const all = await page();
    const matching = async (query = '') => {
      const res = await t.call('GET', `/api/lists/${listId}/profile-ids${query}`, undefined, ana);
      expect(res.status).toBe(200);
      return ((await res.json()) as { profiles: { id: string; username: string }[] }).profiles;
    };
    const idsOf = async (query = '') => (await matching(query)).map((p) => p.id);
    expect(await matching('?limit=1')).toEqual(all.profiles.map(({ id, username }) => ({ id, username })));
    const pivot = all.profiles[2]?.followers_count ?? 0;
    expect(await idsOf(`?minFollowers=${pivot}`)).toEqual(
      (await page(`?minFollowers=${pivot}`)).profiles.map((p) => p.id),
    );

    const res = await t.call('GET', `/api/lists/${listId}/insight`, undefined, ana);
    const { insight } = (await res.json()) as {
      insight: { total: number; followers: { label: string; count: number }[]; unknown_followers: number };
    };
    expect(insight.total).toBe(6);
    expect(insight.followers.map((band) => band.label)).toEqual([
      '< 1K',
      '1K–10K',
      '10K–100K',
      '100K–1M',
      '1M+',
    ]);
    expect(insight.followers.reduce((sum, band) => sum + band.count, insight.unknown_followers)).toBe(6);
  });

  it('deletes selected profiles', async () => {
    const ids = (await page()).profiles.map((p) => p.id);
    const res = await t.call('DELETE', `/api/lists/${listId}/profiles`, { profileIds: ids.slice(0, 2) }, ana);
    expect(await res.json()).toEqual({ deleted: 2 });
    expect((await page()).total).toBe(4);
    const bad = await t.call('DELETE', `/api/lists/${listId}/profiles`, { profileIds: 'all' }, ana);
    expect(bad.status).toBe(400);
  });

  it('answers the usernames of a selection for Open IG, leaving out ids of other lists', async () => {
    const [first, second] = (await page()).profiles;
    const other = await completedList(t, ana, { max: 1, target: 'nasa' });
    const [foreign] = (await page('', other.listId)).profiles;
    const res = await t.call(
      'POST',
      `/api/lists/${listId}/usernames`,
      { profileIds: [second?.id, foreign?.id, first?.id, 'nope'] },
      ana,
    );
    expect(await res.json()).toEqual({
      profiles: [
        { id: second?.id, username: second?.username },
        { id: first?.id, username: first?.username },
      ],
    });
    const bad = await t.call('POST', `/api/lists/${listId}/usernames`, { profileIds: 'all' }, ana);
    expect(bad.status).toBe(400);
  });

  it('populates the selected profiles with the template in one request (spec §5)', async () => {
    const before = await page();
    const chosen = before.profiles.slice(0, 2);
    const res = await t.call(
      'POST',
      `/api/lists/${listId}/populate`,
      { template: ' Hi {Username}! ', profileIds: chosen.map((p) => p.id) },
      ana,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ count: 2, message: 'Messages populated for 2 selected profiles' });
    const after = await page();
    for (const row of after.profiles) {
      const picked = chosen.some((p) => p.id === row.id);
      expect(row.message).toBe(picked ? `Hi ${row.username}!` : null);
    }

    const blank = await t.call(
      'POST',
      `/api/lists/${listId}/populate`,
      { template: '  ', profileIds: [] },
      ana,
    );
    expect(await errorOf(blank)).toEqual({
      code: 'INVALID_INPUT',
      message: 'Please enter a message template first',
    });
    const none = await t.call(
      'POST',
      `/api/lists/${listId}/populate`,
      { template: 'x', profileIds: [] },
      ana,
    );
    expect(await errorOf(none)).toEqual({
      code: 'INVALID_INPUT',
      message: 'Select at least one profile to populate',
    });
    const other = await completedList(t, ana, { max: 1, target: 'nasa' });
    const [foreign] = (await page('', other.listId)).profiles;
    const mixed = await t.call(
      'POST',
      `/api/lists/${listId}/populate`,
      { template: 'Yo', profileIds: [chosen[0]?.id, foreign?.id] },
      ana,
    );
    expect(await errorOf(mixed)).toEqual({ code: 'NOT_FOUND', message: 'Profile not found' });
    expect((await page()).profiles.filter((p) => p.message === 'Yo')).toEqual([]);

    const all = await t.call('POST', `/api/lists/${listId}/populate`, { template: '{First Name}' }, ana);
    expect(await all.json()).toEqual({ count: 6, message: 'Messages populated for 6 profiles' });
  });

  it("saves one profile's message, resetting message_processed, only for the list's own rows", async () => {
    const [profile] = (await page()).profiles;
    const path = `/api/lists/${listId}/profiles/${profile?.id}/message`;
    const version = profile?.message_version ?? 0;
    const res = await t.call('PUT', path, { message: '  Hi there!  ', version }, ana);
    expect(await res.json()).toEqual({
      id: profile?.id,
      message: 'Hi there!',
      message_processed: false,
      message_version: version + 1,
      lint: { errors: [], warnings: [] },
    });
    expect((await page()).profiles[0]).toMatchObject({
      message: 'Hi there!',
      message_processed: false,
      message_version: version + 1,
    });
    // another tab still holds the version before: refused, the newer message kept (issue 31)
    const stale = await t.call('PUT', path, { message: 'Older tab', version }, ana);
    expect(stale.status).toBe(409);
    expect((await page()).profiles[0]?.message).toBe('Hi there!');

    const other = await completedList(t, ana, { max: 1, target: 'nasa' });
    const foreign = await t.call(
      'PUT',
      `/api/lists/${other.listId}/profiles/${profile?.id}/message`,
      { message: 'x' },
      ana,
    );
    expect(await errorOf(foreign)).toEqual({ code: 'NOT_FOUND', message: 'Profile not found in this list' });
    const wrongType = await t.call('PUT', path, { message: 42 }, ana);
    expect(wrongType.status).toBe(400);
  });
});

describe('list CSV', () => {
  it('streams the spec columns as an attachment, every value quoted, formulas neutralised', async () => {
    const [profile] = (await page()).profiles;
    const formula = '=HYPERLINK("http://evil.example")';
    await t.call('PUT', `/api/lists/${listId}/profiles/${profile?.id}/message`, { message: formula }, ana);
    const { list } = (await (await t.call('GET', `/api/lists/${listId}`, undefined, ana)).json()) as {
      list: { name: string };
    };
    const res = await t.call('GET', `/api/lists/${listId}/csv`, undefined, ana);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const fileName = `${list.name.toLowerCase().replace(/[^a-z0-9]/g, '_')}_leads.csv`;
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
    const text = await res.text();
    const lines = text.split('\n');
    expect(lines[0]).toBe(EXPORT_COLUMNS.map((column) => `"${column}"`).join(','));
    // Bios may hold line breaks (inside quotes), so records are found by their first cell.
    for (const row of (await page()).profiles)
      expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^"${row.username}",`)));
    expect(lines[1]).toMatch(new RegExp(`^"${profile?.username}",`));
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.example"")"\n`);

    const bom = await t.call('GET', `/api/lists/${listId}/csv?bom=true`, undefined, ana);
    expect(new Uint8Array(await bom.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});

describe("another user's list", () => {
  it('is 404 on every route that takes its id', async () => {
    const bob = await t.signUp('bob@example.com');
    const [profile] = (await page()).profiles;
    const routes: [string, string, unknown?][] = [
      ['GET', `/api/lists/${listId}`],
      ['PATCH', `/api/lists/${listId}`, { name: 'Mine' }],
      ['DELETE', `/api/lists/${listId}`],
      ['GET', `/api/lists/${listId}/profiles`],
      ['DELETE', `/api/lists/${listId}/profiles`, { profileIds: [profile?.id] }],
      ['PUT', `/api/lists/${listId}/profiles/${profile?.id}/message`, { message: 'Hi' }],
      ['POST', `/api/lists/${listId}/populate`, { template: 'Hi', profileIds: [profile?.id] }],
      ['POST', `/api/lists/${listId}/usernames`, { profileIds: [profile?.id] }],
      ['GET', `/api/lists/${listId}/csv`],
    ];
    for (const [method, path, input] of routes) {
      const res = await t.call(method, path, input, bob);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(await errorOf(res)).toEqual({ code: 'NOT_FOUND', message: 'List not found' });
    }
    const still = await page();
    expect(still.total).toBe(6);
    expect(still.profiles.find((p) => p.id === profile?.id)?.message).toBeNull();
  });
});

describe('rows a run has not settled (issue 18)', () => {
  /** 4 more rows the list's run found and has not looked up, as a canceled run leaves them. */
  async function hiddenRows() {
    await t.store.profiles.insertMany(
      ana.id,
      listId,
      Array.from({ length: 4 }, (_, i) => ({
        username: `hidden_${i}`,
        full_name: `Hidden Person ${i}`,
        instagram_user_id: `ig_hidden_${i}`,
        connection_type: 'followers' as const,
        source_username: 'natgeo',
      })),
    );
    return t.store.profiles.pendingEnrichment(ana.id, listId, 10);
  }

  it('are served by no route: pages and counts, select-all ids, shape, CSV, message saves', async () => {
    const before = await page();
    const hidden = await hiddenRows();
    expect(hidden).toHaveLength(4);
    const after = await page();
    expect(after).toMatchObject({ total: 6, matching: 6 });
    expect(after.profiles.map((p) => p.id)).toEqual(before.profiles.map((p) => p.id));
    expect(JSON.stringify(after)).not.toContain('hidden_');
    expect((await page('?nameContains=hidden')).profiles).toEqual([]);
    const ids = await t.call('GET', `/api/lists/${listId}/profile-ids`, undefined, ana);
    expect(((await ids.json()) as { profiles: unknown[] }).profiles).toHaveLength(6);
    const insight = await t.call('GET', `/api/lists/${listId}/insight`, undefined, ana);
    expect(((await insight.json()) as { insight: { total: number } }).insight.total).toBe(6);

    const csv = await t.call('GET', `/api/lists/${listId}/csv`, undefined, ana);
    expect(csv.status).toBe(200);
    const text = await csv.text();
    expect(text).not.toContain('hidden_');
    for (const profile of before.profiles) expect(text).toContain(`"${profile.username}"`);

    const saved = await t.call(
      'PUT',
      `/api/lists/${listId}/profiles/${hidden[0]?.id}/message`,
      { message: 'Hi' },
      ana,
    );
    expect(saved.status).toBe(404);
    const removed = await t.call(
      'DELETE',
      `/api/lists/${listId}/profiles`,
      { profileIds: [hidden[0]?.id] },
      ana,
    );
    expect(await removed.json()).toEqual({ deleted: 0 });
  });

  it('are counted on the list, which says the rest can be resumed only when its run can be', async () => {
    await hiddenRows();
    const read = async () => {
      const res = await t.call('GET', `/api/lists/${listId}`, undefined, ana);
      return ((await res.json()) as { list: { standing: unknown } }).list.standing;
    };
    // its run completed: nothing to resume
    expect(await read()).toEqual({
      shown: 6,
      hidden: 4,
      resumable: false,
      notice: 'Showing the 6 profiles looked up. 4 more were found and not paid for.',
      percent: null,
    });
    // its run was canceled before it looked them up: the list is still being made, and resumable
    await t.store.db.updateTable('jobs').set({ status: 'canceled' }).where('user_id', '=', ana.id).execute();
    await t.store.db
      .updateTable('search_lists')
      .set({ status: 'processing' })
      .where('id', '=', listId)
      .execute();
    const resumable = {
      shown: 6,
      hidden: 4,
      resumable: true,
      notice:
        'Showing the 6 profiles looked up. 4 more were found and not paid for; resume the run to add them.',
      percent: null,
    };
    expect(await read()).toEqual(resumable);
    const lists = await t.call('GET', '/api/lists', undefined, ana);
    const [row] = ((await lists.json()) as { lists: { id: string; standing: unknown }[] }).lists;
    expect(row).toMatchObject({ id: listId, standing: resumable });
  });
});
