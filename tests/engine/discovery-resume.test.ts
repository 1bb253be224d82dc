// Discovery runs that stop and resume, lose their lookups, or outrun the balance (DESIGN.md §3,
// §5, §9): a canceled or interrupted job continues its list, never charging a profile twice.

import type { JobProgress } from '@leadgen/core';
import {
  cancelJob,
  discoverHandler,
  loadConfig,
  resumeJob,
  resumeNeedsSessionId,
  runWorker,
  type Scraper,
} from '@leadgen/core';
import { LeadgenError } from '@leadgen/core/domain';
import { discoverPayload } from '@leadgen/test-utils/core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fundedStore,
  pausesRecorded,
  rejection,
  SESSION_ID,
  sandboxScraper,
  startRunSandbox,
  testRun,
} from './run-harness.js';

let sandbox: Awaited<ReturnType<typeof startRunSandbox>>;
beforeAll(async () => {
  sandbox = await startRunSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(() => sandbox.reset());

const payload = (max: number) =>
  discoverPayload({ targets: ['natgeo', 'nasa'], type: 'following', max, sessionId: SESSION_ID });
/** The id of the first target's discovery run the job recorded (the targets are collected fewest first). */
const discoveryRun = (payload: { providerRuns?: Record<string, string> }) =>
  Object.entries(payload.providerRuns ?? {}).find(([key]) => key.startsWith('discover:'))?.[1];
/** The reason the worker aborts a job with. */
const canceled = () => new LeadgenError('CONFLICT', 'Job canceled');
const done = (p: JobProgress) => p.enriched + p.failed;

describe('a resumed discovery job', () => {
  it('continues its list after a cancel midway through enrichment, charging each profile once', async () => {
    const { store, userId } = await fundedStore(20_000);
    const handler = discoverHandler({
      store,
      scraper: sandboxScraper(sandbox),
      chunkSize: 25,
      concurrency: 2,
    });
    const run = testRun(userId, 'discover', payload(200), (update, current) => {
      if (update.step === 'Enriching' && done(update) >= 50) current.controller.abort(canceled());
    });
    const error = await rejection(handler(run.context));
    expect(error.message).toBe('Job canceled');

    const listId = run.job.payload.listId as string;
    const midway = await store.lists.get(userId, listId);
    expect(midway).toMatchObject({ status: 'processing', instagram_session_id: null });
    const spent = 20_000 - ((await store.ledger.balance(userId)) ?? 0);
    expect(spent).toBeGreaterThanOrEqual(50 * 8);
    expect(spent).toBeLessThan(200 * 8);

    // the queue erases the session id of a canceled job; enrichment goes on without it
    run.job.payload.sessionId = null;
    const resumed = run.rerun();
    const result = await handler(resumed.context);
    expect(result).toMatchObject({ listId, profilesFound: 200, charged: 1600 });
    expect(await store.lists.get(userId, listId)).toMatchObject({ status: 'completed', cost: 1600 });
    expect(await store.ledger.balance(userId)).toBe(20_000 - 1600);
    expect(await store.ledger.sum(userId)).toBe(20_000 - 1600);
    // one lookup of the targets, one discovery per target and one lookup per chunk over both
    // runs: nothing was done twice
    expect(sandbox.counters.apify.runs).toBe(1 + 2 + 200 / 25);
    expect(done(resumed.progress[0] as JobProgress)).toBe(0);
    const firstEnriching = resumed.progress.find((p) => p.step === 'Enriching') as JobProgress;
    expect(done(firstEnriching)).toBe(spent / 8);
    expect(await store.lists.list(userId)).toHaveLength(1);
    await store.close();
  });

  it('discovers again when it stopped during discovery, with no session id for the default actors', async () => {
    const { store, userId } = await fundedStore();
    sandbox.update({ faults: { perItemMs: 2 } });
    const handler = discoverHandler({ store, scraper: sandboxScraper(sandbox) });
    const run = testRun(userId, 'discover', payload(40), (update, current) => {
      if (update.step === 'Discovering') current.controller.abort(canceled());
    });
    await rejection(handler(run.context));
    const listId = run.job.payload.listId as string;
    run.job.payload.sessionId = null;
    const result = await handler(run.rerun().context);
    expect(result).toMatchObject({ listId, profilesFound: 40, charged: 320 });
    await store.close();
  });

  it('follows the discovery run a stopped attempt started, instead of starting and paying for another', async () => {
    const { store, userId } = await fundedStore();
    // the discovery run takes a while: the job stops while it goes on
    sandbox.update({ faults: { perItemMs: 5 } });
    const handler = discoverHandler({ store, scraper: sandboxScraper(sandbox) });
    const run = testRun(userId, 'discover', payload(40));
    const first = handler(run.context);
    // each target has a run of its own (issue 34: completeness per target): the first one's
    await vi.waitFor(() => expect(discoveryRun(run.job.payload)).toEqual(expect.any(String)), {
      interval: 5,
    });
    const runId = discoveryRun(run.job.payload);
    run.controller.abort(canceled());
    await rejection(first);
    // the stop aborted the run on Apify, as a cancel does; a crash would leave it going: mimic that
    // by resuming with the run still recorded and see it is followed (an aborted one is not)
    sandbox.resetCounters();
    const result = await handler(run.rerun().context);
    expect(result).toMatchObject({ profilesFound: 40 });
    const followed = await fetch(`${sandbox.url}/v2/actor-runs/${runId}`, {
      headers: { authorization: 'Bearer sandbox-apify-token' },
    });
    const { data } = (await followed.json()) as { data: { status: string } };
    // aborted runs give no results: the resumed job followed the targets' lookup that had
    // finished, started a new discovery run for each target, then enriched
    expect(data.status).toBe('ABORTED');
    expect(sandbox.counters.apify.runs).toBe(2 + 2);
    await store.close();
  });

  it('resumes a crashed discovery by following its run, which goes on: no new discovery run', async () => {
    const { store, userId } = await fundedStore();
    sandbox.update({ faults: { perItemMs: 5 } });
    // a crash right after the run started: the worker is gone without aborting anything, and
    // the run goes on on Apify (its id was saved first)
    const crashed = testRun(userId, 'discover', payload(40));
    const real = sandboxScraper(sandbox);
    const dying: Scraper = {
      ...real,
      discover: (request) =>
        real.discover({
          ...request,
          run: {
            ...request.run,
            started: async (runId) => {
              await request.run?.started?.(runId);
              throw new Error('kill -9');
            },
          },
        }),
    };
    await rejection(discoverHandler({ store, scraper: dying })(crashed.context));
    expect(discoveryRun(crashed.job.payload)).toEqual(expect.any(String));
    const handler = discoverHandler({ store, scraper: real });
    sandbox.resetCounters();
    const taken = testRun(userId, 'discover', { ...crashed.job.payload });
    const result = await handler(taken.context);
    expect(result.profilesFound).toBe(40);
    // no run started again for the first target collected (followed) nor for the targets'
    // lookup: only the other target's discovery and the enrichment's two lookups ran
    expect(sandbox.counters.apify.runs).toBe(1 + 2);
    await store.close();
  });

  it('needs the session id again to discover after a stop when the actor logs in with it', async () => {
    const { store, userId } = await fundedStore();
    sandbox.update({ faults: { perItemMs: 2 } });
    const actors = loadConfig({
      LEADGEN_APIFY_FOLLOWING_ACTOR: 'aizen0~instagram-follower-following-scraper',
    }).apify.actors;
    const handler = discoverHandler({ store, scraper: sandboxScraper(sandbox, { actors }) });
    const run = testRun(userId, 'discover', payload(40), (update, current) => {
      if (update.step === 'Discovering') current.controller.abort(canceled());
    });
    await rejection(handler(run.context));
    const listId = run.job.payload.listId as string;
    expect(await store.profiles.count(userId, listId)).toBe(0);

    // the stop erased it (the queue does so when a job ends): `resumeJob` refuses to queue the
    // run again without a new one (resume.test.ts), and puts the one given in the payload, which
    // the handler discovers with as it is
    run.job.payload.sessionId = null;
    expect(resumeNeedsSessionId(run.job, sandboxScraper(sandbox, { actors }))).toBe(true);
    run.job.payload.sessionId = 'ig-session-given-again';
    const result = await handler(run.rerun().context);
    expect(result).toMatchObject({ listId, profilesFound: 40, charged: 320 });
    expect(await store.lists.get(userId, listId)).toMatchObject({ status: 'completed', error: null });
    await store.close();
  });

  it('discovers with the session id resumeJob was given for a retry, when the actor logs in with it', async () => {
    const { store, userId } = await fundedStore();
    const actor = 'aizen0~instagram-follower-following-scraper';
    const actors = loadConfig({ LEADGEN_APIFY_FOLLOWING_ACTOR: actor }).apify.actors;
    const scraper = sandboxScraper(sandbox, { actors });
    // queued as a front end queues it, with the policy of the scraper that will run it
    const queued = discoverPayload(
      { targets: ['natgeo'], type: 'following', max: 20, sessionId: SESSION_ID },
      scraper,
    );
    const job = await store.jobs.enqueue(userId, 'discover', queued);
    // canceled before it ran: the cancel erased the session id, so a retry needs a new one
    await cancelJob({ store }, userId, job.id);
    expect(await rejection(resumeJob({ store, scraper }, userId, job.id))).toMatchObject({
      message: 'Instagram session ID is required',
    });
    await resumeJob({ store, scraper }, userId, job.id, { sessionId: ' ig-session-given-again ' });
    await runWorker({
      store,
      handlers: { discover: discoverHandler({ store, scraper }) },
      mode: 'once',
      jobId: job.id,
      webhooks: false,
    });
    expect(await store.jobs.get(userId, job.id)).toMatchObject({
      status: 'completed',
      result: { profilesFound: 20 },
      payload: { sessionId: null },
    });
    // the actor was sent the session id the retry was given, trimmed as the queue trims it
    const token = { headers: { authorization: 'Bearer sandbox-apify-token' } };
    const runs = await fetch(`${sandbox.url}/v2/actors/${actor}/runs?desc=1`, token);
    const [newest] = ((await runs.json()) as { data: { items: { defaultKeyValueStoreId: string }[] } }).data
      .items;
    const input = await fetch(
      `${sandbox.url}/v2/key-value-stores/${newest?.defaultKeyValueStoreId}/records/INPUT`,
      token,
    );
    expect(await input.json()).toMatchObject({ sessionid: 'ig-session-given-again' });
    await store.close();
  });
});

describe('a discovery run whose lookups fail', () => {
  it('pauses through the outage, then keeps every profile with basic data and a reason, uncharged', async () => {
    const { store, userId } = await fundedStore();
    const { pauses, clock } = pausesRecorded();
    const notices: (string | undefined)[] = [];
    const run = testRun(userId, 'discover', payload(30), (update) => {
      // discovery went through; from now on every Apify call fails
      if (update.step === 'Enriching') sandbox.update({ faults: { errorRates: { 429: 0, 500: 1, 503: 0 } } });
      notices.push(update.notice);
    });
    const result = await discoverHandler({ store, scraper: sandboxScraper(sandbox), clock })(run.context);
    expect(pauses).toHaveLength(5);
    expect(
      notices.some((notice) => /^Waiting for Apify, retrying at \d\d:\d\d:\d\d UTC/.test(notice ?? '')),
    ).toBe(true);
    expect(result).toMatchObject({ profilesFound: 30, enriched: 0, failed: 30, charged: 0 });
    const { profiles } = await store.profiles.page(userId, result.listId);
    expect(profiles).toHaveLength(30);
    for (const profile of profiles) {
      expect(profile).toMatchObject({ enrichment_status: 'failed', followers_count: null });
      expect(profile.enrichment_error).toEqual(expect.any(String));
      expect(profile.enrichment_error).not.toBe('');
      expect(profile.enriched_at).not.toBeNull();
      expect(profile.username).not.toBe('');
    }
    expect(await store.lists.get(userId, result.listId)).toMatchObject({ status: 'completed', cost: 0 });
    expect(await store.ledger.balance(userId)).toBe(20_000);
    await store.close();
  });
});

describe('a discovery run that outruns the balance', () => {
  it('pauses for credits with its unpaid rows pending, and resumes after a top-up with no new discovery', async () => {
    const { store, userId } = await fundedStore(20_000);
    let spent = false;
    const run = testRun(userId, 'discover', payload(100), async (update) => {
      // after the first chunk is paid for, the user spends the rest elsewhere
      if (update.step === 'Enriching' && done(update) > 0 && !spent) {
        spent = true;
        const balance = (await store.ledger.balance(userId)) ?? 0;
        await store.ledger.charge(userId, {
          millicredits: balance - 5,
          reason: 'elsewhere',
          ref: 'elsewhere',
        });
      }
    });
    const scraper = sandboxScraper(sandbox);
    const discover = vi.spyOn(scraper, 'discover');
    const handler = discoverHandler({ store, scraper, concurrency: 1 });
    const error = await rejection(handler(run.context));
    expect(error).toMatchObject({ code: 'INSUFFICIENT_CREDITS' });
    expect(error.message).toBe(
      'Paused for credits: 25 profiles enriched, 75 waiting. Buy credits, then retry the run to enrich the rest with no new discovery.',
    );
    const listId = run.job.payload.listId as string;
    expect(await store.lists.get(userId, listId)).toMatchObject({ status: 'paused', error: error.message });
    // the unpaid rows stay, pending and unreadable
    expect(await store.profiles.count(userId, listId)).toBe(25);
    expect(await store.profiles.hiddenCount(userId, listId)).toBe(75);
    expect(await store.ledger.balance(userId)).toBe(5);
    // one discovery per target
    expect(discover).toHaveBeenCalledTimes(2);

    await store.ledger.grant(userId, { millicredits: 5_000, reason: 'top-up', ref: 'top-up' });
    const result = await handler(run.rerun().context);
    expect(discover).toHaveBeenCalledTimes(2);
    expect(result).toMatchObject({ profilesFound: 100, enriched: 100, charged: 800 });
    expect(await store.lists.get(userId, listId)).toMatchObject({
      status: 'completed',
      cost: 800,
      error: null,
    });
    expect(await store.profiles.hiddenCount(userId, listId)).toBe(0);
    expect(await store.ledger.balance(userId)).toBe(5_000 + 5 - 75 * 8);
    expect(await store.ledger.sum(userId)).toBe(await store.ledger.balance(userId));
    await store.close();
  });
});
