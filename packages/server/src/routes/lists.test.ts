import { loadConfig } from '@leadgen/core';
import { createApifyScraper } from '@leadgen/core/providers';
import { completedList, openTestApp, runJobs } from '@leadgen/test-utils/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof openTestApp>>;
beforeEach(async () => {
  t = await openTestApp();
});
afterEach(() => t.close());

const SESSION = 'sess-SECRET-1234567890';

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

const body = async <T = Record<string, unknown>>(res: Response) => (await res.json()) as T;

/** A CSV upload to POST /api/lists/custom, as the custom list screen sends it. */
const upload = (file: File, as: { cookie: string }) => {
  const form = new FormData();
  form.set('file', file);
  form.set('name', 'Uploaded');
  return t.app.request('/api/lists/custom', { method: 'POST', body: form, headers: { cookie: as.cookie } });
};

describe('discovery lists', () => {
  it('queues a run with its estimate, runs it, and lists it without the session id', async () => {
    const ana = await t.signUp('ana@example.com');
    const res = await t.call(
      'POST',
      '/api/lists/discovery',
      { targets: ['@NatGeo'], type: 'followers', maxProfiles: 5, sessionId: SESSION },
      ana,
    );
    expect(res.status).toBe(202);
    const queued = await body<{ job_id: string; estimate: unknown }>(res);
    expect(queued.estimate).toEqual({
      profiles: 5,
      known: 0,
      to_enrich: 5,
      cost: 0.04,
      balance: 0.5,
      covered: 62,
      capped: false,
      notice: null,
      summary: '5 profiles: $0.040',
    });
    expect((await runJobs(t)).processed).toBe(1);
    const job = await t.call('GET', `/api/jobs/${queued.job_id}`, undefined, ana);
    const jobText = await job.text();
    expect(jobText).not.toContain(SESSION);
    const listId = (JSON.parse(jobText) as { job: { list_id: string } }).job.list_id;

    const lists = await t.call('GET', '/api/lists', undefined, ana);
    const listsText = await lists.text();
    expect(listsText).not.toContain(SESSION);
    expect(listsText).not.toContain('instagram_session_id');
    const { lists: rows } = JSON.parse(listsText) as { lists: Record<string, unknown>[] };
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: listId,
      target_accounts: ['natgeo'],
      search_type: 'followers',
      max_profiles: 5,
      status: 'completed',
      profiles_found: 5,
      cost: 0.04,
    });
    expect(String(rows[0]?.name)).toMatch(/^natgeo - followers - /);
    const me = await body<{ user: { credits: number } }>(
      await t.call('GET', '/api/users/me', undefined, ana),
    );
    expect(me.user.credits).toBe(0.46);
  });

  it('refuses bad input with the spec messages', async () => {
    const ana = await t.signUp('ana@example.com');
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'followers', sessionId: SESSION }, 'Please provide at least one Instagram username'],
      [
        { targets: ['  ', '@'], type: 'followers', sessionId: SESSION },
        'Please provide at least one Instagram username',
      ],
      [
        { targets: ['bad name!'], type: 'followers', sessionId: SESSION },
        'Invalid username format: bad name!',
      ],
      [
        { targets: ['a', 'b', 'c', 'd', 'e', 'f'], type: 'followers', sessionId: SESSION },
        'At most 5 target accounts allowed',
      ],
      [
        { targets: ['nasa'], type: 'friends', sessionId: SESSION },
        'Search type must be followers or following',
      ],
      [
        { targets: ['nasa'], type: 'following', maxProfiles: 1001, sessionId: SESSION },
        'Profile limit must be between 1 and 1000',
      ],
    ];
    for (const [input, message] of cases) {
      const res = await t.call('POST', '/api/lists/discovery', input, ana);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({ code: 'INVALID_INPUT', message });
    }
    // spec §5's session id message, only when the configured actor logs in to Instagram
    const defaultScraper = t.deps.providers.scraper;
    t.deps.providers.scraper = createApifyScraper({
      token: 'unused',
      actors: loadConfig({ LEADGEN_APIFY_FOLLOWING_ACTOR: 'aizen0~instagram-follower-following-scraper' })
        .apify.actors,
    });
    const input = { targets: ['nasa'], type: 'following', maxProfiles: 10, sessionId: '  ' };
    const res = await t.call('POST', '/api/lists/discovery', input, ana);
    expect(await errorOf(res)).toEqual({
      code: 'INVALID_INPUT',
      message: 'Instagram session ID is required',
    });
    t.deps.providers.scraper = defaultScraper;
    const wrongType = await t.call('POST', '/api/lists/discovery', { targets: 'nasa' }, ana);
    expect(wrongType.status).toBe(400);
    expect((await t.call('POST', '/api/lists/discovery', { targets: ['nasa'] })).status).toBe(401);
    expect(await t.store.jobs.list(ana.id)).toEqual([]);
  });

  it('caps a run to the balance with a notice, and refuses one the balance cannot cover but for known people', async () => {
    const ana = await t.signUp('ana@example.com');
    const input = { targets: ['nasa'], type: 'following', maxProfiles: 100, sessionId: SESSION };
    const capped = await body<{ estimate: Record<string, unknown> }>(
      await t.call('POST', '/api/lists/discovery', input, ana),
    );
    expect(capped.estimate).toMatchObject({
      profiles: 100,
      covered: 62,
      capped: true,
      notice: 'Your balance covers 62 profiles: the run is capped to 62.',
    });
    await runJobs(t);
    const refused = await t.call('POST', '/api/lists/discovery', { ...input, targets: ['natgeo'] }, ana);
    expect(refused.status).toBe(402);
    // the spec's words, with what the run needed and the balance, in credits, for a client to say
    expect(await errorOf(refused)).toEqual({
      code: 'INSUFFICIENT_CREDITS',
      message: 'Not enough credits',
      needed: 0.8,
      balance: 0.004,
    });
    // the same run again finds the people it knows: they cost nothing, so it is queued (issue 30)
    const again = await t.call('POST', '/api/lists/discovery', input, ana);
    expect(again.status).toBe(202);
    const { estimate } = await body<{ estimate: { known: number; covered: number } }>(again);
    expect(estimate).toMatchObject({ covered: 0, known: expect.any(Number) });
    expect(estimate.known).toBeGreaterThan(50);
  });
});

describe('custom lists', () => {
  it('makes a list of typed usernames', async () => {
    const ana = await t.signUp('ana@example.com');
    const res = await t.call('POST', '/api/lists/custom', { usernames: ['@NASA', '', 'natgeo'] }, ana);
    expect(res.status).toBe(202);
    expect((await body<{ estimate: { profiles: number } }>(res)).estimate.profiles).toBe(2);
    await runJobs(t);
    const { lists } = await body<{ lists: Record<string, unknown>[] }>(
      await t.call('GET', '/api/lists', undefined, ana),
    );
    expect(lists[0]).toMatchObject({ search_type: 'custom', status: 'completed', profiles_found: 2 });
    expect(String(lists[0]?.name)).toMatch(/^Custom: /);
  });

  it('makes a list from an uploaded CSV, with the spec messages for bad files', async () => {
    const ana = await t.signUp('ana@example.com');
    const good = await upload(new File(['username\n@NatGeo\nnasa\nnasa\n'], 'leads.csv'), ana);
    expect(good.status).toBe(202);
    expect((await body<{ estimate: { profiles: number } }>(good)).estimate.profiles).toBe(2);
    await runJobs(t);
    const { lists } = await body<{ lists: Record<string, unknown>[] }>(
      await t.call('GET', '/api/lists', undefined, ana),
    );
    expect(lists[0]).toMatchObject({ name: 'Uploaded', profiles_found: 2 });

    const cases: [File, string][] = [
      [new File(['nasa'], 'leads.txt'), 'Please upload a CSV file'],
      [new File(['  \n'], 'leads.csv'), 'CSV file is empty'],
      [new File(['bad name!;@@'], 'leads.csv'), 'No valid usernames found in CSV file'],
      [new File(['a'.repeat(1048577)], 'big.csv'), 'File size should be less than 1MB'],
    ];
    for (const [file, message] of cases) {
      const res = await upload(file, ana);
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({ code: 'INVALID_INPUT', message });
    }
    const huge = await upload(new File(['a'.repeat(2 * 1048576)], 'huge.csv'), ana);
    expect(huge.status).toBe(413);
    expect((await errorOf(huge)).message).toBe('File size should be less than 1MB');
  });

  it('refuses bad typed usernames with the spec messages', async () => {
    const ana = await t.signUp('ana@example.com');
    const many = Array.from({ length: 501 }, (_, i) => `user${i}`);
    const cases: [unknown, string][] = [
      [{}, 'Please provide at least one Instagram username'],
      [{ usernames: ['nasa', 'bad name!'] }, 'Invalid username format: bad name!'],
      [{ usernames: many }, 'Maximum 500 usernames allowed'],
    ];
    for (const [input, message] of cases) {
      expect(await errorOf(await t.call('POST', '/api/lists/custom', input, ana))).toEqual({
        code: 'INVALID_INPUT',
        message,
      });
    }
  });
});

describe('one list', () => {
  it('reads, renames the part before " - ", and deletes a list', async () => {
    const ana = await t.signUp('ana@example.com');
    const { listId } = await completedList(t, ana);
    const read = await body<{ list: { name: string } }>(
      await t.call('GET', `/api/lists/${listId}`, undefined, ana),
    );
    const suffix = read.list.name.slice(read.list.name.indexOf(' - '));
    const renamed = await t.call('PATCH', `/api/lists/${listId}`, { name: ' Space fans ' }, ana);
    expect(await body(renamed)).toMatchObject({
      list: { name: `Space fans${suffix}` },
      message: 'List renamed successfully',
    });
    const blank = await t.call('PATCH', `/api/lists/${listId}`, { name: '  ' }, ana);
    expect(await errorOf(blank)).toEqual({ code: 'INVALID_INPUT', message: 'Please enter a list name' });
    const deleted = await t.call('DELETE', `/api/lists/${listId}`, undefined, ana);
    expect(await body(deleted)).toEqual({
      message: 'List deleted successfully',
      kept: { campaigns: 0, leads: 0 },
    });
    const gone = await t.call('GET', `/api/lists/${listId}`, undefined, ana);
    expect(gone.status).toBe(404);
    expect(await errorOf(gone)).toEqual({ code: 'NOT_FOUND', message: 'List not found' });
  });

  it('keeps the leads of a deleted list in its campaigns, and the dashboard says how many first', async () => {
    const ana = await t.signUp('ana@example.com');
    const { listId } = await completedList(t, ana, { max: 8 });
    const created = await t.call('POST', '/api/campaigns', { fromListId: listId, name: 'Spring' }, ana);
    const { campaign } = await body<{ campaign: { id: string } }>(created);
    const lists = await body<{ lists: { id: string; campaign_use: unknown; profile_count: number }[] }>(
      await t.call('GET', '/api/lists', undefined, ana),
    );
    expect(lists.lists[0]).toMatchObject({
      id: listId,
      profile_count: 8,
      campaign_use: { campaigns: 1, leads: 8 },
    });
    const deleted = await t.call('DELETE', `/api/lists/${listId}`, undefined, ana);
    expect(await body(deleted)).toEqual({
      message: 'List deleted successfully. 1 campaign keeps its 8 leads.',
      kept: { campaigns: 1, leads: 8 },
    });
    expect(
      (await body<{ lists: unknown[] }>(await t.call('GET', '/api/lists', undefined, ana))).lists,
    ).toEqual([]);
    const page = await body<{ profiles: unknown[]; total: number }>(
      await t.call('GET', `/api/campaigns/${campaign.id}/profiles`, undefined, ana),
    );
    expect({ shown: page.profiles.length, total: page.total }).toEqual({ shown: 8, total: 8 });
    const cards = await body<{ campaigns: { id: string; profile_count: number }[] }>(
      await t.call('GET', '/api/campaigns', undefined, ana),
    );
    expect(cards.campaigns.map((card) => card.profile_count)).toEqual([8]);
  });
});
