import { openTestApp, runJobs } from '@leadgen/test-utils/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof openTestApp>>;
let ana: { id: string; cookie: string };
beforeEach(async () => {
  t = await openTestApp();
  ana = await t.signUp('ana@example.com');
});
afterEach(() => t.close());

const SESSION = 'sess-SECRET-1234567890';

const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string } }).error;

const queue = async () => {
  const input = { targets: ['natgeo'], type: 'followers', maxProfiles: 3, sessionId: SESSION };
  const res = await t.call('POST', '/api/lists/discovery', input, ana);
  return ((await res.json()) as { job_id: string }).job_id;
};

const read = async (jobId: string) => {
  const res = await t.call('GET', `/api/jobs/${jobId}`, undefined, ana);
  const text = await res.text();
  // The payload holds the session id while the run waits: it is never answered.
  expect(text).not.toContain(SESSION);
  expect(text).not.toContain('payload');
  return { status: res.status, job: (JSON.parse(text) as { job: Record<string, unknown> }).job };
};

describe('jobs', () => {
  it('shows a run queued, then completed with its progress and result (charge in credits)', async () => {
    const jobId = await queue();
    expect((await read(jobId)).job).toMatchObject({
      id: jobId,
      kind: 'discover',
      status: 'queued',
      list_id: null,
      progress: null,
      result: null,
      error: null,
      error_code: null,
      finished_at: null,
    });
    await runJobs(t);
    const { job } = await read(jobId);
    expect(job).toMatchObject({
      status: 'completed',
      list_id: expect.any(String),
      progress: { step_index: 4, step_count: 4, percent: 100 },
      result: { profiles_found: 3, enriched: 3, charged: 0.024, list_id: job.list_id },
      finished_at: expect.any(String),
    });
  });

  it("lists the user's runs still going, with what each was asked for and never its session id", async () => {
    const active = async (who = ana) => {
      const res = await t.call('GET', '/api/jobs/active', undefined, who);
      const text = await res.text();
      expect(text).not.toContain(SESSION);
      return (JSON.parse(text) as { jobs: Record<string, unknown>[] }).jobs;
    };
    expect(await active()).toEqual([]);
    const jobId = await queue();
    const custom = await t.call('POST', '/api/lists/custom', { usernames: ['ana.p', 'ben'] }, ana);
    const customId = ((await custom.json()) as { job_id: string }).job_id;
    const jobs = await active();
    expect(jobs.map((job) => job.id).sort()).toEqual([jobId, customId].sort());
    expect(jobs.find((job) => job.id === jobId)).toMatchObject({
      kind: 'discover',
      status: 'queued',
      request: { kind: 'discover', target_accounts: ['natgeo'], search_type: 'followers', max_profiles: 3 },
    });
    expect(jobs.find((job) => job.id === customId)).toMatchObject({
      request: { kind: 'custom', username_count: 2 },
    });
    // another user's runs are not theirs to see
    expect(await active(await t.signUp('bob@example.com'))).toEqual([]);
    await runJobs(t);
    expect(await active()).toEqual([]);
  });

  it('cancels a queued job, which then never runs', async () => {
    const jobId = await queue();
    const res = await t.call('POST', `/api/jobs/${jobId}/cancel`, undefined, ana);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { job: unknown }).job).toMatchObject({ id: jobId, status: 'canceled' });
    expect((await runJobs(t)).processed).toBe(0);
    expect((await read(jobId)).job.status).toBe('canceled');
    const again = await t.call('POST', `/api/jobs/${jobId}/cancel`, undefined, ana);
    expect(((await again.json()) as { job: unknown }).job).toMatchObject({ status: 'canceled' });
  });

  it('retries a failed run (202): it continues its list and charges only what is still missing', async () => {
    // the target's lookup's and the discovery's 3 Apify requests each pass; the enrichment's
    // first is refused (never retried)
    const pass = { service: 'apify' } as const;
    t.sandbox.update({ faults: { next: [...Array(6).fill(pass), { service: 'apify', status: 401 }] } });
    const jobId = await queue();
    await runJobs(t);
    const failed = (await read(jobId)).job;
    expect(failed).toMatchObject({ status: 'failed', error_code: 'PROVIDER_AUTH' });
    expect(await t.store.ledger.balance(ana.id)).toBe(500);

    const res = await t.call('POST', `/api/jobs/${jobId}/resume`, { sessionId: SESSION }, ana);
    expect(res.status).toBe(202);
    expect(await res.text()).not.toContain(SESSION);
    expect((await read(jobId)).job).toMatchObject({ status: 'queued', error: null, list_id: failed.list_id });
    const requests = t.sandbox.counters.apify.requests;
    await runJobs(t);
    // the list kept its 3 discovered rows: only the enrichment runs again (start, wait, items)
    expect(t.sandbox.counters.apify.requests - requests).toBe(3);
    expect((await read(jobId)).job).toMatchObject({
      status: 'completed',
      list_id: failed.list_id,
      result: { profiles_found: 3, enriched: 3 },
    });
    expect(await t.store.ledger.balance(ana.id)).toBe(500 - 3 * 8);
  });

  it('retries a failed run from its list (the dashboard row), and says when a list has none', async () => {
    const pass = { service: 'apify' } as const;
    t.sandbox.update({ faults: { next: [...Array(6).fill(pass), { service: 'apify', status: 401 }] } });
    const jobId = await queue();
    await runJobs(t);
    const { list_id: listId } = (await read(jobId)).job as { list_id: string };
    expect((await t.store.lists.get(ana.id, listId))?.status).toBe('failed');
    const retried = await t.call('POST', `/api/lists/${listId}/retry`, {}, ana);
    expect(retried.status).toBe(202);
    expect(((await retried.json()) as { job: unknown }).job).toMatchObject({ id: jobId, status: 'queued' });
    await runJobs(t);
    expect((await t.store.lists.get(ana.id, listId))?.status).toBe('completed');
    expect(await t.store.ledger.balance(ana.id)).toBe(500 - 3 * 8);
    // a completed list has no run to try again; another user's list is not found either
    const none = await t.call('POST', `/api/lists/${listId}/retry`, {}, ana);
    expect(none.status).toBe(404);
    expect(await errorOf(none)).toEqual({
      code: 'NOT_FOUND',
      message: 'This list has no failed or canceled run to try again',
    });
    const bob = await t.signUp('bob@example.com');
    expect((await t.call('POST', `/api/lists/${listId}/retry`, {}, bob)).status).toBe(404);
  });

  it('refuses to retry a run that is queued or completed, and a body that is not one', async () => {
    const jobId = await queue();
    const queued = await t.call('POST', `/api/jobs/${jobId}/resume`, {}, ana);
    expect(queued.status).toBe(409);
    expect(await errorOf(queued)).toEqual({ code: 'CONFLICT', message: `Job ${jobId} is already queued` });
    await runJobs(t);
    const done = await t.call('POST', `/api/jobs/${jobId}/resume`, undefined, ana);
    expect(done.status).toBe(409);
    expect(await errorOf(done)).toEqual({ code: 'CONFLICT', message: `Job ${jobId} is already completed` });
    const bad = await t.call('POST', `/api/jobs/${jobId}/resume`, { sessionId: 42 }, ana);
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).code).toBe('INVALID_INPUT');
  });

  it("is 404 for an unknown job and for another user's", async () => {
    const jobId = await queue();
    const bob = await t.signUp('bob@example.com');
    for (const [method, path] of [
      ['GET', `/api/jobs/${jobId}`],
      ['POST', `/api/jobs/${jobId}/cancel`],
      ['POST', `/api/jobs/${jobId}/resume`],
      ['GET', '/api/jobs/nope'],
      ['POST', '/api/jobs/nope/resume'],
    ] as const) {
      const res = await t.call(method, path, undefined, bob);
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual({ code: 'NOT_FOUND', message: 'Job not found' });
    }
    expect((await read(jobId)).job.status).toBe('queued');
  });

  it("pages the user's own jobs newest first, with the next page's cursor and the total", async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push(await queue());
    const bob = await t.signUp('bob@example.com');
    const page = async (query: string, as = ana) => {
      const res = await t.call('GET', `/api/jobs${query}`, undefined, as);
      expect(res.status).toBe(200);
      const text = await res.text();
      expect(text).not.toContain(SESSION);
      return JSON.parse(text) as { jobs: { id: string }[]; next_cursor: string | null; total: number };
    };
    const first = await page('?limit=2');
    expect(first.total).toBe(5);
    const seen = first.jobs.map((job) => job.id);
    let cursor = first.next_cursor;
    while (cursor) {
      const next = await page(`?limit=2&cursor=${cursor}`);
      seen.push(...next.jobs.map((job) => job.id));
      cursor = next.next_cursor;
    }
    expect(seen).toEqual([...ids].reverse());
    expect(await page('', bob)).toEqual({ jobs: [], next_cursor: null, total: 0 });
    const bad = await t.call('GET', '/api/jobs?cursor=nope', undefined, ana);
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toEqual({ code: 'INVALID_INPUT', message: 'Invalid page cursor' });
  });
});
