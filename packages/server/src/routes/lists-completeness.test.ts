// Issue 34 over HTTP: a list's JSON says how complete each target is, in the shape `lists show
// --json` prints: [{ target, reported, collected, unique, already_known, reason, actors }].

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

it("answers a list with its targets' completeness: a private, a missing and a public one", async () => {
  // seed 1 of the sandbox: closed_9 is private (1,555 followers), ghost_4 no one's, natgeo public
  const body = { targets: ['closed_9', 'ghost_4', 'natgeo'], type: 'followers', maxProfiles: 12 };
  const queued = await t.call('POST', '/api/lists/discovery', body, ana);
  expect(queued.status).toBe(202);
  const { job_id: jobId } = await json<{ job_id: string }>(queued);
  await runJobs(t);
  const { job } = await json<{ job: { list_id: string; status: string } }>(
    await t.call('GET', `/api/jobs/${jobId}`, undefined, ana),
  );
  expect(job.status).toBe('completed');
  const res = await t.call('GET', `/api/lists/${job.list_id}`, undefined, ana);
  const { list } = await json<{ list: Json }>(res);
  // which actor of the chain delivered how many (issue 34)
  const by = (delivered: number) => [{ actor: 'datadoping~instagram-followers-scraper', delivered }];
  expect(list.completeness).toEqual([
    {
      target: 'closed_9',
      reported: 1555,
      collected: 0,
      unique: 0,
      already_known: 0,
      reason: 'private',
      actors: by(0),
    },
    {
      target: 'ghost_4',
      reported: null,
      collected: 0,
      unique: 0,
      already_known: 0,
      reason: 'not_found',
      actors: by(0),
    },
    {
      target: 'natgeo',
      reported: 3338,
      collected: 12,
      unique: 12,
      already_known: 0,
      reason: 'requested_max',
      actors: by(12),
    },
  ]);
  // another user's list is not found, completeness and all
  const bob = await t.signUp('bob@example.com');
  expect((await t.call('GET', `/api/lists/${job.list_id}`, undefined, bob)).status).toBe(404);
});
