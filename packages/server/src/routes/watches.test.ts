import { completedList, openTestApp, runJobs } from '@leadgen/test-utils/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The watches API (issue 34): snake_case answers, a list's "Watch", run now, remove, and the
// lead review's "seen". Ownership is in ownership.test.ts.

let t: Awaited<ReturnType<typeof openTestApp>>;
let ana: { cookie: string };
beforeAll(async () => {
  t = await openTestApp();
  ana = await t.signUp('ana@example.com');
});
afterAll(() => t.close());

type Json = Record<string, unknown>;

describe('/api/watches', () => {
  it('watches a discovery list’s target from its people on, runs it now and removes it', async () => {
    const { listId } = await completedList(t, ana, { max: 20, target: 'natgeo' });
    const created = await t.call(
      'POST',
      '/api/watches',
      { target: 'natgeo', type: 'followers', every: '12h', maxProfiles: 50, fromListId: listId },
      ana,
    );
    expect(created.status).toBe(201);
    const { watch } = (await created.json()) as { watch: Json };
    expect(watch).toMatchObject({
      target_username: 'natgeo',
      search_type: 'followers',
      every: '12h',
      every_seconds: 43_200,
      max_profiles: 50,
      active_job_id: null,
      last_new_profiles: null,
      last_charged: 0,
    });
    const listed = (await (await t.call('GET', '/api/watches', undefined, ana)).json()) as {
      watches: Json[];
    };
    expect(listed.watches.map((row) => row.id)).toEqual([watch.id]);

    const run = await t.call('POST', `/api/watches/${watch.id}/run`, {}, ana);
    expect(run.status).toBe(202);
    const ran = (await run.json()) as { job: Json; queued: boolean; watch: Json };
    expect(ran).toMatchObject({ queued: true, job: { kind: 'watch', status: 'queued' } });
    expect(ran.watch.active_job_id).toBe(ran.job.id);
    const again = (await (await t.call('POST', `/api/watches/${watch.id}/run`, {}, ana)).json()) as Json;
    expect(again).toMatchObject({ queued: false, job: { id: ran.job.id } });
    await runJobs(t);
    const after = (await (await t.call('GET', `/api/watches/${watch.id}`, undefined, ana)).json()) as {
      watch: Json;
    };
    // started from the list: its 20 people were seen already
    expect(after.watch).toMatchObject({ active_job_id: null, last_job_id: ran.job.id });
    expect(Number(after.watch.last_new_profiles)).toBeGreaterThanOrEqual(25);
    expect(Number(after.watch.last_new_profiles)).toBeLessThanOrEqual(30);

    const gone = await t.call('DELETE', `/api/watches/${watch.id}`, undefined, ana);
    expect(gone.status).toBe(200);
    expect((await t.call('GET', `/api/watches/${watch.id}`, undefined, ana)).status).toBe(404);
  });

  it('refuses a schedule shorter than an hour, and a second watch of the same target and type', async () => {
    const short = await t.call(
      'POST',
      '/api/watches',
      { target: 'nasa', type: 'followers', every: '30m' },
      ana,
    );
    expect(short.status).toBe(400);
    expect(
      await t.call('POST', '/api/watches', { target: 'nasa', type: 'followers', every: '1d' }, ana),
    ).toHaveProperty('status', 201);
    const twice = await t.call(
      'POST',
      '/api/watches',
      { target: 'nasa', type: 'followers', every: '7d' },
      ana,
    );
    expect(twice.status).toBe(409);
  });

  it('clears the new badge of the people the lead review showed', async () => {
    const created = await t.call(
      'POST',
      '/api/watches',
      { target: 'nike', type: 'followers', every: '1d', maxProfiles: 5 },
      ana,
    );
    const { watch } = (await created.json()) as { watch: { id: string; search_list_id: string } };
    await t.call('POST', `/api/watches/${watch.id}/run`, {}, ana);
    await runJobs(t);
    const page = async () =>
      (
        (await (
          await t.call('GET', `/api/lists/${watch.search_list_id}/profiles`, undefined, ana)
        ).json()) as {
          profiles: { id: string; is_new: boolean }[];
        }
      ).profiles;
    const before = await page();
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((profile) => profile.is_new)).toBe(true);
    const [first] = before;
    const seen = await t.call(
      'POST',
      `/api/lists/${watch.search_list_id}/seen`,
      { profileIds: [first?.id] },
      ana,
    );
    expect(await seen.json()).toEqual({ cleared: 1 });
    const after = await page();
    expect(after.filter((profile) => !profile.is_new).map((profile) => profile.id)).toEqual([first?.id]);
  });
});
