// Issue 30 over HTTP: runs reuse the people enriched within the freshness window at no charge
// (the job's result says how many), `refresh` buys them again, and a run the balance cannot
// finish pauses its list for credits until a retry after a top-up.
import { createJobHandlers, type JobHandler } from '@leadgen/core';
import { messages } from '@leadgen/core/domain';
import { openTestApp, runJobs } from '@leadgen/test-utils/server';
import { afterEach, beforeEach, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof openTestApp>>;
let ana: { id: string; cookie: string };
beforeEach(async () => {
  t = await openTestApp();
  ana = await t.signUp('ana@example.com');
});
afterEach(() => t.close());

type Json = Record<string, unknown>;
const json = async <T = Json>(res: Response) => (await res.json()) as T;

/** Queues a run through `path` with `body`, runs the queue, and answers the job as the API does. */
async function run(path: string, body: Json) {
  const queued = await t.call('POST', path, body, ana);
  expect(queued.status).toBe(202);
  const { job_id: jobId } = await json<{ job_id: string }>(queued);
  await runJobs(t);
  return (await json<{ job: Json }>(await t.call('GET', `/api/jobs/${jobId}`, undefined, ana))).job;
}

const balance = async () => (await t.store.ledger.balance(ana.id)) ?? 0;

it('reuses the people of an earlier discovery at no charge, and refresh enriches them again', async () => {
  const discovery = { targets: ['natgeo'], type: 'followers', maxProfiles: 4 };
  expect(await run('/api/lists/discovery', discovery)).toMatchObject({
    status: 'completed',
    result: { enriched: 4, reused: 0, charged: 0.032 },
  });
  const before = await balance();
  expect(await run('/api/lists/discovery', discovery)).toMatchObject({
    result: { enriched: 4, reused: 4, charged: 0 },
  });
  expect(await balance()).toBe(before);
  expect(await run('/api/lists/discovery', { ...discovery, refresh: true })).toMatchObject({
    result: { enriched: 4, reused: 0, charged: 0.032 },
  });
  expect(await balance()).toBe(before - 32);
});

it('reuses the people of a custom list typed again, and refresh enriches them again', async () => {
  const usernames = ['nasa', 'natgeo'];
  expect(await run('/api/lists/custom', { usernames })).toMatchObject({
    result: { enriched: 2, reused: 0, charged: 0.016 },
  });
  expect(await run('/api/lists/custom', { usernames })).toMatchObject({
    result: { enriched: 2, reused: 2, charged: 0 },
  });
  expect(await run('/api/lists/custom', { usernames, refresh: true })).toMatchObject({
    result: { enriched: 2, reused: 0, charged: 0.016 },
  });
});

it('passes refresh on with a custom list, typed or uploaded, and only when it is true', async () => {
  const payloadOf = async (res: Response) => {
    const { job_id: jobId } = await json<{ job_id: string }>(res);
    return (await t.store.jobs.get(ana.id, jobId))?.payload as Json;
  };
  const typed = await t.call('POST', '/api/lists/custom', { usernames: ['nasa'], refresh: true }, ana);
  expect(await payloadOf(typed)).toMatchObject({ usernames: ['nasa'], refresh: true });
  const plain = await t.call('POST', '/api/lists/custom', { usernames: ['nasa'], refresh: false }, ana);
  expect(await payloadOf(plain)).not.toHaveProperty('refresh');
  const form = new FormData();
  form.set('file', new File(['username\nnatgeo\n'], 'leads.csv'));
  form.set('refresh', 'true');
  const uploaded = await t.app.request('/api/lists/custom', {
    method: 'POST',
    body: form,
    headers: { cookie: ana.cookie },
  });
  expect(uploaded.status).toBe(202);
  expect(await payloadOf(uploaded)).toMatchObject({ usernames: ['natgeo'], refresh: true });
});

it('pauses a list the balance cannot finish, shows it paused, and finishes it after a top-up', async () => {
  await t.store.ledger.grant(ana.id, { millicredits: 20_000, reason: 'test', ref: 'test:grant' });
  // one chunk at a time; once the first is paid for, the user spends the rest elsewhere
  t.deps.handlers = createJobHandlers({
    store: t.store,
    scraper: t.deps.providers.scraper,
    writer: t.deps.providers.writer,
    concurrency: 1,
  });
  const discover: JobHandler = t.deps.handlers.discover;
  let spent = false;
  t.deps.handlers.discover = (context) =>
    discover({
      ...context,
      progress: async (update) => {
        await context.progress(update);
        if (spent || update.step !== 'Enriching' || (update.enriched ?? 0) === 0) return;
        spent = true;
        const left = await balance();
        await t.store.ledger.charge(ana.id, { millicredits: left - 5, reason: 'test', ref: 'test:spend' });
      },
    });
  const job = await run('/api/lists/discovery', { targets: ['natgeo'], type: 'followers', maxProfiles: 50 });
  const paused = messages.runPausedForCredits(25, 25);
  expect(paused).toMatch(/^Paused for credits: 25 profiles enriched, 25 waiting\./);
  expect(job).toMatchObject({ status: 'failed', error_code: 'INSUFFICIENT_CREDITS', error: paused });
  const listId = String(job.list_id);
  const { lists } = await json<{ lists: Json[] }>(await t.call('GET', '/api/lists', undefined, ana));
  expect(lists[0]).toMatchObject({
    id: listId,
    status: 'paused',
    error: paused,
    standing: { resumable: true },
  });
  const { list } = await json<{ list: Json }>(await t.call('GET', `/api/lists/${listId}`, undefined, ana));
  expect(list).toMatchObject({ status: 'paused', error: paused });

  await t.store.ledger.grant(ana.id, { millicredits: 1_000, reason: 'test', ref: 'test:top-up' });
  const retried = await t.call('POST', `/api/lists/${listId}/retry`, {}, ana);
  expect(retried.status).toBe(202);
  const { job: again } = await json<{ job: { id: string } }>(retried);
  await runJobs(t);
  const done = await json<{ job: Json }>(await t.call('GET', `/api/jobs/${again.id}`, undefined, ana));
  expect(done.job).toMatchObject({ status: 'completed', result: { profiles_found: 50, enriched: 50 } });
  const after = await json<{ list: Json }>(await t.call('GET', `/api/lists/${listId}`, undefined, ana));
  expect(after.list).toMatchObject({ status: 'completed', error: null, cost: 0.4 });
});
