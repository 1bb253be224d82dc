// A discovery of several targets fills the list up to its max when the targets together have
// that many: a target with fewer people than its even share leaves the rest to the others,
// whichever order the user typed them in.

import { openTestApp, runJobs } from '@leadgen/test-utils/server';
import { afterEach, beforeEach, expect, it } from 'vitest';

let t: Awaited<ReturnType<typeof openTestApp>>;
let ana: { id: string; cookie: string };
beforeEach(async () => {
  t = await openTestApp();
  ana = await t.signUp('ana@example.com');
  await t.store.ledger.grant(ana.id, { millicredits: 100_000, reason: 'test', ref: 'test:grant' });
});
afterEach(() => t.close());

type Completeness = {
  target: string;
  reported: number | null;
  collected: number;
  unique: number;
  reason: string;
};

async function discover(targets: string[], maxProfiles: number) {
  const queued = await t.call(
    'POST',
    '/api/lists/discovery',
    { targets, type: 'followers', maxProfiles },
    ana,
  );
  expect(queued.status).toBe(202);
  const { job_id: jobId } = (await queued.json()) as { job_id: string };
  await runJobs(t);
  const { job } = (await (await t.call('GET', `/api/jobs/${jobId}`, undefined, ana)).json()) as {
    job: { list_id: string; status: string };
  };
  expect(job.status).toBe('completed');
  const { list } = (await (await t.call('GET', `/api/lists/${job.list_id}`, undefined, ana)).json()) as {
    list: { profiles_found: number; completeness: Completeness[] };
  };
  return list;
}

it('a small target typed last still leaves the rest of the max to a larger one', async () => {
  // seed 1 of the sandbox: @louisvuitton has 614 followers, @hermes 58
  const list = await discover(['louisvuitton', 'hermes'], 1000);
  expect(list.profiles_found).toBe(672);
  expect(list.completeness.map(({ target, collected, reason }) => ({ target, collected, reason }))).toEqual([
    { target: 'louisvuitton', collected: 614, reason: null },
    { target: 'hermes', collected: 58, reason: null },
  ]);
});

it('a private or missing target gives its share to the public ones, and a full list stops at its max', async () => {
  // closed_9 is private, ghost_4 no one's, natgeo has 3,338 followers
  const list = await discover(['natgeo', 'closed_9', 'ghost_4'], 900);
  expect(list.profiles_found).toBe(900);
  expect(list.completeness.map(({ target, collected, reason }) => ({ target, collected, reason }))).toEqual([
    { target: 'natgeo', collected: 900, reason: 'requested_max' },
    { target: 'closed_9', collected: 0, reason: 'private' },
    { target: 'ghost_4', collected: 0, reason: 'not_found' },
  ]);
});
