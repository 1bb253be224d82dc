// The ownership matrix (DESIGN.md §9: ownership enforced on every read and write): user B calls
// every route that takes an id, with every method it has, using user A's ids, and gets 404 while
// the database stays exactly as it was. The routes are read from the app itself, so a new route
// with an id and no entry here fails the test. The public API's routes (/api/v1, issue 35) are
// the same routers: B calls them with B's API key and the same entries, and gets the same 404s.

import { PERSONALIZE_JOB_THRESHOLD } from '@leadgen/core';
import { testEngine } from '@leadgen/test-utils/core';
import { completedList, openTestApp } from '@leadgen/test-utils/server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

interface AsOwner {
  listId: string;
  campaignId: string;
  jobId: string;
  profileId: string;
  /** All of A's profile ids: more than a batch run at once, so personalising them would queue a job. */
  profileIds: string[];
  /** B's own campaign, to personalise A's profiles from. */
  otherCampaignId: string;
  /** A's paired browser. */
  pairingId: string;
  /** A's watch (issue 34). */
  watchId: string;
  /** A's API key (issue 35). */
  apiKeyId: string;
  /** A's webhook endpoint (issue 35). */
  webhookId: string;
}

type Call = { path: string; body?: unknown };

/** How B calls each id route with A's ids: `METHOD /path/with/:params` -> the request. */
const MATRIX: Record<string, (a: AsOwner) => Call> = {
  'GET /api/lists/:id': (a) => ({ path: `/api/lists/${a.listId}` }),
  'PATCH /api/lists/:id': (a) => ({ path: `/api/lists/${a.listId}`, body: { name: 'Mine now' } }),
  'DELETE /api/lists/:id': (a) => ({ path: `/api/lists/${a.listId}` }),
  'POST /api/lists/:id/retry': (a) => ({ path: `/api/lists/${a.listId}/retry`, body: {} }),
  'GET /api/lists/:id/profiles': (a) => ({ path: `/api/lists/${a.listId}/profiles` }),
  'GET /api/lists/:id/profile-ids': (a) => ({ path: `/api/lists/${a.listId}/profile-ids` }),
  'POST /api/lists/:id/usernames': (a) => ({
    path: `/api/lists/${a.listId}/usernames`,
    body: { profileIds: [a.profileId] },
  }),
  'POST /api/lists/:id/populate': (a) => ({
    path: `/api/lists/${a.listId}/populate`,
    body: { template: 'Hi {First Name}', profileIds: [a.profileId] },
  }),
  'GET /api/lists/:id/insight': (a) => ({ path: `/api/lists/${a.listId}/insight` }),
  'DELETE /api/lists/:id/profiles': (a) => ({
    path: `/api/lists/${a.listId}/profiles`,
    body: { profileIds: [a.profileId] },
  }),
  'PUT /api/lists/:id/profiles/:profileId/message': (a) => ({
    path: `/api/lists/${a.listId}/profiles/${a.profileId}/message`,
    body: { message: 'Hi' },
  }),
  'GET /api/lists/:id/csv': (a) => ({ path: `/api/lists/${a.listId}/csv` }),
  'POST /api/lists/:id/seen': (a) => ({ path: `/api/lists/${a.listId}/seen`, body: {} }),
  'GET /api/watches/:id': (a) => ({ path: `/api/watches/${a.watchId}` }),
  'POST /api/watches/:id/run': (a) => ({ path: `/api/watches/${a.watchId}/run`, body: {} }),
  'DELETE /api/watches/:id': (a) => ({ path: `/api/watches/${a.watchId}` }),
  'DELETE /api/webhooks/:id': (a) => ({ path: `/api/webhooks/${a.webhookId}` }),
  'GET /api/webhooks/:id/deliveries': (a) => ({ path: `/api/webhooks/${a.webhookId}/deliveries` }),
  'POST /api/webhooks/:id/test': (a) => ({ path: `/api/webhooks/${a.webhookId}/test`, body: {} }),
  'POST /api/lists/:id/csv': (a) => ({
    path: `/api/lists/${a.listId}/csv`,
    body: { profileIds: [a.profileId] },
  }),
  'GET /api/campaigns/:id': (a) => ({ path: `/api/campaigns/${a.campaignId}` }),
  'GET /api/campaigns/:id/profiles': (a) => ({ path: `/api/campaigns/${a.campaignId}/profiles?search=a` }),
  'PATCH /api/campaigns/:id': (a) => ({
    path: `/api/campaigns/${a.campaignId}`,
    body: { name: 'Mine now', status: 'archived' },
  }),
  'DELETE /api/campaigns/:id': (a) => ({ path: `/api/campaigns/${a.campaignId}` }),
  'PUT /api/campaigns/:id/status': (a) => ({
    path: `/api/campaigns/${a.campaignId}/status`,
    body: { status: 'paused' },
  }),
  'PUT /api/campaigns/:id/messages': (a) => ({
    path: `/api/campaigns/${a.campaignId}/messages`,
    body: { messages: { [a.profileId]: 'Hi' } },
  }),
  'POST /api/campaigns/:id/populate': (a) => ({
    path: `/api/campaigns/${a.campaignId}/populate`,
    body: { template: 'Hi {First Name}' },
  }),
  'POST /api/campaigns/:id/personalize': (a) => ({
    path: `/api/campaigns/${a.campaignId}/personalize`,
    body: { template: 'Hi {First Name}', context: 'x' },
  }),
  'GET /api/campaigns/:id/csv': (a) => ({ path: `/api/campaigns/${a.campaignId}/csv` }),
  'PUT /api/campaigns/:id/profiles/:profileId/message': (a) => ({
    path: `/api/campaigns/${a.campaignId}/profiles/${a.profileId}/message`,
    body: { message: 'Hi' },
  }),
  'GET /api/campaigns/:id/queue': (a) => ({ path: `/api/campaigns/${a.campaignId}/queue` }),
  'POST /api/campaigns/:id/leads/:profileId/status': (a) => ({
    path: `/api/campaigns/${a.campaignId}/leads/${a.profileId}/status`,
    body: { status: 'sent', note: 'mine' },
  }),
  'POST /api/campaigns/:id/leads/:profileId/undo': (a) => ({
    path: `/api/campaigns/${a.campaignId}/leads/${a.profileId}/undo`,
    body: {},
  }),
  'POST /api/campaigns/:id/leads/:profileId/open': (a) => ({
    path: `/api/campaigns/${a.campaignId}/leads/${a.profileId}/open`,
    body: {},
  }),
  'GET /api/campaigns/:id/variants': (a) => ({ path: `/api/campaigns/${a.campaignId}/variants` }),
  'POST /api/campaigns/:id/variants': (a) => ({
    path: `/api/campaigns/${a.campaignId}/variants`,
    body: { messageTemplate: 'Mine {Username}' },
  }),
  'PUT /api/campaigns/:id/variants/:label': (a) => ({
    path: `/api/campaigns/${a.campaignId}/variants/B`,
    body: { messageTemplate: 'Mine {Username}' },
  }),
  'DELETE /api/campaigns/:id/variants/:label': (a) => ({ path: `/api/campaigns/${a.campaignId}/variants/B` }),
  'POST /api/campaigns/:id/variants/:label/pick': (a) => ({
    path: `/api/campaigns/${a.campaignId}/variants/B/pick`,
    body: {},
  }),
  'DELETE /api/extension/tokens/:id': (a) => ({ path: `/api/extension/tokens/${a.pairingId}` }),
  'DELETE /api/keys/:id': (a) => ({ path: `/api/keys/${a.apiKeyId}` }),
  'GET /api/jobs/:id': (a) => ({ path: `/api/jobs/${a.jobId}` }),
  'POST /api/jobs/:id/cancel': (a) => ({ path: `/api/jobs/${a.jobId}/cancel` }),
  'POST /api/jobs/:id/resume': (a) => ({ path: `/api/jobs/${a.jobId}/resume`, body: { sessionId: 'x' } }),
};

/** Routes that take A's ids in the body rather than the path. */
const BODY_IDS: Record<string, (a: AsOwner) => Call & { method: string }> = {
  'create a campaign from A’s list': (a) => ({
    method: 'POST',
    path: '/api/campaigns',
    body: { fromListId: a.listId, name: 'Mine now' },
  }),
  'personalise more of A’s profiles than a batch run at once, from B’s campaign': (a) => ({
    method: 'POST',
    path: `/api/campaigns/${a.otherCampaignId}/personalize`,
    body: { profileIds: a.profileIds, template: 'Hi {First Name}' },
  }),
  'draft messages for more of A’s profiles than a batch run at once': (a) => ({
    method: 'POST',
    path: '/api/ai/drafts',
    body: { profileIds: a.profileIds, template: 'Hi {First Name}' },
  }),
  'watch from A’s list': (a) => ({
    method: 'POST',
    path: '/api/watches',
    body: { target: 'natgeo', type: 'following', every: '1d', fromListId: a.listId },
  }),
  'personalise A’s profile': (a) => ({
    method: 'POST',
    path: '/api/ai/personalize',
    body: { profileId: a.profileId, template: 'Hi {First Name}' },
  }),
};

let t: Awaited<ReturnType<typeof openTestApp>>;
let a: AsOwner;
let b: { cookie: string };
/** B's API key, for the public API's routes. */
let bKey: string;

const V1 = '/api/v1';
/** The web API's route (the matrix entry) a public API route is a second mount of. */
const webRoute = (route: string) => route.replace(` ${V1}/`, ' /api/');
/** B's request to a route: with B's key under /api/v1, with B's cookie elsewhere. */
const callAsB = (method: string, path: string, body?: unknown) =>
  path.startsWith(`${V1}/`) ? t.callWithKey(method, path, bKey, body) : t.call(method, path, body, b);

/**
 * The test store's tables. On PostgreSQL only its own schema's: kysely's introspection reads
 * every schema, and another test file dropping its schema meanwhile fails that read.
 */
async function tableNames(): Promise<string[]> {
  if (testEngine === 'sqlite') return (await t.store.db.introspection.getTables()).map(({ name }) => name);
  const { rows } = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.store.db);
  return rows.map(({ name }) => name);
}

/** Every row of every table, sorted: what "unchanged" is compared on. */
async function snapshot(): Promise<string> {
  const dump: Record<string, string[]> = {};
  for (const name of (await tableNames()).sort((x, y) => x.localeCompare(y))) {
    const rows = (await sql`select * from ${sql.table(name)}`.execute(t.store.db)).rows;
    dump[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return JSON.stringify(dump);
}

beforeAll(async () => {
  t = await openTestApp();
  const owner = await t.signUp('ana@example.com');
  const { listId, jobId } = await completedList(t, owner, { max: PERSONALIZE_JOB_THRESHOLD + 5 });
  const page = (await (await t.call('GET', `/api/lists/${listId}/profiles`, undefined, owner)).json()) as {
    profiles: { id: string }[];
  };
  const campaignOf = async (user: { cookie: string }, fromListId: string) => {
    const created = await t.call('POST', '/api/campaigns', { fromListId, name: 'Spring' }, user);
    return ((await created.json()) as { campaign: { id: string } }).campaign.id;
  };
  b = await t.signUp('ben@example.com');
  a = {
    listId,
    jobId,
    campaignId: await campaignOf(owner, listId),
    profileId: page.profiles[0]?.id ?? '',
    profileIds: page.profiles.map((profile) => profile.id),
    otherCampaignId: await campaignOf(b, (await completedList(t, b, { max: 5, target: 'nasa' })).listId),
    pairingId: (
      (await (await t.call('POST', '/api/extension/tokens', {}, owner)).json()) as { pairing: { id: string } }
    ).pairing.id,
    apiKeyId: (
      (await (await t.call('POST', '/api/keys', { name: 'A key' }, owner)).json()) as {
        api_key: { id: string };
      }
    ).api_key.id,
    watchId: (
      (await (
        await t.call('POST', '/api/watches', { target: 'natgeo', type: 'followers', every: '1d' }, owner)
      ).json()) as { watch: { id: string } }
    ).watch.id,
    webhookId: (
      (await (
        await t.call(
          'POST',
          '/api/webhooks',
          { url: 'https://hooks.example.com/a', events: 'run.completed' },
          owner,
        )
      ).json()) as { webhook: { id: string } }
    ).webhook.id,
  };
  expect(a.profileIds.length).toBeGreaterThan(PERSONALIZE_JOB_THRESHOLD);
  // A's campaign has a variant B (issue 36) for B to try to change, remove and pick
  const variant = await t.call(
    'POST',
    `/api/campaigns/${a.campaignId}/variants`,
    { messageTemplate: 'Hey {Username}' },
    owner,
  );
  expect(variant.status).toBe(201);
  bKey = await t.createKey(b);
  // the key's first use is recorded now, not in the middle of the unchanged-database check
  expect((await t.callWithKey('GET', `${V1}/users/me`, bKey)).status).toBe(200);
}, 60_000);
afterAll(() => t.close());

describe('ownership', () => {
  const idRoutes = () =>
    [
      ...new Set(
        t.app.routes
          .filter((r) => r.method !== 'ALL' && r.path.includes('/:'))
          .map((r) => `${r.method} ${r.path}`),
      ),
    ].sort();

  it('has an entry for every route that takes an id, the public API’s included', () => {
    expect(idRoutes().length).toBeGreaterThan(10);
    expect(idRoutes().filter((route) => route.includes(` ${V1}/`)).length).toBeGreaterThan(10);
    expect(idRoutes().filter((route) => !(webRoute(route) in MATRIX))).toEqual([]);
  });

  it('answers 404 to every route with another user’s id and changes nothing', async () => {
    const before = await snapshot();
    const answers: Record<string, number> = {};
    for (const route of idRoutes()) {
      const [method = 'GET'] = route.split(' ');
      const call = MATRIX[webRoute(route)]?.(a);
      if (!call) continue;
      const path = route.includes(` ${V1}/`) ? call.path.replace('/api/', `${V1}/`) : call.path;
      answers[route] = (await callAsB(method, path, call.body)).status;
    }
    for (const [name, make] of Object.entries(BODY_IDS)) {
      const { method, path, body } = make(a);
      answers[name] = (await t.call(method, path, body, b)).status;
      // the same through the public API, where the route is there
      if (!path.startsWith('/api/ai/'))
        answers[`${name} (API)`] = (await callAsB(method, path.replace('/api/', `${V1}/`), body)).status;
    }
    expect(Object.entries(answers).filter(([, status]) => status !== 404)).toEqual([]);
    expect(await snapshot()).toBe(before);
  });

  it('never shows another user’s profiles in the selector', async () => {
    for (const res of [
      await t.call('GET', `/api/profiles?lists=${a.listId}`, undefined, b),
      await callAsB('GET', `${V1}/profiles?lists=${a.listId}`),
    ]) {
      const body = (await res.json()) as { profiles?: { id: string }[] };
      expect(res.status === 404 || (body.profiles ?? []).length === 0).toBe(true);
    }
  });
});
