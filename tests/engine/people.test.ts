// People, not rows (issue 30): one identity per Instagram account per user across lists and
// campaigns, never paying twice for a person enriched within the freshness window, and outreach
// that follows the person. Runs on SQLite, and on PostgreSQL under `npm run test:postgres`.

import type { DiscoverPayload, DiscoveryInput } from '@leadgen/core';
import {
  blockUsernames,
  createCampaignFromList,
  createCampaignFromSelection,
  createRowIndexCache,
  creditHistory,
  customHandler,
  discoverHandler,
  estimateRun,
  exportCampaignCsv,
  markLead,
  queueRun,
  selectorIds,
  selectorPage,
  sendQueue,
  updateCampaign,
  validateCustom,
} from '@leadgen/core';
import type { Store } from '@leadgen/core/store';
import { renamedUsername } from '@leadgen/sandbox';
import { discoverPayload } from '@leadgen/test-utils/core';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fundedStore, sandboxScraper, startRunSandbox, testRun } from './run-harness.js';

let sandbox: Awaited<ReturnType<typeof startRunSandbox>>;
beforeAll(async () => {
  sandbox = await startRunSandbox();
});
afterAll(() => sandbox.stop());
beforeEach(() => sandbox.reset());

const discovery = (max: number, extra: Partial<DiscoveryInput> = {}) => discoverPayload({ max, ...extra });

async function discover(store: Store, userId: string, payload: DiscoverPayload) {
  const run = testRun(userId, 'discover', payload);
  const result = await discoverHandler({ store, scraper: sandboxScraper(sandbox) })(run.context);
  return { ...result, progress: run.progress };
}

async function csvUsernames(store: Store, userId: string, campaignId: string): Promise<string[]> {
  const { stream } = await exportCampaignCsv({ store }, userId, campaignId);
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
  const rows = parse(text, { columns: true, bom: true }) as Record<string, string>[];
  return rows.map((row) => row.Username as string);
}

describe('a second run on the same target within the freshness window', () => {
  it('charges nothing for the people it already knows, and says so before and after', async () => {
    const { store, userId } = await fundedStore(20_000);
    const first = await discover(store, userId, discovery(120));
    expect(first.profilesFound).toBeGreaterThan(100);
    const paid = first.charged;
    expect(paid).toBe(first.enriched * 8);
    const known = first.enriched;

    const request = { targets: ['natgeo'], type: 'followers' as const, max: 300 };
    const estimate = await estimateRun(store, userId, request);
    expect(estimate).toMatchObject({
      profiles: 300,
      known,
      toEnrich: 300 - known,
      millicredits: (300 - known) * 8,
    });
    expect(estimate.summary).toBe(
      `300 profiles: ${known} already known, ${300 - known} to enrich: $${(((300 - known) * 8) / 1000).toFixed(3)}`,
    );

    const balanceBefore = (await store.ledger.balance(userId)) ?? 0;
    const second = await discover(store, userId, discovery(300));
    expect(second.reused).toBe(known);
    // only the people not known before are charged
    expect(second.charged).toBe((second.enriched - second.reused) * 8);
    expect(balanceBefore - ((await store.ledger.balance(userId)) ?? 0)).toBe(second.charged);
    expect(await store.ledger.sum(userId)).toBe(await store.ledger.balance(userId));
    // the ledger's history names what the run reused
    const history = await creditHistory({ store }, userId, { limit: 500 });
    const note = history.entries.find((entry) => entry.ref.startsWith(`reuse:${second.listId}:`));
    expect(note).toMatchObject({ credits: 0 });
    expect(note?.reason).toBe(
      `enrichment reused: ${known} profiles already known, $${((known * 8) / 1000).toFixed(3)} not charged`,
    );
    // the reused rows carry the person's enrichment
    const page = await store.profiles.page(userId, second.listId, { limit: 1000 });
    const firstPage = await store.profiles.page(userId, first.listId, { limit: 1000 });
    const byPerson = new Map(firstPage.profiles.map((profile) => [profile.person_id, profile]));
    const reusedRow = page.profiles.find((profile) => byPerson.has(profile.person_id));
    expect(reusedRow?.followers_count).toBe(byPerson.get(reusedRow?.person_id ?? null)?.followers_count);
    await store.close();
  });

  it('with --refresh enriches everyone again and charges for every one', async () => {
    const { store, userId } = await fundedStore(20_000);
    const first = await discover(store, userId, discovery(60));
    const estimate = await estimateRun(store, userId, {
      targets: ['natgeo'],
      type: 'followers',
      max: 60,
      refresh: true,
    });
    expect(estimate).toMatchObject({ known: 0, toEnrich: 60, millicredits: 480 });
    const again = await discover(store, userId, discovery(60, { refresh: true }));
    expect(again.reused).toBe(0);
    expect(again.charged).toBe(again.enriched * 8);
    expect(again.charged).toBe(first.charged);
    await store.close();
  });

  it("reuses nothing older than the user's freshness window", async () => {
    const { store, userId } = await fundedStore(20_000);
    await discover(store, userId, discovery(40));
    const request = { targets: ['natgeo'], type: 'followers' as const, max: 40 };
    const fresh = (await estimateRun(store, userId, request)).known;
    expect(fresh).toBeGreaterThan(30);
    // enrichment seven months before the store's clock is stale under the default 30 days
    await store.db.updateTable('people').set({ enriched_at: '2025-06-01T00:00:00.000Z' }).execute();
    expect(await estimateRun(store, userId, request)).toMatchObject({ known: 0 });
    await store.people.setFreshnessDays(userId, 365);
    expect((await estimateRun(store, userId, request)).known).toBe(fresh);
    await store.close();
  });
});

describe('two overlapping lists', () => {
  for (const indexed of [false, true]) {
    it(`give a campaign of unique people (${indexed ? 'row index' : 'SQL'} selector)`, async () => {
      const { store, userId } = await fundedStore(20_000);
      const small = await discover(store, userId, discovery(80));
      const large = await discover(store, userId, discovery(150));
      const rows = small.profilesFound + large.profilesFound;
      const deps = indexed ? { store, indexes: createRowIndexCache() } : { store };
      const filter = { selectedLists: [small.listId, large.listId] };
      const page = await selectorPage(deps, userId, { filter, limit: 500 });
      const people = new Set(page.profiles.map((profile) => profile.person_id));
      expect(people.size).toBe(page.profiles.length);
      expect(page.matching).toBe(large.profilesFound);
      expect(page.candidates).toBe(large.profilesFound);
      expect(page.matching).toBeLessThan(rows);
      // each person shows the lists holding them
      const shared = page.profiles.filter((profile) => profile.list_ids.length === 2);
      expect(shared.length).toBe(small.profilesFound);
      // one selected list still offers its people, shown once
      const onlySmall = await selectorPage(deps, userId, {
        filter: { selectedLists: [small.listId] },
        limit: 500,
      });
      expect(onlySmall.matching).toBe(small.profilesFound);

      // select all matching, and every row of both lists: either way, people once
      const ids = await selectorIds(deps, userId, { filter });
      const everyRow = [
        ...(await store.profiles.ids(userId, small.listId)),
        ...(await store.profiles.ids(userId, large.listId)),
      ];
      const { campaign } = await createCampaignFromSelection({ store }, userId, {
        name: 'Both',
        profileIds: everyRow,
        filters: filter,
      });
      expect(campaign.profile_count).toBe(ids.length);
      const usernames = await csvUsernames(store, userId, campaign.id);
      expect(usernames).toHaveLength(ids.length);
      expect(new Set(usernames).size).toBe(ids.length);
      await store.close();
    });
  }
});

describe('outreach follows the person', () => {
  it('keeps a renamed account contacted and on do-not-contact', async () => {
    const { store, userId } = await fundedStore(20_000);
    const first = await discover(store, userId, discovery(40));
    const rows = (await store.profiles.page(userId, first.listId, { limit: 100 })).profiles.filter(
      (profile) => profile.instagram_user_id !== null,
    );
    const [contacted, blocked, other] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
    const { campaign } = await createCampaignFromSelection({ store }, userId, {
      name: 'First',
      profileIds: rows.map((row) => row.id),
    });
    await updateCampaign({ store }, userId, campaign.id, { status: 'active' });
    await markLead({ store }, userId, campaign.id, { username: contacted.username }, 'sent');
    await blockUsernames({ store }, userId, [blocked.username]);

    // the accounts rename; a new discovery sees the same ids under new usernames
    const renamed = (profile: typeof contacted) => ({
      username: `${profile.username}_new`,
      instagram_user_id: profile.instagram_user_id,
      connection_type: 'followers' as const,
      source_username: 'natgeo',
    });
    const second = await store.lists.create(userId, {
      name: 'renamed',
      target_accounts: ['natgeo'],
      search_type: 'followers',
      max_profiles: 3,
      instagram_session_id: null,
    });
    await store.profiles.insertMany(userId, second.id, [
      renamed(contacted),
      renamed(blocked),
      renamed(other),
    ]);
    const pending = await store.profiles.pendingRows(userId, second.id);
    expect(pending.map((row) => row.person_id).sort()).toEqual(
      [contacted.person_id, blocked.person_id, other.person_id].sort(),
    );
    await store.profiles.recordEnrichment(
      userId,
      pending.map((row) => ({ id: row.id, status: 'enriched' as const, details: { followers_count: 1 } })),
    );
    await store.lists.complete(userId, second.id, { profiles_found: 3, cost: 0 });

    // the first list's rows and the do-not-contact entry follow the new usernames
    expect((await store.profiles.get(userId, contacted.id))?.username).toBe(`${contacted.username}_new`);
    expect((await store.doNotContact.blocked(userId)).entries.map((entry) => entry.username)).toEqual([
      `${blocked.username}_new`,
    ]);
    // a new campaign from the renamed rows leaves out the contacted and the blocked person
    const { campaign: next } = await createCampaignFromList({ store }, userId, second.id);
    const members = await store.campaignMembers.profiles(userId, next.id);
    expect(members.map((member) => member.person_id)).toEqual([other.person_id]);
    // the selector marks the renamed, contacted person as contacted
    for (const deps of [{ store }, { store, indexes: createRowIndexCache() }]) {
      const page = await selectorPage(deps, userId, { filter: { selectedLists: [second.id] }, limit: 10 });
      const flags = Object.fromEntries(
        page.profiles.map((profile) => [profile.person_id, profile.contacted]),
      );
      expect(flags).toEqual({
        [contacted.person_id as string]: true,
        [blocked.person_id as string]: true,
        [other.person_id as string]: false,
      });
    }
    // the first campaign's send queue never offers the blocked person, renamed or not
    const queue = await sendQueue({ store }, userId, campaign.id);
    expect(queue.next?.username).not.toBe(`${blocked.username}_new`);
    expect(await store.doNotContact.isBlocked(userId, `${blocked.username}_new`)).toBe(true);
    await store.close();
  });
});

describe('an account renamed between two discoveries (the sandbox renames about 2%)', () => {
  it('is the same person: one row per list, its outreach and do-not-contact kept', async () => {
    const { store, userId } = await fundedStore(20_000);
    const first = await discover(store, userId, discovery(300));
    const rows = (await store.profiles.page(userId, first.listId, { limit: 1000 })).profiles;
    const renames = rows.filter((row) => renamedUsername(1, row.username) !== null);
    expect(renames.length).toBeGreaterThanOrEqual(2);
    const [contacted, blocked] = renames as [(typeof rows)[0], (typeof rows)[0]];
    const { campaign } = await createCampaignFromSelection({ store }, userId, {
      name: 'First',
      profileIds: [contacted.id],
    });
    await updateCampaign({ store }, userId, campaign.id, { status: 'active' });
    await markLead({ store }, userId, campaign.id, { username: contacted.username }, 'sent');
    await blockUsernames({ store }, userId, [blocked.username]);

    sandbox.update({ renameGeneration: 1 });
    try {
      const second = await discover(store, userId, discovery(300));
      const again = (await store.profiles.page(userId, second.listId, { limit: 1000 })).profiles;
      const byPerson = new Map(again.map((row) => [row.person_id, row]));
      expect(byPerson.get(contacted.person_id)?.username).toBe(renamedUsername(1, contacted.username));
      expect(byPerson.get(blocked.person_id)?.username).toBe(renamedUsername(1, blocked.username));
      // the renamed people were known: not bought again
      expect(second.reused).toBeGreaterThanOrEqual(renames.length);
      const { campaign: next } = await createCampaignFromList({ store }, userId, second.listId);
      const members = new Set(
        (await store.campaignMembers.profiles(userId, next.id)).map((m) => m.person_id),
      );
      expect(members.has(contacted.person_id)).toBe(false);
      expect(members.has(blocked.person_id)).toBe(false);
      expect(await store.doNotContact.isBlocked(userId, renamedUsername(1, blocked.username) as string)).toBe(
        true,
      );
    } finally {
      sandbox.update({ renameGeneration: 0 });
    }
    await store.close();
  });
});

describe('a custom list of people already known', () => {
  it('reuses them at no charge, as its estimate says, even with a balance of nothing', async () => {
    const { store, userId } = await fundedStore(20_000);
    const first = await discover(store, userId, discovery(30));
    const known = (await store.profiles.page(userId, first.listId, { limit: 100 })).profiles
      .filter((profile) => profile.enrichment_status === 'enriched')
      .slice(0, 5)
      .map((profile) => profile.username);
    const request = validateCustom({ usernames: [...known, 'somebody_new_here'] });
    expect((await estimateRun(store, userId, request)).summary).toBe(
      '6 profiles: 5 already known, 1 to enrich: $0.008',
    );
    const run = testRun(userId, 'custom', request);
    const result = await customHandler({ store, scraper: sandboxScraper(sandbox) })(run.context);
    expect(result.reused).toBe(5);
    expect(result.charged).toBe((result.enriched - 5) * 8);

    // with nothing left to spend, a list of known people is still made, for free
    const balance = (await store.ledger.balance(userId)) ?? 0;
    await store.ledger.charge(userId, { millicredits: balance, reason: 'spent', ref: 'spent' });
    const { job, estimate } = await queueRun({ store }, userId, {
      kind: 'custom',
      payload: validateCustom({ usernames: known }),
    });
    expect(estimate).toMatchObject({ known: 5, toEnrich: 0, millicredits: 0 });
    const again = await customHandler({ store, scraper: sandboxScraper(sandbox) })(
      testRun(userId, 'custom', job.payload as typeof request).context,
    );
    expect(again).toMatchObject({ profilesFound: 5, reused: 5, charged: 0 });
    await store.close();
  });
});
