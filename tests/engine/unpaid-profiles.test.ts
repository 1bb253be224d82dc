// Issue 18: rows a run has not settled are visible to no one. A discovery canceled during
// enrichment shows what it looked up (and charged for), and nothing of the rest, on every read
// a user can reach; resuming the run shows them as it settles them.

import type { JobProgress } from '@leadgen/core';
import {
  createCampaignFromList,
  createCampaignFromSelection,
  deleteProfiles,
  discoverHandler,
  exportListCsv,
  listInsight,
  listProfileIds,
  listProfiles,
  listStanding,
  saveListProfileMessage,
  selectorIds,
  selectorPage,
} from '@leadgen/core';
import { LeadgenError } from '@leadgen/core/domain';
import { discoverPayload } from '@leadgen/test-utils/core';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fundedStore, rejection, sandboxScraper, startRunSandbox, testRun } from './run-harness.js';

let sandbox: Awaited<ReturnType<typeof startRunSandbox>>;
beforeAll(async () => {
  sandbox = await startRunSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(() => sandbox.reset());

const payload = discoverPayload({ max: 200 });
const canceled = () => new LeadgenError('CONFLICT', 'Job canceled');
const done = (p: JobProgress) => p.enriched + p.failed;

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = '';
  for await (const chunk of stream) out += chunk.toString();
  return out;
}

/** A 200-profile discovery canceled once 50 are looked up, the job recorded as canceled. */
async function canceledDiscovery() {
  const { store, userId } = await fundedStore(20_000);
  const handler = discoverHandler({ store, scraper: sandboxScraper(sandbox), chunkSize: 25, concurrency: 2 });
  const run = testRun(userId, 'discover', payload, (update, current) => {
    if (update.step === 'Enriching' && done(update) >= 50) current.controller.abort(canceled());
  });
  await rejection(handler(run.context));
  const listId = run.job.payload.listId as string;
  // the worker records the cancel on the job, which keeps its list for a resume
  const job = await store.jobs.enqueue(userId, 'discover', { ...run.job.payload });
  await store.db.updateTable('jobs').set({ status: 'canceled' }).where('id', '=', job.id).execute();
  const settled = await store.db
    .selectFrom('profiles')
    .select(['id', 'username', 'full_name', 'instagram_user_id'])
    .where('search_list_id', '=', listId)
    .where('enriched_at', 'is not', null)
    .execute();
  const hidden = await store.profiles.pendingEnrichment(userId, listId, 1000);
  return { store, userId, listId, handler, run, settled, hidden };
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

describe('a discovery canceled during enrichment', () => {
  it('shows only what it looked up: pages, counts, ids, shape, reads by id, writes, and says the rest can be resumed', async () => {
    const { store, userId, listId, settled, hidden } = await canceledDiscovery();
    const deps = { store };
    const spent = 20_000 - ((await store.ledger.balance(userId)) ?? 0);
    expect(settled.length).toBeGreaterThanOrEqual(50);
    expect(settled.length).toBeLessThan(200);
    expect(hidden.length).toBe(200 - settled.length);
    // what is shown is what was settled: the enriched ones charged, the rest cost nothing
    expect(spent).toBeLessThanOrEqual(settled.length * 8);

    const page = await listProfiles(deps, userId, listId, { limit: 1000 });
    expect(ids(page.profiles)).toEqual(ids(settled));
    expect(page).toMatchObject({ total: settled.length, matching: settled.length, nextCursor: null });
    const filtered = await listProfiles(deps, userId, listId, { filter: { nameContains: '' }, limit: 1000 });
    expect(filtered.profiles).toHaveLength(settled.length);
    expect((await listProfileIds(deps, userId, listId)).sort()).toEqual(ids(settled));
    expect((await listInsight(deps, userId, listId)).total).toBe(settled.length);

    const secret = hidden[0];
    if (!secret) throw new Error('no hidden row');
    await expect(saveListProfileMessage(deps, userId, listId, secret.id, 'Hi')).rejects.toThrow(
      'Profile not found in this list',
    );
    expect(await deleteProfiles(deps, userId, listId, ids(hidden))).toBe(0);
    expect(await store.profiles.get(userId, secret.id)).toBeUndefined();
    await expect(
      createCampaignFromSelection(deps, userId, { name: 'Leak', profileIds: [secret.id] }),
    ).rejects.toThrow('Profile not found');
    // Download CSV and a campaign of the whole list need a completed list
    await expect(exportListCsv(deps, userId, listId)).rejects.toThrow(/completed/);
    await expect(createCampaignFromList(deps, userId, listId)).rejects.toThrow(/completed/);

    const standing = await listStanding(deps, userId, listId);
    expect(standing).toEqual({
      shown: settled.length,
      hidden: hidden.length,
      resumable: true,
      notice: `Showing the ${settled.length} profiles looked up. ${hidden.length} more were found and not paid for; resume the run to add them.`,
      percent: null,
    });
    await store.close();
  });

  it('keeps the rest out of the CSV, campaigns and the selector even when its list is completed', async () => {
    const { store, userId, listId, settled } = await canceledDiscovery();
    const deps = { store };
    // a list completed with rows never settled (e.g. by an older version): the rule still holds
    await store.lists.complete(userId, listId, { profiles_found: settled.length, cost: 0 });

    const download = await exportListCsv(deps, userId, listId);
    expect(download.count).toBe(settled.length);
    const records = parse(await text(download.stream), { columns: true }) as { Username: string }[];
    expect(records.map((r) => r.Username).sort()).toEqual(settled.map((row) => row.username).sort());

    const { campaign } = await createCampaignFromList(deps, userId, listId);
    expect(campaign.profile_count).toBe(settled.length);
    expect(ids(await store.campaignMembers.profiles(userId, campaign.id))).toEqual(ids(settled));

    const selector = await selectorPage(deps, userId, { limit: 500 });
    expect(selector.candidates).toBe(settled.length);
    expect(ids(selector.profiles)).toEqual(ids(settled));
    expect((await selectorIds(deps, userId)).map((row) => row.id).sort()).toEqual(ids(settled));
    await store.close();
  });

  it('shows every profile once resumed and completed, with nothing left to say', async () => {
    const { store, userId, listId, handler, run } = await canceledDiscovery();
    const result = await handler(run.rerun().context);
    expect(result).toMatchObject({ listId, profilesFound: 200 });
    await store.db.updateTable('jobs').set({ status: 'completed' }).where('user_id', '=', userId).execute();
    const page = await listProfiles({ store }, userId, listId, { limit: 1000 });
    expect(page).toMatchObject({ total: 200, matching: 200 });
    expect(await listStanding({ store }, userId, listId)).toEqual({
      shown: 200,
      hidden: 0,
      resumable: false,
      notice: null,
      percent: null,
    });
    await store.close();
  });
});
